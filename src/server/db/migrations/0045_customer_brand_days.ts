/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { fillCustomerBrands } from '../sales-customer-brands.js';

/**
 * Brand reach and the top customers' roll-up (docs/decisions/0188-customer-brand-days.md): per
 * customer, ship state, rep and brand its net cents and summary rows per day in one row. Filled
 * here from `salesSummary`; the import keeps it from then on (`db/sales-customer-brands.ts`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salesCustomerBrands')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('lastDay', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesCustomerBrands_pk', ['customerListId', 'shipState', 'repCode', 'brand'])
    .execute();
  await fillCustomerBrands(db);
  // A rep's reads take the rows of their states that saw a day since the period began.
  await db.schema
    .createIndex('salesCustomerBrands_state')
    .on('salesCustomerBrands')
    .columns(['shipState', 'lastDay'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesCustomerBrands').execute();
}
