import { sql, type Kysely } from 'kysely';
import { bucketsOf } from '../../domain/insights/buckets.js';
import type { DB } from './schema.js';
import { chunks } from './chunks.js';
import { fillCustomerBrands, updateCustomerBrands } from './sales-customer-brands.js';

/**
 * Keeps sales insight's roll-ups (`salesRollup`, `salesCustomers`; docs/decisions/0186-sales-rollups.md)
 * in step with `salesSummary` and the invoices, in the caller's transaction: every change of the
 * summary comes here as the rows it removed and the rows it added (and the invoices before and
 * after, whose dates the reorder interval reads), and the roll-ups take the difference. Integer
 * cents, so adding and taking away is exact in any order.
 */

export interface SummaryContribution {
  brand: string;
  txnDate: string;
  customerListId: string;
  repCode: string;
  shipState: string | null;
  cents: number;
}

export interface InvoiceHead {
  txnId: string;
  customerListId: string;
  shipState: string | null;
  salesRepName: string | null;
  txnDate: string;
}

export interface SalesChange {
  removed: readonly SummaryContribution[];
  added: readonly SummaryContribution[];
  invoicesRemoved: readonly InvoiceHead[];
  invoicesAdded: readonly InvoiceHead[];
}

const rowsPerStatement = 500;
const idsPerStatement = 2_000;
const keyOf = (...parts: string[]) => parts.join('\u0000');

/** A roll-up cell, or the change of one. */
type Cell = DB['salesRollup'];

/** The change of each roll-up cell, cells left unchanged left out. */
function cellChanges(change: SalesChange): Cell[] {
  const cells = new Map<string, Cell>();
  const apply = (rows: readonly SummaryContribution[], sign: 1 | -1) => {
    for (const row of rows) {
      const shipState = row.shipState ?? '';
      for (const [grain, start] of bucketsOf(row.txnDate)) {
        const key = keyOf(grain, start, shipState, row.repCode, row.brand);
        let cell = cells.get(key);
        if (!cell) {
          cell = {
            grain,
            start,
            shipState,
            repCode: row.repCode,
            brand: row.brand,
            cents: 0,
            summaryRows: 0,
          };
          cells.set(key, cell);
        }
        cell.cents += sign * row.cents;
        cell.summaryRows += sign;
      }
    }
  };
  apply(change.removed, -1);
  apply(change.added, 1);
  return [...cells.values()].filter((c) => c.cents !== 0 || c.summaryRows !== 0);
}

async function updateRollup(db: Kysely<DB>, change: SalesChange) {
  const cells = cellChanges(change);
  for (const part of chunks(cells, rowsPerStatement)) {
    await db
      .insertInto('salesRollup')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['grain', 'start', 'shipState', 'repCode', 'brand']).doUpdateSet((eb) => ({
          cents: eb('salesRollup.cents', '+', eb.ref('excluded.cents')),
          summaryRows: eb('salesRollup.summaryRows', '+', eb.ref('excluded.summaryRows')),
        })),
      )
      .execute();
  }
  // A cell that lost rows may have none left: it goes, as its summary rows have.
  for (const part of chunks(
    cells.filter((c) => c.summaryRows < 0),
    100,
  )) {
    await db
      .deleteFrom('salesRollup')
      .where('summaryRows', '<=', 0)
      .where((eb) =>
        eb.or(
          part.map((c) =>
            eb.and([
              eb('grain', '=', c.grain),
              eb('start', '=', c.start),
              eb('shipState', '=', c.shipState),
              eb('repCode', '=', c.repCode),
              eb('brand', '=', c.brand),
            ]),
          ),
        ),
      )
      .execute();
  }
}

/** A day of a customer group: its net cents, its invoices and its summary rows. */
type Amounts = [cents: number, invoices: number, summaryRows: number];
type DayEntry = [day: string, ...Amounts];

const isEmpty = (amounts: Amounts) => amounts.every((n) => n === 0);

interface Group {
  customerListId: string;
  shipState: string;
  repCode: string;
  days: Map<string, Amounts>;
}

/** Customer groups (customer, ship state, rep) with amounts per day, added up as rows come. */
function groupedDays() {
  const groups = new Map<string, Group>();
  const dayOf = (customerListId: string, state: string | null, repCode: string, day: string) => {
    const shipState = state ?? '';
    const key = keyOf(customerListId, shipState, repCode);
    let group = groups.get(key);
    if (!group) {
      group = { customerListId, shipState, repCode, days: new Map() };
      groups.set(key, group);
    }
    let entry = group.days.get(day);
    if (!entry) {
      entry = [0, 0, 0];
      group.days.set(day, entry);
    }
    return entry;
  };
  return { groups, dayOf };
}

/** Per customer group and day, the change of its net cents, invoices and summary rows. */
function groupChanges(change: SalesChange): Map<string, Group> {
  const { groups, dayOf } = groupedDays();
  const sales = (rows: readonly SummaryContribution[], sign: 1 | -1) => {
    for (const r of rows) {
      const entry = dayOf(r.customerListId, r.shipState, r.repCode, r.txnDate);
      entry[0] += sign * r.cents;
      entry[2] += sign;
    }
  };
  const invoices = (heads: readonly InvoiceHead[], sign: 1 | -1) => {
    for (const h of heads) dayOf(h.customerListId, h.shipState, h.salesRepName ?? '', h.txnDate)[1] += sign;
  };
  sales(change.removed, -1);
  sales(change.added, 1);
  invoices(change.invoicesRemoved, -1);
  invoices(change.invoicesAdded, 1);
  for (const [key, group] of groups) {
    for (const [day, amounts] of group.days) if (isEmpty(amounts)) group.days.delete(day);
    if (!group.days.size) groups.delete(key);
  }
  return groups;
}

/** A group's days after a change: stored plus change, empty days left out, oldest first. */
export function mergedDays(stored: readonly DayEntry[], change: Map<string, Amounts>): DayEntry[] {
  const days = new Map<string, Amounts>(stored.map(([day, ...amounts]) => [day, amounts]));
  for (const [day, amounts] of change) {
    const before = days.get(day) ?? [0, 0, 0];
    days.set(day, [before[0] + amounts[0], before[1] + amounts[1], before[2] + amounts[2]]);
  }
  return [...days]
    .filter(([, amounts]) => !isEmpty(amounts))
    .map(([day, amounts]): DayEntry => [day, ...amounts])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

async function updateCustomers(db: Kysely<DB>, change: SalesChange) {
  const groups = groupChanges(change);
  if (!groups.size) return;
  const customers = [...new Set([...groups.values()].map((g) => g.customerListId))];
  const stored = new Map<string, DayEntry[]>();
  for (const ids of chunks(customers, idsPerStatement)) {
    const rows = await db
      .selectFrom('salesCustomers')
      .select(['customerListId', 'shipState', 'repCode', 'days'])
      .where('customerListId', 'in', ids)
      .execute();
    for (const r of rows)
      stored.set(keyOf(r.customerListId, r.shipState, r.repCode), JSON.parse(r.days) as DayEntry[]);
  }
  const kept: {
    customerListId: string;
    shipState: string;
    repCode: string;
    lastDay: string;
    days: string;
  }[] = [];
  const emptied: Group[] = [];
  for (const [key, group] of groups) {
    const list = mergedDays(stored.get(key) ?? [], group.days);
    if (!list.length) emptied.push(group);
    else
      kept.push({
        customerListId: group.customerListId,
        shipState: group.shipState,
        repCode: group.repCode,
        lastDay: list[list.length - 1]![0],
        days: JSON.stringify(list),
      });
  }
  for (const part of chunks(kept, rowsPerStatement)) {
    await db
      .insertInto('salesCustomers')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['customerListId', 'shipState', 'repCode']).doUpdateSet((eb) => ({
          lastDay: eb.ref('excluded.lastDay'),
          days: eb.ref('excluded.days'),
        })),
      )
      .execute();
  }
  for (const group of emptied) {
    await db
      .deleteFrom('salesCustomers')
      .where('customerListId', '=', group.customerListId)
      .where('shipState', '=', group.shipState)
      .where('repCode', '=', group.repCode)
      .execute();
  }
}

/**
 * Set while a first load writes the documents (`mirror/bulk.ts`): the roll-ups are not kept batch
 * by batch but filled once at its end, and at the next start should the load die half-way.
 */
export const rollupsDeferredKey = 'salesRollupsDeferred';

/** Whether a first load runs, which fills the roll-ups once at its end instead of batch by batch. */
export async function rollupsDeferred(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('systemInfo')
    .select('key')
    .where('key', '=', rollupsDeferredKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Applies a change of the summary and the invoices to both roll-ups, unless a first load runs. */
export async function applySalesChange(db: Kysely<DB>, change: SalesChange): Promise<void> {
  if (await rollupsDeferred(db)) return;
  await updateRollup(db, change);
  await updateCustomers(db, change);
  await updateCustomerBrands(db, change);
}

/** The roll-ups built again from `salesSummary` and the invoices at the end of a first load. Call inside a transaction. */
export async function fillSalesRollups(db: Kysely<DB>): Promise<void> {
  await fillRollupAndCustomers(db);
  await fillCustomerBrands(db);
}

/**
 * `salesRollup` and `salesCustomers` built again from `salesSummary` and the invoices: by migration
 * 0043 (before `salesCustomerBrands` exists), and within `fillSalesRollups`.
 */
export async function fillRollupAndCustomers(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('salesRollup').execute();
  await db.deleteFrom('salesCustomers').execute();
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
  for (const part of chunks(ids, idsPerStatement)) {
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
    const { groups, dayOf } = groupedDays();
    const entryOf = (r: { customer: string; state: string; rep: string; day: string }) =>
      dayOf(r.customer, r.state, r.rep, r.day);
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
    for (const values of chunks(rows, rowsPerStatement))
      await db.insertInto('salesCustomers').values(values).execute();
  }
}
