/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { markRefill } from '../refills.js';
import { columnTypes } from './column-types.js';

/**
 * Sales insight's summary (docs/decisions/0191-sales-summary.md): net sales per document and brand
 * in signed cents, with the columns the insight pages filter and group by, so a request reads these
 * narrow rows instead of joining every invoice line to its item. Its keeper (`insights/keepers.ts`)
 * fills it from the documents already mirrored at the next start, and the import keeps it from then
 * on (until decision 0264 this migration filled it with the keeper's code of its day).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('salesSummary')
    .addColumn('txnId', 'text', (c) => c.notNull())
    .addColumn('docType', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('txnDate', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('customerName', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shipState', 'text')
    .addColumn('cents', t.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('salesSummary_pk', ['docType', 'txnId', 'brand'])
    .execute();
  await markRefill(db, 'sales-summary');
  // Periods read by date within a scope; a customer's panel and the at-risk sums by customer.
  await db.schema
    .createIndex('salesSummary_date')
    .on('salesSummary')
    .columns(['txnDate', 'shipState', 'brand', 'repCode', 'customerListId', 'cents'])
    .execute();
  await db.schema
    .createIndex('salesSummary_state_date')
    .on('salesSummary')
    .columns(['shipState', 'txnDate', 'brand', 'repCode', 'customerListId', 'cents'])
    .execute();
  await db.schema
    .createIndex('salesSummary_customer_date')
    .on('salesSummary')
    .columns(['customerListId', 'txnDate'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesSummary').execute();
}
