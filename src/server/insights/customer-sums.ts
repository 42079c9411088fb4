import type { Principal } from '../../domain/access/policy.js';
import { addDays, dateOfDayNumber, dayNumber } from '../../domain/insights/periods.js';
import { dropWindows, intervalStart, reorderIntervalOfDays } from '../../domain/insights/rules.js';
import { visibleSalesCustomers } from '../access/visibility.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { unpackNumbers } from './packed.js';
import { brandDayStride, dayStride } from './sales-customers.js';
import { customerRowOf, packBrandDayStride, packDayStride, packsOf, storedPacks } from './sales-packs.js';
import type { SalesFilters, Span, SumKey, SumRow } from './sums.js';

/**
 * Sales insight's per-customer figures read from `salesCustomers` (decisions 0186 and 0188: one row
 * per customer, ship state and rep with its days and its brands' days, as packed numbers), scoped
 * by visibility.ts and narrowed by the filters.
 */

/** The customer rows in scope that saw a day on or after `since`. */
function customerRows(db: Db | Tx, user: Principal, filters: SalesFilters, since: string) {
  let query = db
    .selectFrom('salesCustomers')
    .where(visibleSalesCustomers(user))
    .where('salesCustomers.lastDay', '>=', since);
  if (filters.state) query = query.where('salesCustomers.shipState', '=', filters.state);
  if (filters.rep) query = query.where('salesCustomers.repCode', '=', filters.rep);
  if (filters.customerListId)
    query = query.where('salesCustomers.customerListId', '=', filters.customerListId);
  return query;
}

/** The customer rows in scope that saw a day on or after `since`, with their lists read. */
async function wholeCustomerRows(db: Db, user: Principal, filters: SalesFilters, since: string) {
  const rows = await customerRows(db, user, filters, since)
    .select([
      'salesCustomers.customerListId',
      'salesCustomers.shipState',
      'salesCustomers.repCode',
      'salesCustomers.days',
      'salesCustomers.brandNames',
      'salesCustomers.brandDays',
    ])
    .execute();
  return rows.map(customerRowOf);
}

/**
 * One customer's net sales of a span grouped by `keys`, from its rows (one per ship state and rep:
 * their days, or their brands' days when grouped or filtered by brand). A group with summary rows
 * that net to 0 is a row of 0, as in the roll-ups.
 */
export async function customerSpanSums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  span: Span,
  keys: readonly SumKey[],
): Promise<SumRow[]> {
  const [from, to] = [dayNumber(span.from), dayNumber(span.to)];
  const byBrand = keys.includes('brand') || Boolean(filters.brand);
  const rows = await wholeCustomerRows(db, user, filters, span.from);
  const sums = new Map<string, SumRow>();
  const add = (values: Record<SumKey, string>, day: number, cents: number) => {
    if (day < from || day > to) return;
    values.month = dateOfDayNumber(day).slice(0, 7);
    const key = keys.map((k) => values[k]).join('\u0000');
    let sum = sums.get(key);
    if (!sum) {
      sum = { cents: 0 };
      for (const k of keys) sum[k] = values[k];
      sums.set(key, sum);
    }
    sum.cents += cents;
  };
  for (const row of rows) {
    const values = { brand: '', shipState: row.shipState, repCode: row.repCode, month: '' };
    if (!byBrand) {
      const days = row.days;
      // A day with invoices but no summary rows (an invoice of no amount) is no sale.
      for (let i = 0; i < days.length; i += dayStride)
        if (days[i + 3] !== 0) add(values, days[i]!, days[i + 1]!);
      continue;
    }
    const days = row.brandDays;
    for (let i = 0; i < days.length; i += brandDayStride) {
      values.brand = row.brandNames[days[i]!]!;
      if (!filters.brand || values.brand === filters.brand) add(values, days[i + 1]!, days[i + 2]!);
    }
  }
  return [...sums.values()];
}

export interface CustomerRiskFacts {
  customerListId: string;
  /** The day number (`dayNumber`) of its last invoice of the last 24 months. */
  lastInvoiceDay: number;
  /** The reorder interval over those 24 months (null with fewer than 3 invoices). */
  reorderIntervalDays: number | null;
  last90DaysCents: number;
  sameDaysLastYearCents: number;
  lastYearCents: number;
}

/** The days the at-risk facts add up as of a day, as day numbers (`dayNumber`). */
export interface RiskWindows {
  /** The first day of the 24 months of the reorder interval; every other window starts later. */
  first: number;
  last: number;
  dropFrom: number;
  lastYearFrom: number;
  lastYearTo: number;
  yearFrom: number;
}

export function riskWindowsOf(today: string): RiskWindows {
  const drop = dropWindows(today);
  const [first, last, dropFrom, lastYearFrom, lastYearTo, yearFrom] = [
    intervalStart(today),
    today,
    drop.from,
    drop.lastYearFrom,
    drop.lastYearTo,
    addDays(today, -364),
  ].map(dayNumber) as [number, number, number, number, number, number];
  return { first, last, dropFrom, lastYearFrom, lastYearTo, yearFrom };
}

export type RiskOfDays = Omit<CustomerRiskFacts, 'customerListId'> & { invoices: number };

// One array holds each customer's invoice days in turn: an admin's list reads 40,000 customers.
let invoiceDays = new Float64Array(64);

/**
 * What the at-risk rules need of one customer, from the days of its rows (`salesCustomers.days`,
 * one list per ship state and rep in scope): its last invoice and reorder interval over the last
 * 24 months, and the net sales of the last 90 days, the same 90 days a year earlier and the last
 * 365 days. A customer without an invoice in those 24 months (`invoices` 0) has no facts.
 */
export function riskOfDays(lists: readonly ArrayLike<number>[], w: RiskWindows): RiskOfDays {
  let count = 0;
  let lastInvoiceDay = -Infinity;
  const sums = { last90DaysCents: 0, sameDaysLastYearCents: 0, lastYearCents: 0 };
  for (const days of lists) {
    for (let i = 0; i < days.length; i += dayStride) {
      const day = days[i]!;
      if (day < w.first || day > w.last) continue;
      const cents = days[i + 1]!;
      const invoices = days[i + 2]!;
      if (count + invoices > invoiceDays.length) {
        const larger = new Float64Array(Math.max(invoiceDays.length * 2, count + invoices));
        larger.set(invoiceDays);
        invoiceDays = larger;
      }
      invoiceDays.fill(day, count, count + invoices);
      count += invoices;
      if (invoices > 0 && day > lastInvoiceDay) lastInvoiceDay = day;
      if (day >= w.dropFrom) sums.last90DaysCents += cents;
      if (day >= w.lastYearFrom && day <= w.lastYearTo) sums.sameDaysLastYearCents += cents;
      if (day >= w.yearFrom) sums.lastYearCents += cents;
    }
  }
  if (!count) return { invoices: 0, lastInvoiceDay: 0, reorderIntervalDays: null, ...sums };
  const reorderIntervalDays = reorderIntervalOfDays(invoiceDays.subarray(0, count));
  return { invoices: count, lastInvoiceDay, reorderIntervalDays, ...sums };
}

/**
 * The days of the customer rows in scope that saw a day in the 24 months before `today`, grouped
 * by customer (of `customerListIds` only, when given).
 */
export async function customerDays(
  db: Db | Tx,
  user: Principal,
  filters: SalesFilters,
  today: string,
  customerListIds?: readonly string[],
): Promise<Map<string, ArrayLike<number>[]>> {
  const byCustomer = new Map<string, ArrayLike<number>[]>();
  const read = (ids?: readonly string[]) => {
    let query = customerRows(db, user, filters, intervalStart(today)).select([
      'salesCustomers.customerListId',
      'salesCustomers.days',
    ]);
    if (ids) query = query.where('salesCustomers.customerListId', 'in', ids);
    return query.execute();
  };
  const parts = customerListIds ? chunks(customerListIds, 1_000) : [undefined];
  for (const part of parts) {
    for (const row of await read(part)) {
      const days = unpackNumbers(row.days);
      const list = byCustomer.get(row.customerListId);
      if (list) list.push(days);
      else byCustomer.set(row.customerListId, [days]);
    }
  }
  return byCustomer;
}

export interface CustomerSums {
  customerListId: string;
  /** The greatest ship state of the customer's documents (a customer in two states is one customer here). */
  state: string | null;
  /** The brand, or '' for all brands together. */
  brand: string;
  /** Net cents in each of the two spans asked for, in their order. */
  cents: [number, number];
}

/** The sums of a run of days in two spans, and whether any day fell in each. */
class SpanRun {
  cents1 = 0;
  cents2 = 0;
  any = false;
  private readonly from1: number;
  private readonly to1: number;
  private readonly from2: number;
  private readonly to2: number;
  constructor(first: Span, second: Span) {
    [this.from1, this.to1, this.from2, this.to2] = [first.from, first.to, second.from, second.to].map(
      dayNumber,
    ) as [number, number, number, number];
  }
  add(day: number, cents: number) {
    if (day >= this.from1 && day <= this.to1) {
      this.cents1 += cents;
      this.any = true;
    }
    if (day >= this.from2 && day <= this.to2) {
      this.cents2 += cents;
      this.any = true;
    }
  }
  reset() {
    this.cents1 = 0;
    this.cents2 = 0;
    this.any = false;
  }
}

/**
 * Called once per customer (and brand, when by brand) with a summary row in at least one of the
 * two spans: its net cents in each.
 */
export type CustomerSumsVisit = (
  customerListId: string,
  state: string | null,
  brand: string,
  firstCents: number,
  secondCents: number,
) => void;

/** The packs the sums read: the stored ones in scope, or one customer's rows packed as read. */
async function packsFor(db: Db, user: Principal, filters: SalesFilters, brands: boolean, since: string) {
  if (!filters.customerListId) return storedPacks(db, user, filters, brands);
  return packsOf(await wholeCustomerRows(db, user, filters, since));
}

/**
 * Net sales per customer in each of two spans (a period and the same days a year earlier; per
 * customer and brand when `byBrand`), for the customers in scope with a summary row in at least
 * one of them (so a customer whose documents net to 0 still counts, as it does in the summary).
 * Read from the packs of their days (or their brands' days) per ship state and rep in one pass; a
 * customer's packs added up. A customer in one pack in scope (nearly all) is handed over as its
 * days are read, without a map or an object: an admin's brand reach reads 40,000 customers and
 * 800,000 days in its spans.
 */
export async function eachCustomerSums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  spans: readonly [Span, Span],
  byBrand: boolean,
  visit: CustomerSumsVisit,
): Promise<void> {
  const [first, second] = spans;
  // All brands together are in `days`, about a third of the entries of `brandDays`.
  const wholeDays = !byBrand && !filters.brand;
  const since = first.from < second.from ? first.from : second.from;
  const packs = await packsFor(db, user, filters, !wholeDays, since);
  const listed = new Map<string, number>();
  for (const pack of packs) for (const id of pack.customerListIds) listed.set(id, (listed.get(id) ?? 0) + 1);
  const run = new SpanRun(first, second);
  const merged = new Map<string, Map<string, { state: string | null; cents: [number, number] }>>();
  /** A customer's run of days (of one brand, or all): handed over, or added to its other packs'. */
  const hand = (single: boolean, customerListId: string, state: string | null, brand: string) => {
    if (single) return visit(customerListId, state, brand, run.cents1, run.cents2);
    let sums = merged.get(customerListId);
    if (!sums) {
      sums = new Map();
      merged.set(customerListId, sums);
    }
    const entry = sums.get(brand);
    if (!entry) sums.set(brand, { state, cents: [run.cents1, run.cents2] });
    else {
      entry.cents[0] += run.cents1;
      entry.cents[1] += run.cents2;
      if (state && (!entry.state || state > entry.state)) entry.state = state;
    }
  };
  for (const pack of packs) {
    const state = pack.shipState || null;
    const ids = pack.customerListIds;
    const single = ids.map((id) => listed.get(id) === 1);
    const names = pack.brandNames;
    const flush = (customer: number, brand: string) => {
      if (run.any) hand(single[customer]!, ids[customer]!, state, brand);
      run.reset();
    };
    run.reset();
    if (wholeDays) {
      const days = pack.days;
      let customer = -1;
      for (let i = 0; i < days.length; i += packDayStride) {
        if (days[i] !== customer) {
          if (customer >= 0) flush(customer, '');
          customer = days[i]!;
        }
        run.add(days[i + 1]!, days[i + 2]!);
      }
      if (customer >= 0) flush(customer, '');
      continue;
    }
    const wanted = filters.brand ? names.indexOf(filters.brand) : -1;
    if (filters.brand && wanted < 0) continue;
    const days = pack.brandDays;
    let brand = -1;
    let customer = -1;
    for (let i = 0; i < days.length; i += packBrandDayStride) {
      if (wanted >= 0 && days[i] !== wanted) continue;
      if (days[i] !== brand || days[i + 1] !== customer) {
        if (customer >= 0) flush(customer, byBrand ? names[brand]! : '');
        brand = days[i]!;
        customer = days[i + 1]!;
      }
      run.add(days[i + 2]!, days[i + 3]!);
    }
    if (customer >= 0) flush(customer, byBrand ? names[brand]! : '');
  }
  for (const [customerListId, sums] of merged)
    for (const [brand, entry] of sums) visit(customerListId, entry.state, brand, ...entry.cents);
}

/** `eachCustomerSums` as a list. */
export async function customerSums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  spans: readonly [Span, Span],
  byBrand: boolean,
): Promise<CustomerSums[]> {
  const list: CustomerSums[] = [];
  await eachCustomerSums(db, user, filters, spans, byBrand, (customerListId, state, brand, cents1, cents2) =>
    list.push({ customerListId, state, brand, cents: [cents1, cents2] }),
  );
  return list;
}
