import type { FastifyReply } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import type { InsightFilters } from '../../domain/insights/contract.js';
import { dateOfDayNumber, daysBetween } from '../../domain/insights/periods.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { breakdownRows, periodOf, salesFilters } from '../insights/figures.js';
import { atRiskRows, breakdownCsv, compared, monthsCsv, sendCsv } from '../insights/presenters.js';
import { monthlySales, riskFacts } from '../insights/queries.js';

/**
 * A customer's Sales panel (decision 0284): its months and brands against last year, its reorder
 * rhythm and risk. The figures are sales insight's, read from the rows its keeper keeps per
 * customer (`salesCustomers`, `customerRisk`) through insight's readers, scoped in SQL like every
 * insight read and narrowed to this customer; so the panel and `/insights` always agree.
 */

/** The customer in the user's scope with the request's filters narrowed to it; 404 outside. */
async function customerFilters(db: Db, user: Principal, listId: string, query: InsightFilters) {
  const customer = await findVisibleCustomer(db, user, listId);
  if (!customer) throw notFound('This customer does not exist or is outside your states.');
  return { ...salesFilters(query), customerListId: customer.listId };
}

/** Every brand the customer bought: one customer's brands are few, so the table is never cut. */
const allBrands = 1000;

export async function customerSales(db: Db, user: Principal, listId: string, query: InsightFilters) {
  const filters = await customerFilters(db, user, listId, query);
  const { period, today } = await periodOf(db, query);
  const months = (await monthlySales(db, user, filters, period.to)).map(compared);
  const brands = await breakdownRows(db, user, filters, period, 'brand', allBrands);
  const facts = await riskFacts(db, user, filters, today);
  // One customer: its rows of all its ship states and reps make one fact, or none without invoices.
  const fact = facts[0];
  const last = fact ? dateOfDayNumber(fact.lastInvoiceDay) : null;
  const risk = atRiskRows(facts, today)[0];
  return {
    period,
    months,
    brands,
    lastInvoiceDate: last,
    daysSinceLastInvoice: last ? daysBetween(last, today) : null,
    reorderIntervalDays: fact?.reorderIntervalDays ?? null,
    atRisk: risk ? { reasons: risk.reasons } : null,
  };
}

/**
 * One table of the panel as a CSV download. Its file keeps the name it had under insight
 * (`insights-<table>-<customer>.csv`), so a download reads the same as before the move.
 */
export async function sendCustomerSalesCsv(
  reply: FastifyReply,
  db: Db,
  user: Principal,
  { listId, table }: { listId: string; table: 'months' | 'brands' },
  query: InsightFilters,
) {
  const filters = await customerFilters(db, user, listId, query);
  const { period } = await periodOf(db, query);
  const file = `insights-${table}-${filters.customerListId}.csv`.replace(/[^\w.-]/g, '_');
  if (table === 'months')
    return sendCsv(reply, monthsCsv((await monthlySales(db, user, filters, period.to)).map(compared), file));
  return sendCsv(
    reply,
    breakdownCsv('brand', await breakdownRows(db, user, filters, period, 'brand', allBrands), file),
  );
}
