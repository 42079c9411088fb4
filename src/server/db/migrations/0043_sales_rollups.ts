/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { mergedDays } from '../sales-rollups.js';
import { columnTypes } from './column-types.js';

/**
 * Sales insight's roll-ups (docs/decisions/0186-sales-rollups.md): net sales by month and by part
 * of a month × ship state × rep × brand, and per customer, ship state and rep its net sales,
 * invoices and summary rows per day in one row. Filled here from `salesSummary` and the invoices already mirrored;
 * the import keeps them from then on (`db/sales-rollups.ts`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('salesRollup')
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('cents', t.bigint, (c) => c.notNull())
    .addColumn('summaryRows', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesRollup_pk', ['grain', 'start', 'shipState', 'repCode', 'brand'])
    .execute();
  await db.schema
    .createTable('salesCustomers')
    .addColumn('customerListId', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('lastDay', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesCustomers_pk', ['customerListId', 'shipState', 'repCode'])
    .execute();

  // The same buckets as domain/insights/buckets.ts: a month, and days 1–7, 8–14, 15–21, 22–28, 29–.
  const day = sql`substr(${sql.ref('txnDate')}, 9, 2)`;
  const partStart = sql`case when ${day} <= '07' then '01' when ${day} <= '14' then '08' when ${day} <= '21' then '15' when ${day} <= '28' then '22' else '29' end`;
  for (const [grain, suffix] of [
    ['month', sql`'01'`],
    ['part', partStart],
  ] as const) {
    await sql`
      insert into ${sql.table('salesRollup')} (grain, start, ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand, cents, ${sql.ref('summaryRows')})
      select grain, start, ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand, sum(cents), count(*)
      from (
        select ${grain} as grain, substr(${sql.ref('txnDate')}, 1, 8) || ${suffix} as start,
          coalesce(${sql.ref('shipState')}, '') as ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand, cents
        from ${sql.table('salesSummary')}
      ) cells
      group by grain, start, ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand`.execute(db);
  }

  const { rows: customers } = await sql<{ id: string }>`
    select ${sql.ref('customerListId')} as id from ${sql.table('salesSummary')}
    union select ${sql.ref('customerListId')} as id from ${sql.table('invoices')}`.execute(db);
  const ids = customers.map((c) => c.id).sort();
  for (let i = 0; i < ids.length; i += 2_000) {
    const part = ids.slice(i, i + 2_000);
    const { rows: sales } = await sql<{
      customer: string;
      state: string;
      rep: string;
      day: string;
      cents: unknown;
      count: unknown;
    }>`
      select ${sql.ref('customerListId')} as customer, coalesce(${sql.ref('shipState')}, '') as state,
        ${sql.ref('repCode')} as rep, ${sql.ref('txnDate')} as day, sum(cents) as cents, count(*) as count
      from ${sql.table('salesSummary')} where ${sql.ref('customerListId')} in (${sql.join(part)})
      group by 1, 2, 3, 4`.execute(db);
    const { rows: invoices } = await sql<{
      customer: string;
      state: string;
      rep: string;
      day: string;
      count: unknown;
    }>`
      select ${sql.ref('customerListId')} as customer, coalesce(${sql.ref('shipState')}, '') as state,
        coalesce(${sql.ref('salesRepName')}, '') as rep, ${sql.ref('txnDate')} as day, count(*) as count
      from ${sql.table('invoices')} where ${sql.ref('customerListId')} in (${sql.join(part)})
      group by 1, 2, 3, 4`.execute(db);
    const groups = new Map<
      string,
      {
        customerListId: string;
        shipState: string;
        repCode: string;
        days: Map<string, [number, number, number]>;
      }
    >();
    const entryOf = (r: { customer: string; state: string; rep: string; day: string }) => {
      const key = `${r.customer}\u0000${r.state}\u0000${r.rep}`;
      let group = groups.get(key);
      if (!group) {
        group = { customerListId: r.customer, shipState: r.state, repCode: r.rep, days: new Map() };
        groups.set(key, group);
      }
      let entry = group.days.get(r.day);
      if (!entry) {
        entry = [0, 0, 0];
        group.days.set(r.day, entry);
      }
      return entry;
    };
    for (const r of sales) {
      const entry = entryOf(r);
      entry[0] += Number(r.cents);
      entry[2] += Number(r.count);
    }
    for (const r of invoices) entryOf(r)[1] += Number(r.count);
    const rows = [...groups.values()].flatMap(({ days: change, ...group }) => {
      const days = mergedDays([], change);
      return days.length
        ? [{ ...group, lastDay: days[days.length - 1]![0], days: JSON.stringify(days) }]
        : [];
    });
    for (let j = 0; j < rows.length; j += 500)
      await db
        .insertInto('salesCustomers')
        .values(rows.slice(j, j + 500))
        .execute();
  }
  // A rep's at-risk list reads the rows of their states that saw a day in the last 24 months.
  await db.schema
    .createIndex('salesCustomers_state')
    .on('salesCustomers')
    .columns(['shipState', 'lastDay'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesCustomers').execute();
  await db.schema.dropTable('salesRollup').execute();
}
