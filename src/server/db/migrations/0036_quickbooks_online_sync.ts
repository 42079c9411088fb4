/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Where each QuickBooks Online company's sync stands: the watermark change data capture asks from,
 * the last successful and full syncs, the last error in words, and a lease so that one instance at a
 * time syncs a company (docs/decisions/0236-quickbooks-online-watermark-and-resync.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('quickbooksOnlineSync')
    .addColumn('realmId', 'text', (c) => c.primaryKey())
    .addColumn('watermark', t.timestamp)
    .addColumn('lastSyncAt', t.timestamp)
    .addColumn('lastFullSyncAt', t.timestamp)
    .addColumn('pulledCounts', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('lastError', 'text')
    .addColumn('lastErrorAt', t.timestamp)
    .addColumn('leaseOwner', 'text')
    .addColumn('leaseUntil', t.timestamp)
    .execute();
}
