/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { createRowTrigger, dropRowTrigger, type RowTrigger } from './row-triggers.js';

/**
 * The at-risk facts of each `salesCustomers` row as of a day (docs/decisions/0195-customer-risk.md):
 * `customerRisk` holds them, worked out again for every row when the company's day changes and for
 * the rows `customerRiskChanges` lists, which a trigger on `salesCustomers` fills in the import's
 * transaction. Every row is listed here, so the first read works them all out.
 */

const key = `"customerListId", "shipState", "repCode"`;
const mark = (row: 'new' | 'old') =>
  `insert into "customerRiskChanges" (${key}, "version") values (${row}."customerListId", ${row}."shipState", ${row}."repCode", 1) ` +
  `on conflict (${key}) do update set "version" = "customerRiskChanges"."version" + 1;`;

const trigger: RowTrigger = {
  name: 'salesCustomers_risk',
  table: 'salesCustomers',
  insert: mark('new'),
  update: `${mark('old')} ${mark('new')}`,
  delete: mark('old'),
};

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('customerRisk')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('asOf', 'text', (c) => c.notNull())
    .addColumn('invoices', 'integer', (c) => c.notNull())
    .addColumn('lastInvoiceDay', 'integer', (c) => c.notNull())
    .addColumn('reorderIntervalDays', t.decimal)
    .addColumn('last90DaysCents', t.bigint, (c) => c.notNull())
    .addColumn('sameDaysLastYearCents', t.bigint, (c) => c.notNull())
    .addColumn('lastYearCents', t.bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('customerRisk_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();
  await db.schema.createIndex('customerRisk_state').on('customerRisk').columns(['shipState']).execute();
  await db.schema.createIndex('customerRisk_asOf').on('customerRisk').columns(['asOf']).execute();
  await db.schema
    .createTable('customerRiskChanges')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('customerRiskChanges_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();
  await createRowTrigger(db, trigger);
  await sql
    .raw(`insert into "customerRiskChanges" (${key}, "version") select ${key}, 1 from "salesCustomers"`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropRowTrigger(db, trigger);
  await db.schema.dropTable('customerRiskChanges').execute();
  await db.schema.dropTable('customerRisk').execute();
}
