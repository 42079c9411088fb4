import type { Db } from '../db/database.js';
import { markRefill } from '../db/refills.js';

/** Names the keeper of the monthly excise totals (`compliance-reports/excise-months.ts`) and its refill's mark. */
export const exciseMonthsKeeperName = 'excise-months';

/**
 * An excise rule or a tax profile changed: the tax of past invoices changes with it, as the reports
 * compute it (decision 0303), so the kept monthly totals are filled again from the mirror, by the
 * next read of insight's excise block or the next start, whichever comes first (decision 0357).
 * Called in the change's transaction, so the change and the mark are written together.
 */
export const markExciseTotalsStale = (db: Db): Promise<void> => markRefill(db, exciseMonthsKeeperName);
