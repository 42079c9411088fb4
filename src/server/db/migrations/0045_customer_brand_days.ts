/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { markRefill } from '../refills.js';
import { createSalesCustomers } from './sales-customers-table.js';

/**
 * Brand reach and the top customers (docs/decisions/0188-customer-brand-days.md): each
 * `salesCustomers` row also holds per brand its net cents and summary rows per day, and all its
 * days are packed numbers instead of JSON. The table holds nothing the summary and the invoices do
 * not, so it is made again and both roll-ups are marked for their keeper's refill at the next start
 * (`insights/keepers.ts`, decision 0264); the import keeps them from then on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesCustomers').execute();
  await createSalesCustomers(db, 'packed');
  await markRefill(db, 'sales-rollups');
}

/** Back to migration 0043's table, empty (its fill is this migration's). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesCustomers').execute();
  await createSalesCustomers(db, 'json');
}
