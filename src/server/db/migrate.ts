/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * `schema`: the PostgreSQL schema the tables live in when it is not the default one. Kysely looks for
 * its migration tables by name in every schema unless told which, so another schema's tables (the
 * test suite gives each file its own) would make it skip creating them here.
 */
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'kysely_migration',
    migrationLockTableName: 'kysely_migration_lock',
    // Numbers are handed out to work done side by side, so one may land after a higher one has
    // run (0019 after 0021); each migration still runs once, in name order among those pending.
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
