import type { Principal } from '../../domain/access/policy.js';
import type { InsightDimension, InsightFilters, InsightPeriod } from '../../domain/insights/contract.js';
import { resolvePeriod } from '../../domain/insights/periods.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import type { Db, Tx } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import { atRiskCount, atRiskRows, breakdownLabel, compared, labelAtRisk } from './presenters.js';
import {
  customerLabels,
  documentCustomerNames,
  riskFacts,
  salesBy,
  salesRepNames,
  type SalesFilters,
} from './queries.js';

/**
 * The figures as the answers give them, read by insight's routes and by customer stats' Sales
 * panel of one customer (decision 0284), which narrows the filters to its customer.
 */

/** The company's time zone (the task digest's setting) and its calendar day now. */
export async function companyToday(db: Db | Tx, now = Date.now()) {
  const { timeZone } = await getSetting(db, 'taskDigest');
  return { timeZone, today: localDay(timeZone, now) };
}

/** The narrowing filters of a request (its range makes the period). */
export const salesFilters = ({ state, rep, brand }: InsightFilters): SalesFilters => ({ state, rep, brand });

/** The period a request's range asks for, as of the company's today. */
export async function periodOf(
  db: Db,
  filters: InsightFilters,
): Promise<{ period: InsightPeriod; today: string; timeZone: string }> {
  const { today, timeZone } = await companyToday(db);
  return { period: resolvePeriod(filters, today), today, timeZone };
}

/** Customers under their name now, or the name on their documents when no longer mirrored. */
export async function namesNow<T extends { customerName: string }>(
  db: Db,
  rows: (T & { key?: string; customerListId?: string })[],
) {
  const ids = rows.map((r) => r.customerListId ?? r.key ?? '');
  const labels = await customerLabels(db, ids);
  const unlisted = await documentCustomerNames(
    db,
    ids.filter((id) => !labels.has(id)),
  );
  return rows.map((r, i) => ({
    ...r,
    customerName: labels.get(ids[i]!)?.name ?? unlisted.get(ids[i]!) ?? r.customerName,
  }));
}

/** Net sales by brand, state, rep or customer against last year, labelled as the tables show them. */
export async function breakdownRows(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: InsightPeriod,
  dimension: InsightDimension,
  limit: number,
) {
  const rows = await salesBy(db, user, filters, period, dimension, limit);
  const repNames = dimension === 'rep' ? await salesRepNames(db) : new Map<string, string | null>();
  const customers = dimension === 'customer' ? await namesNow(db, rows) : rows;
  return customers.map((row) =>
    compared({
      key: row.key,
      label: breakdownLabel(dimension, row, repNames),
      thisPeriodCents: row.thisPeriodCents,
      lastPeriodCents: row.lastPeriodCents,
    }),
  );
}

/** How many customers a user may see are at risk, as of the company's today (no names needed). */
export async function atRiskCountFor(db: Db | Tx, user: Principal, filters: SalesFilters, today: string) {
  return atRiskCount(await riskFacts(db, user, filters, today), today);
}

/**
 * The first `limit` at-risk customers a user may see, as of the company's today, most value at
 * stake first. Names are looked up only for the rows that can be among them: those worth at least
 * the `limit`th row (its ties are then ordered by name), not for every customer at risk.
 */
export async function atRiskFor(
  db: Db | Tx,
  user: Principal,
  filters: SalesFilters,
  today: string,
  limit: number,
) {
  const rows = atRiskRows(await riskFacts(db, user, filters, today), today);
  const least = rows[limit - 1]?.lastYearCents ?? Number.NEGATIVE_INFINITY;
  const candidates = rows.filter((r) => r.lastYearCents >= least);
  return labelAtRisk(
    candidates,
    await customerLabels(
      db,
      candidates.map((r) => r.customerListId),
    ),
  ).slice(0, limit);
}
