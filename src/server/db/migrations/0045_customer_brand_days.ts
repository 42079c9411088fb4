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
  await remake(db, 'packed');
  await fillSalesRollups(db);
}

/** Back to migration 0043's table, empty (its fill is this migration's). */
export async function down(db: Kysely<any>): Promise<void> {
  await remake(db, 'json');
}

/** `salesCustomers` made again, with packed days and the brands' days or with 0043's JSON days. */
async function remake(db: Kysely<any>, days: 'packed' | 'json') {
  const t = columnTypes(db);
  await db.schema.dropTable('salesCustomers').execute();
  let table = db.schema
    .createTable('salesCustomers')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('lastDay', 'text', (c) => c.notNull())
    .addColumn('days', days === 'packed' ? t.binary : 'text', (c) => c.notNull());
  if (days === 'packed')
    table = table
      .addColumn('brandNames', 'text', (c) => c.notNull())
      .addColumn('brandDays', t.binary, (c) => c.notNull());
  await table
    .addPrimaryKeyConstraint('salesCustomers_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();
  // The rows of a rep's states that saw a day since a period or the 24 months began.
  await db.schema
    .createIndex('salesCustomers_state')
    .on('salesCustomers')
    .columns(['shipState', 'lastDay'])
    .execute();
}
