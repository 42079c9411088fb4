import type { Principal } from '../../domain/access/policy.js';
import { addDays, dayNumber } from '../../domain/insights/periods.js';
import { dropWindows, intervalStart } from '../../domain/insights/rules.js';
import { visibleSalesCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { unpackNumbers } from '../db/packed.js';
import { brandDayStride, dayStride } from '../db/sales-customers.js';
import type { SalesFilters, Span } from './sums.js';

/**
 * Sales insight's per-customer figures read from `salesCustomers` (decisions 0186 and 0188: one row
 * per customer, ship state and rep with its days and its brands' days, as packed numbers), scoped
 * by visibility.ts and narrowed by the filters.
 */

/** The customer rows in scope that saw a day on or after `since`. */
function customerRows(db: Db, user: Principal, filters: SalesFilters, since: string) {
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

export interface CustomerRiskFacts {
  customerListId: string;
  /** The day number (`dayNumber`) of each invoice of the last 24 months, one per invoice. */
  invoiceDays: number[];
  last90DaysCents: number;
  sameDaysLastYearCents: number;
  lastYearCents: number;
}

/**
 * What the at-risk rules need per customer as of `today`: the invoice days of the last 24 months
 * and the net sales of the last 90 days, the same 90 days a year earlier and the last 365 days,
 * for the customers with an invoice in those 24 months. Read from `salesCustomers`, one row per
 * customer, ship state and rep, which the import keeps (decision 0186). The brand filter does not
 * apply: a customer is at risk as a customer.
 */
export async function riskFacts(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  today: string,
): Promise<CustomerRiskFacts[]> {
  // Every window below starts on or after `since`, so older rows have nothing to add.
  const since = intervalStart(today);
  const drop = dropWindows(today);
  const [first, last, dropFrom, lastYearFrom, lastYearTo, yearFrom] = [
    since,
    today,
    drop.from,
    drop.lastYearFrom,
    drop.lastYearTo,
    addDays(today, -364),
  ].map(dayNumber) as [number, number, number, number, number, number];
  const byCustomer = new Map<string, CustomerRiskFacts>();
  const rows = await customerRows(db, user, filters, since)
    .select(['salesCustomers.customerListId', 'salesCustomers.days'])
    .execute();
  for (const row of rows) {
    let facts = byCustomer.get(row.customerListId);
    if (!facts) {
      facts = {
        customerListId: row.customerListId,
        invoiceDays: [],
        last90DaysCents: 0,
        sameDaysLastYearCents: 0,
        lastYearCents: 0,
      };
      byCustomer.set(row.customerListId, facts);
    }
    const days = unpackNumbers(row.days);
    for (let i = 0; i < days.length; i += dayStride) {
      const day = days[i]!;
      if (day < first || day > last) continue;
      const cents = days[i + 1]!;
      for (let n = days[i + 2]!; n > 0; n -= 1) facts.invoiceDays.push(day);
      if (day >= dropFrom) facts.last90DaysCents += cents;
      if (day >= lastYearFrom && day <= lastYearTo) facts.sameDaysLastYearCents += cents;
      if (day >= yearFrom) facts.lastYearCents += cents;
    }
  }
  return [...byCustomer.values()].filter((facts) => facts.invoiceDays.length > 0);
}

export interface CustomerBrandSums {
  customerListId: string;
  /** The documents' ship state; '' when they have none. */
  shipState: string;
  brand: string;
  /** Net cents in each of the spans asked for, in their order. */
  cents: number[];
}

/**
 * Net sales per customer, ship state, rep and brand in each of `spans`, for the rows in scope with
 * a summary row in at least one of them (so a customer whose documents net to 0 still counts as a
 * row, as it does in the summary). Read from the brands' days of `salesCustomers` in one pass.
 */
export async function customerBrandSums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  spans: readonly Span[],
): Promise<CustomerBrandSums[]> {
  const since = spans.reduce((first, span) => (span.from < first ? span.from : first), spans[0]!.from);
  const rows = await customerRows(db, user, filters, since)
    .select([
      'salesCustomers.customerListId',
      'salesCustomers.shipState',
      'salesCustomers.brandNames',
      'salesCustomers.brandDays',
    ])
    .execute();
  const bounds = spans.map((span) => [dayNumber(span.from), dayNumber(span.to)] as const);
  const out: CustomerBrandSums[] = [];
  for (const row of rows) {
    const names = JSON.parse(row.brandNames) as string[];
    const wanted = filters.brand ? names.indexOf(filters.brand) : -1;
    if (filters.brand && wanted < 0) continue;
    const days = unpackNumbers(row.brandDays);
    // Entries come by brand, then by day: one brand's run after another.
    for (let i = 0; i < days.length;) {
      const brand = days[i]!;
      const cents = bounds.map(() => 0);
      let seen = false;
      for (; i < days.length && days[i] === brand; i += brandDayStride) {
        const day = days[i + 1]!;
        for (let s = 0; s < bounds.length; s += 1) {
          if (day < bounds[s]![0] || day > bounds[s]![1]) continue;
          cents[s]! += days[i + 2]!;
          seen = true;
        }
      }
      if (seen && (wanted < 0 || brand === wanted))
        out.push({
          customerListId: row.customerListId,
          shipState: row.shipState,
          brand: names[brand]!,
          cents,
        });
    }
  }
  return out;
}
