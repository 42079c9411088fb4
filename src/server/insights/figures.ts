import type { Principal } from '../../domain/access/policy.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import type { Db, Tx } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import { atRiskCount, atRiskRows, labelAtRisk } from './presenters.js';
import { customerLabels, riskFacts, type SalesFilters } from './queries.js';

/** The company's time zone (the task digest's setting) and its calendar day now. */
export async function companyToday(db: Db | Tx, now = Date.now()) {
  const { timeZone } = await getSetting(db, 'taskDigest');
  return { timeZone, today: localDay(timeZone, now) };
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
