import type { Principal } from '../../domain/access/policy.js';
import { intervalStart } from '../../domain/insights/rules.js';
import { visibleCustomerRisk } from '../access/visibility.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { refreshAlone } from '../db/refresh-alone.js';
import { unpackNumbers } from '../db/packed.js';
import {
  customerDays,
  riskOfDays,
  riskWindowsOf,
  type CustomerRiskFacts,
  type RiskWindows,
} from './customer-sums.js';
import type { SalesFilters } from './sums.js';

/**
 * The at-risk facts as of `today` of the customers in scope (decision 0195). Each customer row's
 * facts are kept in `customerRisk`; a customer with one row in scope (nearly all) takes them as
 * they are, one with several (shipped to two states, or under two reps) has them worked out from
 * its rows' days together, as the interval is a median of all its invoices. The brand filter does
 * not apply: a customer is at risk as a customer.
 */
export async function riskFacts(
  db: Db | Tx,
  user: Principal,
  filters: SalesFilters,
  today: string,
): Promise<CustomerRiskFacts[]> {
  await keepRiskCurrent(db, today);
  let query = db
    .selectFrom('customerRisk')
    .where(visibleCustomerRisk(user))
    .select([
      'customerListId',
      'lastInvoiceDay',
      'reorderIntervalDays',
      'last90DaysCents',
      'sameDaysLastYearCents',
      'lastYearCents',
      'invoices',
    ]);
  if (filters.state) query = query.where('shipState', '=', filters.state);
  if (filters.rep) query = query.where('repCode', '=', filters.rep);
  if (filters.customerListId) query = query.where('customerListId', '=', filters.customerListId);
  const rows = await query.execute();
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.customerListId, (seen.get(row.customerListId) ?? 0) + 1);
  const facts: CustomerRiskFacts[] = [];
  const several: string[] = [];
  for (const row of rows) {
    if (seen.get(row.customerListId) === 1) {
      if (row.invoices > 0)
        facts.push({
          customerListId: row.customerListId,
          lastInvoiceDay: row.lastInvoiceDay,
          reorderIntervalDays: row.reorderIntervalDays,
          last90DaysCents: row.last90DaysCents,
          sameDaysLastYearCents: row.sameDaysLastYearCents,
          lastYearCents: row.lastYearCents,
        });
    } else if (seen.get(row.customerListId)! > 1) {
      several.push(row.customerListId);
      seen.set(row.customerListId, 0);
    }
  }
  if (several.length) {
    const windows = riskWindowsOf(today);
    for (const [customerListId, lists] of await customerDays(db, user, filters, today, several)) {
      const { invoices, ...fact } = riskOfDays(lists, windows);
      if (invoices > 0) facts.push({ customerListId, ...fact });
    }
  }
  return facts;
}

/** Above this many changed rows, working out every row costs less than picking them out. */
const wholeTableAbove = 2_000;

/**
 * Works out again the facts of the rows the import changed, or of every row on a new day. The
 * marks are deleted first, in the transaction: an import changing a marked row meanwhile waits
 * for it (its mark's upsert locks the row) and marks it again, so nothing it writes is missed.
 */
async function keepRiskCurrent(db: Db | Tx, today: string): Promise<void> {
  const [change, stale] = await Promise.all([
    db.selectFrom('customerRiskChanges').select('customerListId').limit(1).executeTakeFirst(),
    staleRisk(db, today),
  ]);
  if (!change && !stale) return;
  await refreshAlone(db, 'customer-risk', async (tx) => {
    const changed = await tx
      .deleteFrom('customerRiskChanges')
      .returning(['customerListId', 'shipState', 'repCode'])
      .execute();
    const windows = riskWindowsOf(today);
    if ((await staleRisk(tx, today)) || changed.length > wholeTableAbove) {
      await tx.deleteFrom('customerRisk').execute();
      await writeRisk(tx, today, windows);
      return;
    }
    // Each changed customer's rows are written again, all of them: a customer is one row or several.
    for (const ids of chunks([...new Set(changed.map((key) => key.customerListId))], 1_000)) {
      await tx.deleteFrom('customerRisk').where('customerListId', 'in', ids).execute();
      await writeRisk(tx, today, windows, ids);
    }
  });
}

/** Whether any row's facts are of another day than `today`: the oldest and newest, from the index. */
async function staleRisk(db: Db | Tx, today: string): Promise<boolean> {
  const [oldest, newest] = await Promise.all(
    (['asc', 'desc'] as const).map((order) =>
      db.selectFrom('customerRisk').select('asOf').orderBy('asOf', order).limit(1).executeTakeFirst(),
    ),
  );
  return Boolean((oldest && oldest.asOf !== today) || (newest && newest.asOf !== today));
}

/** The facts of every row (of these customers, when given) with a day in the 24 months. */
async function writeRisk(tx: Tx, today: string, windows: RiskWindows, customerListIds?: string[]) {
  const parts = customerListIds ? chunks(customerListIds, 1_000) : [undefined];
  for (const ids of parts) {
    let query = tx
      .selectFrom('salesCustomers')
      .select(['customerListId', 'shipState', 'repCode', 'days'])
      .where('lastDay', '>=', intervalStart(today));
    if (ids) query = query.where('customerListId', 'in', ids);
    // Every row with a day in the 24 months: one without invoices still adds its credits to a
    // customer's other rows.
    const rows = (await query.execute()).map((row) => ({
      customerListId: row.customerListId,
      shipState: row.shipState,
      repCode: row.repCode,
      asOf: today,
      ...riskOfDays([unpackNumbers(row.days)], windows),
    }));
    for (const part of chunks(rows, 500)) await tx.insertInto('customerRisk').values(part).execute();
  }
}
