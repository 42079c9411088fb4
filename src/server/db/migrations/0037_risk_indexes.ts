/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * The at-risk rules read every invoice date of the last 24 months with its customer (about 234,000
 * at scale 30). Through `invoices_date` each of them was a lookup into the wide invoice row (8 s on
 * the shared machine); this index holds all the query reads, so it is one range scan of the index
 * (docs/decisions/0185-at-risk-reads.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('invoices_date_customer')
    .on('invoices')
    .columns(['txnDate', 'customerListId', 'shipState', 'salesRepName'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_date_customer').execute();
}
