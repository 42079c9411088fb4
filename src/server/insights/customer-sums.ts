import type { Principal } from '../../domain/access/policy.js';
import { addDays } from '../../domain/insights/periods.js';
import { dropWindows, intervalStart } from '../../domain/insights/rules.js';
import { visibleSalesCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { SalesFilters } from './sums.js';

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
