/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { fillSalesRollups } from '../sales-rollups.js';
import { columnTypes } from './column-types.js';

/**
 * Brand reach and the top customers (docs/decisions/0188-customer-brand-days.md): each
 * `salesCustomers` row also holds per brand its net cents and summary rows per day, and all its
 * days are packed numbers instead of JSON. The table holds nothing the summary and the invoices do
 * not, so it is made again and both roll-ups are filled here; the import keeps them from then on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('salesCustomers').execute();
  await db.schema
    .createTable('salesCustomers')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('lastDay', 'text', (c) => c.notNull())
    .addColumn('days', t.binary, (c) => c.notNull())
    .addColumn('brandNames', 'text', (c) => c.notNull())
    .addColumn('brandDays', t.binary, (c) => c.notNull())
    .addPrimaryKeyConstraint('salesCustomers_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();
  await fillSalesRollups(db);
  // The rows of a rep's states that saw a day since a period or the 24 months began.
  await db.schema
    .createIndex('salesCustomers_state')
    .on('salesCustomers')
    .columns(['shipState', 'lastDay'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesCustomers').execute();
  await db.schema
    .createTable('salesCustomers')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('lastDay', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesCustomers_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();
}
