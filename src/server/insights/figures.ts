import type { Principal } from '../../domain/access/policy.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import type { Db, Tx } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import { atRiskRows, labelAtRisk } from './presenters.js';
import { customerLabels, riskFacts, type SalesFilters } from './queries.js';

/** The company's time zone (the task digest's setting) and its calendar day now. */
export async function companyToday(db: Db | Tx, now = Date.now()) {
  const { timeZone } = await getSetting(db, 'taskDigest');
  return { timeZone, today: localDay(timeZone, now) };
}

/** The at-risk customers a user may see, as of the company's today. */
export async function atRiskFor(db: Db | Tx, user: Principal, filters: SalesFilters, today: string) {
  const facts = await riskFacts(db, user, filters, today);
  const rows = atRiskRows(facts, today, new Map());
  // Names only for the customers at risk, not for every customer who bought.
  return labelAtRisk(
    rows,
    await customerLabels(
      db,
      rows.map((r) => r.customerListId),
    ),
  );
}
