/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * Fewer indexes for the import to keep (docs/decisions/0197-import-indexes.md): the summary's by
 * customer and by state (a customer's sales come from its `salesCustomers` rows, a rep's few edge
 * days from the date index), and the customer rows' by state and last day, which moved on every
 * new invoice, becomes one by state and rep, which does not (the packs are built by it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('salesSummary_customer_date').ifExists().execute();
  await db.schema.dropIndex('salesSummary_state_date').ifExists().execute();
  await db.schema.dropIndex('salesCustomers_state').ifExists().execute();
  await db.schema
    .createIndex('salesCustomers_pair')
    .on('salesCustomers')
    .columns(['shipState', 'repCode'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('salesCustomers_pair').execute();
  await db.schema
    .createIndex('salesCustomers_state')
    .on('salesCustomers')
    .columns(['shipState', 'lastDay'])
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
