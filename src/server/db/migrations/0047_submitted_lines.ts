/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { createRowTrigger, dropRowTrigger, type RowTrigger } from './row-triggers.js';

/**
 * "Orders not yet invoiced" under a brand filter (decision 0184) looked into the lines of every
 * submitted order, two lookups per order (58,751 orders at scale 30: 300–450 ms). `submittedLines`
 * holds the lines of the submitted orders only, by item (docs/decisions/0194-submitted-lines.md),
 * so a brand's lines are found from its items. Triggers keep it: a line written or deleted, and an
 * order entering or leaving OrderSubmitted, in the transaction of the write, on every write path.
 */

const submitted = `'OrderSubmitted'`;
const lineColumns = `"orderId", "lineNo", "itemListId", "amount"`;
const copyLine = `insert into "submittedLines" (${lineColumns}) select new."orderId", new."lineNo", new."itemListId", new."amount" where exists (select 1 from "orders" o where o."id" = new."orderId" and o."status" = ${submitted});`;
const dropLine = `delete from "submittedLines" where "orderId" = old."orderId" and "lineNo" = old."lineNo";`;

const triggers: RowTrigger[] = [
  {
    name: 'orderLines_submitted',
    table: 'orderLines',
    insert: copyLine,
    update: `${dropLine} ${copyLine}`,
    delete: dropLine,
  },
  {
    name: 'orders_submitted_lines',
    table: 'orders',
    updateOf: ['status'],
    update:
      `delete from "submittedLines" where "orderId" = new."id" and old."status" = ${submitted} and new."status" <> ${submitted}; ` +
      `insert into "submittedLines" (${lineColumns}) select l."orderId", l."lineNo", l."itemListId", l."amount" from "orderLines" l ` +
      `where l."orderId" = new."id" and old."status" <> ${submitted} and new."status" = ${submitted};`,
    delete: `delete from "submittedLines" where "orderId" = old."id";`,
  },
];

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
  for (const trigger of triggers) await createRowTrigger(db, trigger);
  await sql
    .raw(
      `insert into "submittedLines" (${lineColumns}) select l."orderId", l."lineNo", l."itemListId", l."amount" ` +
        `from "orderLines" l join "orders" o on o."id" = l."orderId" where o."status" = ${submitted}`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of triggers) await dropRowTrigger(db, trigger);
  await db.schema.dropTable('submittedLines').execute();
}
