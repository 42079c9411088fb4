/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * "Orders not yet invoiced" under a brand filter (decision 0184) looked into the lines of every
 * submitted order, two lookups per order (58,751 orders at scale 30: 300–450 ms). `submittedLines`
 * holds the lines of the submitted orders only, by item (docs/decisions/0194-submitted-lines.md),
 * so a brand's lines are found from its items. Triggers keep it: a line written or deleted, and an
 * order entering or leaving OrderSubmitted, in the transaction of the write, on every write path.
 */

const submitted = `'OrderSubmitted'`;
const lineColumns = `"orderId", "lineNo", "itemListId", "amount"`;
const copyLine = (row: 'new') =>
  `insert into "submittedLines" (${lineColumns}) select ${row}."orderId", ${row}."lineNo", ${row}."itemListId", ${row}."amount" ` +
  `where exists (select 1 from "orders" o where o."id" = ${row}."orderId" and o."status" = ${submitted});`;
const dropLine = (row: 'old') =>
  `delete from "submittedLines" where "orderId" = ${row}."orderId" and "lineNo" = ${row}."lineNo";`;
const copyOrder = `insert into "submittedLines" (${lineColumns}) select l."orderId", l."lineNo", l."itemListId", l."amount" from "orderLines" l where l."orderId" = new."id";`;
const dropOrder = (row: 'old' | 'new') => `delete from "submittedLines" where "orderId" = ${row}."id";`;

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('submittedLines')
    .addColumn('orderId', 'text', (c) => c.notNull())
    .addColumn('lineNo', 'integer', (c) => c.notNull())
    .addColumn('itemListId', 'text', (c) => c.notNull())
    .addColumn('amount', t.money, (c) => c.notNull())
    .addPrimaryKeyConstraint('submittedLines_pk', ['orderId', 'lineNo'])
    .execute();
  await db.schema
    .createIndex('submittedLines_item')
    .on('submittedLines')
    .columns(['itemListId', 'orderId', 'amount'])
    .execute();
  const run = (text: string) => sql.raw(text).execute(db);
  if (t.postgres) {
    await run(`create function "orderLines_submitted_sync"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${dropLine('old')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${copyLine('new')} end if;
        return null;
      end $$`);
    await run(
      `create trigger "orderLines_submitted" after insert or delete or update on "orderLines" for each row execute function "orderLines_submitted_sync"()`,
    );
    await run(`create function "orders_submitted_sync"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${dropOrder('old')} return null; end if;
        if old."status" = ${submitted} and new."status" <> ${submitted} then ${dropOrder('new')} end if;
        if old."status" <> ${submitted} and new."status" = ${submitted} then ${copyOrder} end if;
        return null;
      end $$`);
    await run(
      `create trigger "orders_submitted_lines" after delete or update of "status" on "orders" for each row execute function "orders_submitted_sync"()`,
    );
  } else {
    await run(
      `create trigger "orderLines_submitted_ai" after insert on "orderLines" begin ${copyLine('new')} end`,
    );
    await run(
      `create trigger "orderLines_submitted_au" after update on "orderLines" begin ${dropLine('old')} ${copyLine('new')} end`,
    );
    await run(
      `create trigger "orderLines_submitted_ad" after delete on "orderLines" begin ${dropLine('old')} end`,
    );
    await run(
      `create trigger "orders_submitted_leave" after update of "status" on "orders" ` +
        `when old."status" = ${submitted} and new."status" <> ${submitted} begin ${dropOrder('new')} end`,
    );
    await run(
      `create trigger "orders_submitted_enter" after update of "status" on "orders" ` +
        `when old."status" <> ${submitted} and new."status" = ${submitted} begin ${copyOrder} end`,
    );
    await run(`create trigger "orders_submitted_ad" after delete on "orders" begin ${dropOrder('old')} end`);
  }
  await run(
    `insert into "submittedLines" (${lineColumns}) select l."orderId", l."lineNo", l."itemListId", l."amount" ` +
      `from "orderLines" l join "orders" o on o."id" = l."orderId" where o."status" = ${submitted}`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (columnTypes(db).postgres) {
    await run(`drop trigger if exists "orderLines_submitted" on "orderLines"`);
    await run(`drop trigger if exists "orders_submitted_lines" on "orders"`);
    await run(`drop function if exists "orderLines_submitted_sync"()`);
    await run(`drop function if exists "orders_submitted_sync"()`);
  } else {
    for (const name of [
      'orderLines_submitted_ai',
      'orderLines_submitted_au',
      'orderLines_submitted_ad',
      'orders_submitted_leave',
      'orders_submitted_enter',
      'orders_submitted_ad',
    ])
      await run(`drop trigger if exists "${name}"`);
  }
  await db.schema.dropTable('submittedLines').execute();
}
