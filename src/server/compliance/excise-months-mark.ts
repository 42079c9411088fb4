import type { Db } from '../db/database.js';

/** Names the keeper of the monthly excise totals (`compliance-reports/excise-months.ts`) and its refill's mark. */
export const exciseMonthsKeeperName = 'excise-months';

/**
 * An excise rule or a tax profile changed: the tax of past invoices changes with it, as the reports
 * compute it (decision 0303), so the kept monthly cells it reaches are marked stale, and the next
 * read that asks for their months counts them again from the mirror (decision 0357). A rule row
 * reaches its state's cells from its month on; a profile, any cell (its items sell everywhere).
 * Called in the change's transaction, so the change and the mark are written together.
 */
export async function markExciseTotalsStale(
  db: Db,
  reach?: { state: string; effectiveFrom: string },
): Promise<void> {
  let query = db.updateTable('exciseMonths').set({ stale: true });
  if (reach)
    query = query.where('shipState', '=', reach.state).where('month', '>=', reach.effectiveFrom.slice(0, 7));
  await query.execute();
}
