import type { Principal } from '../../domain/access/policy.js';
import { dropWindows, intervalStart } from '../../domain/insights/rules.js';
import { addDays, dayNumber } from '../../domain/insights/periods.js';
import { visibleSalesCustomerBrands, visibleSalesCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { BrandDays } from '../db/sales-customer-brands.js';
import type { SalesFilters, Span } from './sums.js';

/**
 * Sales insight's per-customer figures read from `salesCustomers` (decision 0186: one row per
 * customer, ship state and rep with its days) and `salesCustomerBrands` (decision 0188: the same
 * per brand), scoped by visibility.ts and narrowed by the filters.
 */

type DayEntry = [day: string, cents: number, invoices: number, summaryRows: number];

/** The days of the customer rows in scope that saw a day on or after `since`, per row. */
async function customerDays(db: Db, user: Principal, filters: SalesFilters, since: string) {
  let query = db
    .selectFrom('salesCustomers')
    .where(visibleSalesCustomers(user))
    .where('salesCustomers.lastDay', '>=', since)
    .select(['salesCustomers.customerListId', 'salesCustomers.days']);
  if (filters.state) query = query.where('salesCustomers.shipState', '=', filters.state);
  if (filters.rep) query = query.where('salesCustomers.repCode', '=', filters.rep);
  if (filters.customerListId)
    query = query.where('salesCustomers.customerListId', '=', filters.customerListId);
  return (await query.execute()).map((row) => ({
    customerListId: row.customerListId,
    days: JSON.parse(row.days) as DayEntry[],
  }));
}

export interface CustomerRiskFacts {
  customerListId: string;
  invoiceDates: string[];
  last90DaysCents: number;
  sameDaysLastYearCents: number;
  lastYearCents: number;
}

/**
 * What the at-risk rules need per customer as of `today`: the invoice dates of the last 24 months
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
  const yearFrom = addDays(today, -364);
  const byCustomer = new Map<string, CustomerRiskFacts>();
  for (const row of await customerDays(db, user, filters, since)) {
    let facts = byCustomer.get(row.customerListId);
    if (!facts) {
      facts = {
        customerListId: row.customerListId,
        invoiceDates: [],
        last90DaysCents: 0,
        sameDaysLastYearCents: 0,
        lastYearCents: 0,
      };
      byCustomer.set(row.customerListId, facts);
    }
    for (const [day, dayCents, invoices] of row.days) {
      if (day < since || day > today) continue;
      for (let i = 0; i < invoices; i += 1) facts.invoiceDates.push(day);
      if (day >= drop.from) facts.last90DaysCents += dayCents;
      if (day >= drop.lastYearFrom && day <= drop.lastYearTo) facts.sameDaysLastYearCents += dayCents;
      if (day >= yearFrom) facts.lastYearCents += dayCents;
    }
  }
  return [...byCustomer.values()].filter((facts) => facts.invoiceDates.length > 0);
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
 * row, as it does in the summary). Read from `salesCustomerBrands` in one pass.
 */
export async function customerBrandSums(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  spans: readonly Span[],
): Promise<CustomerBrandSums[]> {
  const since = spans.reduce((first, span) => (span.from < first ? span.from : first), spans[0]!.from);
  let query = db
    .selectFrom('salesCustomerBrands')
    .where(visibleSalesCustomerBrands(user))
    .where('salesCustomerBrands.lastDay', '>=', since)
    .select([
      'salesCustomerBrands.customerListId',
      'salesCustomerBrands.shipState',
      'salesCustomerBrands.brand',
      'salesCustomerBrands.days',
    ]);
  if (filters.state) query = query.where('salesCustomerBrands.shipState', '=', filters.state);
  if (filters.rep) query = query.where('salesCustomerBrands.repCode', '=', filters.rep);
  if (filters.brand) query = query.where('salesCustomerBrands.brand', '=', filters.brand);
  if (filters.customerListId)
    query = query.where('salesCustomerBrands.customerListId', '=', filters.customerListId);
  const bounds = spans.map((span) => [dayNumber(span.from), dayNumber(span.to)] as const);
  const out: CustomerBrandSums[] = [];
  for (const row of await query.execute()) {
    const days = JSON.parse(row.days) as BrandDays;
    const cents = bounds.map(() => 0);
    let seen = false;
    for (let i = 0; i < days.length; i += 3) {
      const day = days[i]!;
      for (let s = 0; s < bounds.length; s += 1) {
        if (day < bounds[s]![0] || day > bounds[s]![1]) continue;
        cents[s]! += days[i + 1]!;
        seen = true;
      }
    }
    if (seen)
      out.push({ customerListId: row.customerListId, shipState: row.shipState, brand: row.brand, cents });
  }
  return out;
}
