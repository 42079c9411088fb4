import { sql, type ExpressionBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { InsightDimension, InsightPeriod } from '../../domain/insights/contract.js';
import { monthWindows } from '../../domain/insights/periods.js';
import { itemBrandsOf } from '../../domain/insights/rules.js';
import { visibleDocuments, visibleOrders, visibleSalesRollup } from '../access/visibility.js';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import {
  lastYearOf,
  spanSums as everyCustomerSums,
  sumsBy,
  type SalesFilters,
  type Span,
  type SumKey,
  type SumRow,
} from './sums.js';
import { customerSpanSums, customerSums, eachCustomerSums, type CustomerSumsVisit } from './customer-sums.js';

/**
 * The SQL of sales insight. Every query starts from a visibility filter (visibility.ts) and the
 * filters only add conditions to it, so a filter narrows a user's scope and never widens it. Sums
 * read the roll-ups and the edges of a period from `salesSummary` (`sums.ts`); the top customers,
 * brand reach and the at-risk rules read `salesCustomers` (`customer-sums.ts`); nothing reads the
 * invoice lines.
 */

export type { SalesFilters } from './sums.js';
export { type CustomerRiskFacts } from './customer-sums.js';
export { riskFacts } from './customer-risk.js';

/** Net sales of a span grouped by `keys`: of one customer from its rows, of all in scope from the roll-ups. */
const spanSums = (db: Db, user: Principal, filters: SalesFilters, span: Span, keys: readonly SumKey[]) =>
  filters.customerListId
    ? customerSpanSums(db, user, filters, span, keys)
    : everyCustomerSums(db, user, filters, span, keys);

const total = (rows: readonly SumRow[]) => rows.reduce((sum, row) => sum + row.cents, 0);

export interface Compared {
  thisPeriodCents: number;
  lastPeriodCents: number;
}

export async function netSales(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
): Promise<Compared> {
  return {
    thisPeriodCents: total(await spanSums(db, user, filters, period, [])),
    lastPeriodCents: total(await spanSums(db, user, filters, lastYearOf(period), [])),
  };
}

/** The 12 months ending with the period's month, each against the same month a year earlier. */
export async function monthlySales(db: Db, user: Principal, filters: SalesFilters, to: string) {
  const windows = monthWindows(to);
  const first = windows[0]!;
  const last = windows[windows.length - 1]!;
  // The 12 months and the same months a year earlier never overlap, so one map holds both.
  const byMonth = sumsBy(
    [
      ...(await spanSums(db, user, filters, { from: first.from, to: last.to }, ['month'])),
      ...(await spanSums(db, user, filters, { from: first.lastYearFrom, to: last.lastYearTo }, ['month'])),
    ],
    (row) => row.month!,
  );
  return windows.map((w) => ({
    month: w.month,
    thisPeriodCents: byMonth.get(w.month) ?? 0,
    lastPeriodCents: byMonth.get(w.lastYearFrom.slice(0, 7)) ?? 0,
  }));
}

/** Net sales grouped by one dimension, the largest this period first. */
export async function salesBy(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
  dimension: InsightDimension,
  limit: number,
) {
  if (dimension !== 'customer') return rolledUpSalesBy(db, user, filters, period, dimension, limit);
  // 40,000 customers for an admin: their sums in plain arrays, and objects only for those worth at
  // least the `limit`th (names are looked up for the rows shown only, by the route's `namesNow`).
  const keys: string[] = [];
  const now: number[] = [];
  const before: number[] = [];
  await eachCustomerSums(db, user, filters, [period, lastYearOf(period)], false, (key, _, __, a, b) => {
    keys.push(key);
    now.push(a);
    before.push(b);
  });
  const worth = Float64Array.from(now).sort();
  const least = worth.length > limit ? worth[worth.length - limit]! : Number.NEGATIVE_INFINITY;
  const rows = [];
  for (let i = 0; i < keys.length; i += 1)
    if (now[i]! >= least)
      rows.push({ key: keys[i]!, customerName: '', thisPeriodCents: now[i]!, lastPeriodCents: before[i]! });
  return largestFirst(rows).slice(0, limit);
}

const largestFirst = <T extends { key: string; thisPeriodCents: number }>(rows: T[]) =>
  rows.sort((a, b) => b.thisPeriodCents - a.thisPeriodCents || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

const sumKeys = { brand: 'brand', state: 'shipState', rep: 'repCode' } as const;

/** `salesBy` for a brand, a state or a rep: few groups, added up from the roll-ups and the edges. */
async function rolledUpSalesBy(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
  dimension: 'brand' | 'state' | 'rep',
  limit: number,
) {
  const key = sumKeys[dimension];
  const now = sumsBy(await spanSums(db, user, filters, period, [key]), (row) => row[key]!);
  const before = sumsBy(await spanSums(db, user, filters, lastYearOf(period), [key]), (row) => row[key]!);
  return largestFirst(
    [...new Set([...now.keys(), ...before.keys()])].map((group) => ({
      key: group,
      customerName: '',
      thisPeriodCents: now.get(group) ?? 0,
      lastPeriodCents: before.get(group) ?? 0,
    })),
  ).slice(0, limit);
}

/** Each brand and customer's net sales of the period and of last year (brand reach's counts). */
export function eachBrandCustomerSales(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
  visit: CustomerSumsVisit,
) {
  return eachCustomerSums(db, user, filters, [period, lastYearOf(period)], true, visit);
}

/**
 * Per brand and customer, the net sales of the period and of last year (brand reach), with the
 * customer's ship state (the greatest of its documents', as a customer in two states is one
 * customer here). Names are left to the caller: the counts need none.
 */
export async function salesByBrandAndCustomer(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
) {
  const sums = await customerSums(db, user, filters, [period, lastYearOf(period)], true);
  return sums.map((row) => ({
    brand: row.brand,
    customerListId: row.customerListId,
    customerName: '',
    state: row.state,
    thisPeriodCents: row.cents[0]!,
    lastPeriodCents: row.cents[1]!,
  }));
}

/**
 * The name each of these customers had on its documents (the greatest), for customers no longer
 * mirrored: from the invoices and credit memos by their customer index.
 */
export async function documentCustomerNames(db: Db, listIds: string[]) {
  const names = new Map<string, string>();
  for (const table of ['invoices', 'creditMemos'] as const)
    for (const ids of chunks(listIds, 2_000)) {
      const rows = await db
        .selectFrom(table)
        .select(['customerListId', sql<string>`max(${sql.ref('customerName')})`.as('name')])
        .where('customerListId', 'in', ids)
        .groupBy('customerListId')
        .execute();
      for (const r of rows) {
        const known = names.get(r.customerListId);
        if (known === undefined || r.name > known) names.set(r.customerListId, r.name);
      }
    }
  return names;
}

/** The sales rep codes and names the mirror knows. */
export async function salesRepNames(db: Db): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('salesReps').select(['initial', 'name']).execute();
  return new Map(rows.map((r) => [r.initial, r.name]));
}

/** The states, rep codes and brands of the sales a user may see, and the first day of the first sale's month. */
export async function filterValues(db: Db, user: Principal) {
  const months = () =>
    db.selectFrom('salesRollup').where(visibleSalesRollup(user)).where('salesRollup.grain', '=', 'month');
  const distinct = async (column: 'shipState' | 'repCode' | 'brand') => {
    const rows = await months()
      .select(sql<string>`${sql.ref(`salesRollup.${column}`)}`.as('option'))
      .distinct()
      .execute();
    return rows.flatMap((r) => (r.option ? [r.option] : [])).sort((a, b) => a.localeCompare(b));
  };
  const first = await months()
    .select(sql<string | null>`min(${sql.ref('salesRollup.start')})`.as('first'))
    .executeTakeFirst();
  return {
    states: await distinct('shipState'),
    reps: await distinct('repCode'),
    brands: await distinct('brand'),
    firstSale: first?.first ?? null,
  };
}

/**
 * App orders not in QuickBooks yet, in the user's scope. State and rep narrow the orders; a brand
 * keeps the orders with a line of that brand and counts only those lines' value.
 */
export async function ordersNotYetInvoiced(db: Db, user: Principal, filters: SalesFilters) {
  const { state, brand } = filters;
  const narrowed = (eb: ExpressionBuilder<DB, 'orders'>) => {
    const conditions = [visibleOrders(user)(eb)];
    if (state)
      conditions.push(
        eb.or([eb('orders.customerState', '=', state), eb('orders.customerShipState', '=', state)]),
      );
    if (filters.rep) conditions.push(eb('orders.repCode', '=', filters.rep));
    if (filters.customerListId) conditions.push(eb('orders.customerListId', '=', filters.customerListId));
    return eb.and(conditions);
  };
  if (brand) {
    // The submitted orders' lines of the brand's items (decisions 0184, 0194), from the items.
    const { brands, orNone } = itemBrandsOf(brand);
    const row = await db
      .selectFrom('submittedLines')
      .innerJoin('orders', 'orders.id', 'submittedLines.orderId')
      .leftJoin('items', 'items.listId', 'submittedLines.itemListId')
      .where((line) =>
        orNone
          ? line.or([line('items.brand', 'in', brands), line('items.brand', 'is', null)])
          : line('items.brand', 'in', brands),
      )
      .select((eb) => [
        eb.fn.count<number>('orders.id').distinct().as('orders'),
        sql<string | number>`coalesce(sum(${sql.ref('submittedLines.amount')}), 0)`.as('value'),
      ])
      .where(narrowed)
      .executeTakeFirst();
    return { orders: Number(row?.orders ?? 0), value: Number(row?.value ?? 0) };
  }
  const row = await db
    .selectFrom('orders')
    // a literal, not a parameter: the partial index of submitted orders (migration 0044) matches it
    .where('orders.status', '=', sql.lit('OrderSubmitted'))
    .select([
      sql<number>`count(*)`.as('orders'),
      sql<string | number>`coalesce(sum(${sql.ref('orders.amount')}), 0)`.as('value'),
    ])
    .where(narrowed)
    .executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), value: Number(row?.value ?? 0) };
}

/** The TxnDate of the newest invoice the user may see. */
export async function lastInvoiceDate(db: Db, user: Principal): Promise<string | null> {
  const row = await db
    .selectFrom('invoices')
    .where(visibleDocuments(user, 'invoices'))
    .select(sql<string | null>`max(${sql.ref('invoices.txnDate')})`.as('last'))
    .executeTakeFirst();
  return row?.last ?? null;
}

/** Names and bill-to states of these customers (their documents are already known to be in scope). */
export async function customerLabels(db: Db, listIds: string[]) {
  const labels = new Map<string, { name: string; state: string | null }>();
  for (let i = 0; i < listIds.length; i += 2_000) {
    const rows = await db
      .selectFrom('customers')
      .select(['listId', 'fullName', 'state'])
      .where('listId', 'in', listIds.slice(i, i + 2_000))
      .execute();
    for (const r of rows) labels.set(r.listId, { name: r.fullName, state: r.state });
  }
  return labels;
}

/** Rows of activity: who, when (an instant) and what, within the UTC bounds that hold the local days. */
/** Display names and rep codes of these users. */
export async function userLabels(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { name: string; repCode: string | null }>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'repCode'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, repCode: r.repCode }]));
}
