import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { dateOfDayNumber, dayNumber } from '../../domain/insights/periods.js';
import { insertRows } from '../db/bulk-insert.js';
import { chunks } from '../db/chunks.js';
import { packNumbers, unpackNumbers } from './packed.js';
import type { InvoiceHead, SalesChange, SummaryContribution } from './sales-change.js';
import type { DB } from '../db/schema.js';

/**
 * `salesCustomers` (decisions 0186 and 0188): per customer × ship state × rep, in one row, its net
 * cents, invoices and summary rows per day (`days`, for the at-risk rules) and per brand its net
 * cents and summary rows per day (`brandNames`, `brandDays`, for brand reach and the top
 * customers), as packed numbers (`packed.ts`) on day numbers (`dayNumber`). Kept by difference with
 * the other roll-up (`sales-rollups.ts`) in the import's transaction.
 */

/** A day of a customer group: its net cents, its invoices and its summary rows. */
type Amounts = [cents: number, invoices: number, summaryRows: number];
/** A brand's day: its net cents and summary rows. */
type BrandAmounts = [cents: number, summaryRows: number];
/** A brand's change per day number. */
type BrandChange = Map<number, BrandAmounts>;
/** Numbers per entry of `days`: day number, cents, invoices, summary rows; oldest first. */
export const dayStride = 4;
/** Numbers per entry of `brandDays`: index into `brandNames`, day number, cents, summary rows; by brand, then oldest first. */
export const brandDayStride = 4;

const idsPerStatement = 2_000;
const keyOf = (...parts: string[]) => parts.join('\u0000');
const isEmpty = (amounts: readonly number[]) => amounts.every((n) => n === 0);

interface Group {
  customerListId: string;
  shipState: string;
  repCode: string;
  days: Map<number, Amounts>;
  brands: Map<string, BrandChange>;
}

/** Customer groups (customer, ship state, rep) with amounts per day and per brand, added up as rows come. */
function groupedDays() {
  const groups = new Map<string, Group>();
  const groupOf = (customerListId: string, state: string | null, repCode: string) => {
    const shipState = state ?? '';
    const key = keyOf(customerListId, shipState, repCode);
    let group = groups.get(key);
    if (!group) {
      group = { customerListId, shipState, repCode, days: new Map(), brands: new Map() };
      groups.set(key, group);
    }
    return group;
  };
  const entryOf = (group: Group, day: number) => {
    let entry = group.days.get(day);
    if (!entry) {
      entry = [0, 0, 0];
      group.days.set(day, entry);
    }
    return entry;
  };
  const dayOf = (customerListId: string, state: string | null, repCode: string, date: string) =>
    entryOf(groupOf(customerListId, state, repCode), dayNumber(date));
  /** A summary row's cents and row count, signed, added to its day and to its brand's day. */
  const addSales = (row: Omit<SummaryContribution, 'cents'>, cents: number, summaryRows: number) => {
    // The group and the day found once per row: the import adds thousands of rows a batch.
    const group = groupOf(row.customerListId, row.shipState, row.repCode);
    const day = dayNumber(row.txnDate);
    const entry = entryOf(group, day);
    entry[0] += cents;
    entry[2] += summaryRows;
    let days = group.brands.get(row.brand);
    if (!days) {
      days = new Map();
      group.brands.set(row.brand, days);
    }
    const amounts = days.get(day);
    if (amounts) {
      amounts[0] += cents;
      amounts[1] += summaryRows;
    } else days.set(day, [cents, summaryRows]);
  };
  return { groups, dayOf, addSales };
}

/** Per customer group, the change of each day and of each brand's day; unchanged ones left out. */
function groupChanges(change: SalesChange): Map<string, Group> {
  const { groups, dayOf, addSales } = groupedDays();
  for (const r of change.removed) addSales(r, -r.cents, -1);
  for (const r of change.added) addSales(r, r.cents, 1);
  const invoices = (heads: readonly InvoiceHead[], sign: 1 | -1) => {
    for (const h of heads) dayOf(h.customerListId, h.shipState, h.salesRepName ?? '', h.txnDate)[1] += sign;
  };
  invoices(change.invoicesRemoved, -1);
  invoices(change.invoicesAdded, 1);
  for (const [key, group] of groups) {
    for (const [day, amounts] of group.days) if (isEmpty(amounts)) group.days.delete(day);
    for (const [brand, days] of group.brands) {
      for (const [day, amounts] of days) if (isEmpty(amounts)) days.delete(day);
      if (!days.size) group.brands.delete(brand);
    }
    // A brand change on one day moves cents between brands and leaves the day's totals as they were.
    if (!group.days.size && !group.brands.size) groups.delete(key);
  }
  return groups;
}

/** A group's days after a change: stored plus change, empty days left out, oldest first. */
export function mergedDays(stored: ArrayLike<number>, change: Map<number, Amounts>): number[] {
  const days = new Map<number, Amounts>();
  for (let i = 0; i < stored.length; i += dayStride)
    days.set(stored[i]!, [stored[i + 1]!, stored[i + 2]!, stored[i + 3]!]);
  for (const [day, amounts] of change) {
    const before = days.get(day) ?? [0, 0, 0];
    days.set(day, [before[0] + amounts[0], before[1] + amounts[1], before[2] + amounts[2]]);
  }
  return [...days]
    .filter(([, amounts]) => !isEmpty(amounts))
    .sort((a, b) => a[0] - b[0])
    .flatMap(([day, amounts]) => [day, ...amounts]);
}

/** A group's brands as stored. */
interface Brands {
  names: string[];
  days: ArrayLike<number>;
}

/**
 * A group's brands after a change: each changed brand's days stored plus change, days with no rows
 * left out; the other brands' days copied as they are.
 */
export function mergedBrands(
  stored: Brands,
  change: Map<string, BrandChange>,
): { names: string[]; days: number[] } {
  // Per brand, its days as `[day, cents, summaryRows, …]`.
  const runs = new Map<string, number[]>();
  for (let i = 0; i < stored.days.length; i += brandDayStride) {
    const brand = stored.names[stored.days[i]!]!;
    let run = runs.get(brand);
    if (!run) {
      run = [];
      runs.set(brand, run);
    }
    run.push(stored.days[i + 1]!, stored.days[i + 2]!, stored.days[i + 3]!);
  }
  for (const [brand, changed] of change) {
    const days = new Map<number, BrandAmounts>();
    const run = runs.get(brand) ?? [];
    for (let i = 0; i < run.length; i += 3) days.set(run[i]!, [run[i + 1]!, run[i + 2]!]);
    for (const [day, [cents, rows]] of changed) {
      const was = days.get(day) ?? [0, 0];
      days.set(day, [was[0] + cents, was[1] + rows]);
    }
    const merged = [...days]
      .filter(([, [, rows]]) => rows !== 0)
      .sort((x, y) => x[0] - y[0])
      .flatMap(([day, [cents, rows]]) => [day, cents, rows]);
    if (merged.length) runs.set(brand, merged);
    else runs.delete(brand);
  }
  const names = [...runs.keys()].sort();
  const days: number[] = [];
  names.forEach((brand, index) => {
    const run = runs.get(brand)!;
    for (let i = 0; i < run.length; i += 3) days.push(index, run[i]!, run[i + 1]!, run[i + 2]!);
  });
  return { names, days };
}

const noBrands: Brands = { names: [], days: [] };

const storedRow = (group: Group, days: number[], brands: { names: string[]; days: number[] }) => ({
  customerListId: group.customerListId,
  shipState: group.shipState,
  repCode: group.repCode,
  lastDay: dateOfDayNumber(days[days.length - dayStride]!),
  days: packNumbers(days),
  brandNames: JSON.stringify(brands.names),
  brandDays: packNumbers(brands.days),
});

/** Applies a change of the summary and the invoices to `salesCustomers`, in the caller's transaction. */
export async function updateCustomers(db: Kysely<DB>, change: SalesChange): Promise<void> {
  const groups = groupChanges(change);
  if (!groups.size) return;
  const customers = [...new Set([...groups.values()].map((g) => g.customerListId))];
  const stored = new Map<string, { days: ArrayLike<number>; brands: Brands }>();
  for (const ids of chunks(customers, idsPerStatement)) {
    const rows = await db
      .selectFrom('salesCustomers')
      .select(['customerListId', 'shipState', 'repCode', 'days', 'brandNames', 'brandDays'])
      .where('customerListId', 'in', ids)
      .execute();
    for (const r of rows)
      stored.set(keyOf(r.customerListId, r.shipState, r.repCode), {
        days: unpackNumbers(r.days),
        brands: { names: JSON.parse(r.brandNames) as string[], days: unpackNumbers(r.brandDays) },
      });
  }
  const kept: ReturnType<typeof storedRow>[] = [];
  const emptied: Group[] = [];
  for (const [key, group] of groups) {
    const before = stored.get(key);
    const days = mergedDays(before?.days ?? [], group.days);
    // No days left means no summary rows left, so no brand either.
    if (days.length)
      kept.push(storedRow(group, days, mergedBrands(before?.brands ?? noBrands, group.brands)));
    else emptied.push(group);
  }
  await insertRows(db, 'salesCustomers', kept, { key: ['customerListId', 'shipState', 'repCode'] });
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
 * The summary rows of these customers' documents, found through the documents' customer indexes:
 * the summary has none by customer (decision 0197).
 */
export const summaryOfCustomers =
  (customerListIds: readonly string[]) => (eb: ExpressionBuilder<DB, 'salesSummary'>) =>
    eb.or(
      (
        [
          ['invoices', 'invoice'],
          ['creditMemos', 'credit'],
        ] as const
      ).map(([table, docType]) =>
        eb.and([
          eb('docType', '=', docType),
          eb(
            'txnId',
            'in',
            eb.selectFrom(table).select('txnId').where('customerListId', 'in', customerListIds),
          ),
        ]),
      ),
    );

/**
 * `salesCustomers` built again from `salesSummary` and the invoices, 2,000 customers at a time: all
 * of it, or the rows of these customers (an Online customer moved into a Desktop one).
 */
export async function fillCustomers(db: Kysely<DB>, only?: readonly string[]): Promise<void> {
  let ids: string[];
  if (only) {
    for (const part of chunks([...only], idsPerStatement))
      await db.deleteFrom('salesCustomers').where('customerListId', 'in', part).execute();
    ids = [...only].sort();
  } else {
    await db.deleteFrom('salesCustomers').execute();
    // The summary's customers are its documents' customers; both tables have a customer index.
    const { rows: customers } = await sql<{ id: string }>`
      select ${sql.ref('customerListId')} as id from ${sql.table('invoices')}
      union select ${sql.ref('customerListId')} as id from ${sql.table('creditMemos')}`.execute(db);
    ids = customers.map((c) => c.id).sort();
  }
  for (const part of chunks(ids, idsPerStatement)) {
    const sales = await db
      .selectFrom('salesSummary')
      .select((eb) => [
        'customerListId',
        'shipState',
        'repCode',
        'brand',
        'txnDate',
        eb.fn.sum<string | number>('cents').as('cents'),
        eb.fn.countAll<string | number>().as('count'),
      ])
      .where(summaryOfCustomers(part))
      .groupBy(['customerListId', 'shipState', 'repCode', 'brand', 'txnDate'])
      .execute();
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
    const { groups, dayOf, addSales } = groupedDays();
    for (const r of sales) addSales(r, Number(r.cents), Number(r.count));
    for (const r of invoices) dayOf(r.customer, r.state, r.rep, r.day)[1] += Number(r.count);
    const rows = [...groups.values()].flatMap((group) => {
      const days = mergedDays([], group.days);
      return days.length ? [storedRow(group, days, mergedBrands(noBrands, group.brands))] : [];
    });
    await insertRows(db, 'salesCustomers', rows);
  }
}
