/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/** API request counts per key and fixed window, shared by every Humidor process on one PostgreSQL. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('apiRateLimits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('windowStart', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('apiRateLimits_pk', ['key', 'windowStart'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('apiRateLimits').execute();
}
