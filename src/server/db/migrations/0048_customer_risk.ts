/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

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
  const run = (text: string) => sql.raw(text).execute(db);
  if (t.postgres) {
    await run(`create function "salesCustomers_risk_mark"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${mark('old')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${mark('new')} end if;
        return null;
      end $$`);
    await run(
      `create trigger "salesCustomers_risk" after insert or delete or update on "salesCustomers" for each row execute function "salesCustomers_risk_mark"()`,
    );
  } else {
    await run(
      `create trigger "salesCustomers_risk_ai" after insert on "salesCustomers" begin ${mark('new')} end`,
    );
    await run(
      `create trigger "salesCustomers_risk_au" after update on "salesCustomers" begin ${mark('old')} ${mark('new')} end`,
    );
    await run(
      `create trigger "salesCustomers_risk_ad" after delete on "salesCustomers" begin ${mark('old')} end`,
    );
  }
  await run(`insert into "customerRiskChanges" (${key}, "version") select ${key}, 1 from "salesCustomers"`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (columnTypes(db).postgres) {
    await run(`drop trigger if exists "salesCustomers_risk" on "salesCustomers"`);
    await run(`drop function if exists "salesCustomers_risk_mark"()`);
  } else {
    for (const when of ['ai', 'au', 'ad']) await run(`drop trigger if exists "salesCustomers_risk_${when}"`);
  }
  await db.schema.dropTable('customerRiskChanges').execute();
  await db.schema.dropTable('customerRisk').execute();
}
