import { sql, type Kysely } from 'kysely';
import { bucketsOf } from '../../domain/insights/buckets.js';
import type { DB } from '../db/schema.js';
import { insertRows } from '../db/bulk-insert.js';
import { chunks } from '../db/chunks.js';
import { refillMarked } from '../db/refills.js';
import type { SalesChange, SummaryContribution } from './sales-change.js';
import { fillCustomers, updateCustomers } from './sales-customers.js';

/**
 * Keeps sales insight's roll-ups (`salesRollup`, `salesCustomers`; docs/decisions/0186-sales-rollups.md)
 * in step with `salesSummary` and the invoices, in the caller's transaction: every change of the
 * summary comes here as the rows it removed and the rows it added (and the invoices before and
 * after, whose dates the reorder interval reads), and the roll-ups take the difference. Integer
 * cents, so adding and taking away is exact in any order.
 */

const keyOf = (...parts: string[]) => parts.join('\u0000');

/** A roll-up cell, or the change of one. */
type Cell = DB['salesRollup'];

/** The change of each roll-up cell, cells left unchanged left out. */
function cellChanges(change: SalesChange): Cell[] {
  const cells = new Map<string, Cell>();
  const apply = (rows: readonly SummaryContribution[], sign: 1 | -1) => {
    for (const row of rows) {
      const shipState = row.shipState ?? '';
      for (const [grain, start] of bucketsOf(row.txnDate)) {
        const key = keyOf(grain, start, shipState, row.repCode, row.brand);
        let cell = cells.get(key);
        if (!cell) {
          cell = {
            grain,
            start,
            shipState,
            repCode: row.repCode,
            brand: row.brand,
            cents: 0,
            summaryRows: 0,
          };
          cells.set(key, cell);
        }
        cell.cents += sign * row.cents;
        cell.summaryRows += sign;
      }
    }
  };
  apply(change.removed, -1);
  apply(change.added, 1);
  return [...cells.values()].filter((c) => c.cents !== 0 || c.summaryRows !== 0);
}

async function updateRollup(db: Kysely<DB>, change: SalesChange) {
  const cells = cellChanges(change);
  // One multi-row upsert as SQL text: through the query builder, its value nodes cost more than the writes.
  await insertRows(db, 'salesRollup', cells, {
    key: ['grain', 'start', 'shipState', 'repCode', 'brand'],
    merge: 'add',
  });
  // A cell that lost rows may have none left: it goes, as its summary rows have.
  for (const part of chunks(
    cells.filter((c) => c.summaryRows < 0),
    100,
  )) {
    await db
      .deleteFrom('salesRollup')
      .where('summaryRows', '<=', 0)
      .where((eb) =>
        eb.or(
          part.map((c) =>
            eb.and([
              eb('grain', '=', c.grain),
              eb('start', '=', c.start),
              eb('shipState', '=', c.shipState),
              eb('repCode', '=', c.repCode),
              eb('brand', '=', c.brand),
            ]),
          ),
        ),
      )
      .execute();
  }
}

/** Names the roll-ups' keeper (`insights/keepers.ts`) and its refill's mark. */
export const salesRollupsKeeperName = 'sales-rollups';

/**
 * Whether the roll-ups wait for a refill: a first load runs (it fills them once at its end, decision
 * 0186), or the server has not started since a migration reshaped them. Their changes are not kept
 * meanwhile.
 */
export const rollupsDeferred = (db: Kysely<DB>): Promise<boolean> => refillMarked(db, salesRollupsKeeperName);

/** Applies a change of the summary and the invoices to both roll-ups, unless a first load runs. */
export async function applySalesChange(db: Kysely<DB>, change: SalesChange): Promise<void> {
  if (await rollupsDeferred(db)) return;
  await updateRollup(db, change);
  await updateCustomers(db, change);
}

/**
 * Both roll-ups built again from `salesSummary` and the invoices: their keeper's fill, after a
 * migration or at the end of a first load. Call inside a transaction.
 */
export async function fillSalesRollups(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('salesRollup').execute();
  // The same buckets as domain/insights/buckets.ts: a month, and days 1–7, 8–14, 15–21, 22–28, 29–.
  const day = sql`substr(${sql.ref('txnDate')}, 9, 2)`;
  const partStart = sql`case when ${day} <= '07' then '01' when ${day} <= '14' then '08' when ${day} <= '21' then '15' when ${day} <= '28' then '22' else '29' end`;
  for (const [grain, suffix] of [
    ['month', sql`'01'`],
    ['part', partStart],
  ] as const) {
    await sql`
      insert into ${sql.table('salesRollup')} (grain, start, ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand, cents, ${sql.ref('summaryRows')})
      select grain, start, ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand, sum(cents), count(*)
      from (
        select ${grain} as grain, substr(${sql.ref('txnDate')}, 1, 8) || ${suffix} as start,
          coalesce(${sql.ref('shipState')}, '') as ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand, cents
        from ${sql.table('salesSummary')}
      ) cells
      group by grain, start, ${sql.ref('shipState')}, ${sql.ref('repCode')}, brand`.execute(db);
  }

  await fillCustomers(db);
}
