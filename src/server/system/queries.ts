import { sql } from 'kysely';
import type { Db, Tx } from '../db/database.js';
import { migrations } from '../db/migrations/index.js';

/** Stored under the name it was first given, so an upgraded server still knows its last import. */
const lastSuccessfulImportKey = 'lastSuccessfulSync';

export async function recordSuccessfulImport(db: Db | Tx, at = new Date()): Promise<string> {
  const updatedAt = at.toISOString();
  // JSON columns always hold objects: the SQLite codec encodes objects, not bare strings.
  const value = { at: updatedAt };
  await db
    .insertInto('systemInfo')
    .values({ key: lastSuccessfulImportKey, value, updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
    .execute();
  return updatedAt;
}

export async function lastSuccessfulImport(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('systemInfo')
    .select(['value'])
    .where('key', '=', lastSuccessfulImportKey)
    .executeTakeFirst();
  const value = row?.value as { at?: unknown } | undefined;
  return typeof value?.at === 'string' ? value.at : null;
}

/** Whether a migration this version knows has not run on the database yet (an instance is not ready then). */
export async function migrationsPending(db: Db): Promise<boolean> {
  const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const executed = new Set(done.rows.map((row) => row.name));
  return Object.keys(migrations).some((name) => !executed.has(name));
}
