import { setImmediate } from 'node:timers/promises';
import type { Principal } from '../../domain/access/policy.js';
import { intervalStart } from '../../domain/insights/rules.js';
import { visibleCustomerRisk } from '../access/visibility.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { oneAtATime, refreshAlone } from '../db/refresh-alone.js';
import { unpackNumbers } from './packed.js';
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
 * Customers whose rows are worked out again in one write transaction: a few milliseconds of the
 * write lock, so a note or an import never waits long for a read (issue 44: no request holds the
 * write lock for more than 50 ms).
 */
const customersPerStep = 200;

/** Whether the import marked rows, or a row's facts are of another day. */
async function riskNeedsWork(db: Db | Tx, today: string): Promise<boolean> {
  const [change, stale] = await Promise.all([
    db.selectFrom('customerRiskChanges').select('customerListId').limit(1).executeTakeFirst(),
    staleRisk(db, today),
  ]);
  return Boolean(change) || stale;
}

/**
 * Works out again the facts of the rows the import changed, or of every row on a new day. Inside a
 * caller's transaction, in it (decision 0195); otherwise one refresh at a time, in steps of
 * `customersPerStep` customers, each its own short transaction. Each step deletes its customers'
 * marks first: an import changing one of them meanwhile waits for it (its mark's upsert locks the
 * row) and marks it again, so nothing it writes is missed. A reader that comes while the steps run
 * sees rows of two days, counts them stale and waits its turn, so it never reads a half-done table.
 */
async function keepRiskCurrent(db: Db | Tx, today: string): Promise<void> {
  if (!(await riskNeedsWork(db, today))) return;
  if (db.isTransaction) {
    await refreshAlone(db, 'customer-risk', async (tx) => {
      const changed = await tx.deleteFrom('customerRiskChanges').returning('customerListId').execute();
      if ((await staleRisk(tx, today)) || changed.length > wholeTableAbove) {
        await tx.deleteFrom('customerRisk').execute();
        await writeRisk(tx, today, riskWindowsOf(today));
      } else await rewriteRisk(tx, today, [...new Set(changed.map((key) => key.customerListId))]);
    });
    return;
  }
  const base = db as Db;
  await oneAtATime(base, 'customer-risk', async () => {
    // Another reader may have done the work while this one waited.
    if (!(await riskNeedsWork(base, today))) return;
    const marked = base.selectFrom('customerRiskChanges').select('customerListId');
    const ids = (await staleRisk(base, today))
      ? // Every customer with facts kept or a day in the 24 months, and any marked.
        base
          .selectFrom('customerRisk')
          .select('customerListId')
          .union(
            base
              .selectFrom('salesCustomers')
              .select('customerListId')
              .where('lastDay', '>=', intervalStart(today)),
          )
          .union(marked)
      : marked.distinct();
    const customers = (await ids.execute()).map((row) => row.customerListId);
    for (const part of chunks(customers, customersPerStep)) {
      // A turn of the event loop between steps: on SQLite each query answers at once, so a
      // request waiting for the one connection could not start otherwise.
      await setImmediate();
      await base.transaction().execute((tx) => rewriteRisk(tx, today, part));
    }
  });
}

/** Works out again every row of these customers, taking their marks. */
async function rewriteRisk(tx: Tx, today: string, customerListIds: string[]): Promise<void> {
  const windows = riskWindowsOf(today);
  // Each customer's rows are written again, all of them: a customer is one row or several.
  for (const ids of chunks(customerListIds, 1_000)) {
    await tx.deleteFrom('customerRiskChanges').where('customerListId', 'in', ids).execute();
    await tx.deleteFrom('customerRisk').where('customerListId', 'in', ids).execute();
    await writeRisk(tx, today, windows, ids);
  }
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
