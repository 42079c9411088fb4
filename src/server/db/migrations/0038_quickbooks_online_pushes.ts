/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Each app order's way to QuickBooks Online: the document it becomes (chosen when it is first
 * sent and kept for its retries), the attempt generation its requestid comes from, where it stands,
 * the Id QuickBooks gave it, QuickBooks' words when it refused, and who last retried it
 * (docs/decisions/0239-quickbooks-online-push-exactly-once.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('qboPushes')
    .addColumn('orderId', 'text', (c) => c.primaryKey())
    .addColumn('realmId', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('qboId', 'text')
    .addColumn('docNumber', 'text')
    .addColumn('error', 'text')
    .addColumn('retriedBy', 'text')
    .addColumn('retriedAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qboPushes').execute();
}
