import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { InsightPeriod } from '../../domain/insights/contract.js';
import { addDays } from '../../domain/insights/periods.js';
import { dropWindows, intervalStart } from '../../domain/insights/rules.js';
import { visibleSalesCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { inPeriods, lastYearOf, salesIn, type SalesFilters } from './sums.js';

/**
 * Sales insight's per-customer figures read from `salesCustomers` (decision 0186): one row per
 * customer, ship state and rep with its days, scoped by visibility.ts and narrowed by the filters.
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

/**
 * `salesBy` customer without a brand: added up from `salesCustomers` (one row per customer, ship
 * state and rep), the names of the few listed read from their documents of the periods.
 */
export async function topCustomers(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
  limit: number,
) {
  const lastYear = lastYearOf(period);
  const { state, rep } = filters;
  const sums = new Map<string, { now: number; before: number }>();
  for (const row of await customerDays(db, user, { state, rep }, lastYear.from)) {
    for (const [day, dayCents, , summaryRows] of row.days) {
      const now = day >= period.from && day <= period.to;
      // A customer is listed when it has summary rows in either period, as a GROUP BY would.
      if (!summaryRows || !(now || (day >= lastYear.from && day <= lastYear.to))) continue;
      const sum = sums.get(row.customerListId) ?? { now: 0, before: 0 };
      if (now) sum.now += dayCents;
      else sum.before += dayCents;
      sums.set(row.customerListId, sum);
    }
  }
  const top = [...sums]
    .sort(([a, x], [b, y]) => y.now - x.now || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit);
  const names = new Map<string, string>();
  for (let i = 0; i < top.length; i += 2_000) {
    const rows = await salesIn(db, user, { state, rep })
      .where(inPeriods(period))
      .where(
        'salesSummary.customerListId',
        'in',
        top.slice(i, i + 2_000).map(([id]) => id),
      )
      .select([
        'salesSummary.customerListId',
        sql<string>`max(${sql.ref('salesSummary.customerName')})`.as('name'),
      ])
      .groupBy('salesSummary.customerListId')
      .execute();
    for (const r of rows) names.set(r.customerListId, r.name);
  }
  return top.map(([key, sum]) => ({
    key,
    customerName: names.get(key) ?? key,
    thisPeriodCents: sum.now,
    lastPeriodCents: sum.before,
  }));
}
