/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * QuickBooks Online's customer payments (issue 48, decision 0364): the invoices' links name an Online
 * payment by its id only, so the sync keeps each `Payment` here, in cents, with what it applied to
 * each invoice. Every company already syncing is sent back to a full resync by an old watermark (not
 * none, which would start a cutover), so the payments made before this table existed arrive too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('onlinePayments')
    .addColumn('txnId', 'text', (c) => c.primaryKey())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('refNumber', 'text')
    .addColumn('txnDate', 'text', (c) => c.notNull())
    .addColumn('totalCents', t.bigint, (c) => c.notNull())
    .addColumn('appliedTo', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('timeModified', t.timestamp)
    .execute();
  await db
    .updateTable('quickbooksOnlineSync')
    .set({ watermark: new Date(0).toISOString() })
    .where('watermark', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('onlinePayments').execute();
}
