import { sql, type Kysely } from 'kysely';
import { addDays, dayNumber } from '../../domain/insights/periods.js';
import { chunks } from './chunks.js';
import type { SalesChange, SummaryContribution } from './sales-rollups.js';
import type { DB } from './schema.js';

/**
 * `salesCustomerBrands` (docs/decisions/0188-customer-brand-days.md): per customer × ship state ×
 * rep × brand, its net cents and summary rows per day in one row, so brand reach and the top
 * customers add up a few hundred thousand short rows in one pass instead of grouping every summary
 * row of two periods in SQL. Kept by difference with the other roll-ups (`sales-rollups.ts`).
 */

/** Days as stored: `[dayNumber, cents, summaryRows, …]`, oldest first, days with no rows left out. */
export type BrandDays = number[];

interface BrandGroup {
  customerListId: string;
  shipState: string;
  repCode: string;
  brand: string;
  /** Per day number: [cents, summary rows]. */
  days: Map<number, [number, number]>;
}

const rowsPerStatement = 500;
const idsPerStatement = 2_000;
const epoch = '1970-01-01';
const keyOf = (...parts: string[]) => parts.join('\u0000');

/** Groups (customer, ship state, rep, brand) with amounts per day, added up as rows come. */
function brandGroups() {
  const groups = new Map<string, BrandGroup>();
  const add = (row: Omit<SummaryContribution, 'cents'>, cents: number, summaryRows: number) => {
    const shipState = row.shipState ?? '';
    const key = keyOf(row.customerListId, shipState, row.repCode, row.brand);
    let group = groups.get(key);
    if (!group) {
      group = {
        customerListId: row.customerListId,
        shipState,
        repCode: row.repCode,
        brand: row.brand,
        days: new Map(),
      };
      groups.set(key, group);
    }
    const day = dayNumber(row.txnDate);
    const entry = group.days.get(day);
    if (entry) {
      entry[0] += cents;
      entry[1] += summaryRows;
    } else group.days.set(day, [cents, summaryRows]);
  };
  return { groups, add };
}

/** A group's days after a change: stored plus change, days with no rows left out, oldest first. */
export function mergedBrandDays(stored: BrandDays, change: Map<number, [number, number]>): BrandDays {
  const days = new Map<number, [number, number]>();
  for (let i = 0; i < stored.length; i += 3) days.set(stored[i]!, [stored[i + 1]!, stored[i + 2]!]);
  for (const [day, [cents, rows]] of change) {
    const before = days.get(day) ?? [0, 0];
    days.set(day, [before[0] + cents, before[1] + rows]);
  }
  return [...days]
    .filter(([, [, rows]]) => rows !== 0)
    .sort((a, b) => a[0] - b[0])
    .flatMap(([day, [cents, rows]]) => [day, cents, rows]);
}

const storedRow = (group: Omit<BrandGroup, 'days'>, days: BrandDays) => ({
  customerListId: group.customerListId,
  shipState: group.shipState,
  repCode: group.repCode,
  brand: group.brand,
  lastDay: addDays(epoch, days[days.length - 3]!),
  days: JSON.stringify(days),
});

/** Applies a change of the summary to `salesCustomerBrands`, in the caller's transaction. */
export async function updateCustomerBrands(db: Kysely<DB>, change: SalesChange): Promise<void> {
  const { groups, add } = brandGroups();
  for (const row of change.removed) add(row, -row.cents, -1);
  for (const row of change.added) add(row, row.cents, 1);
  for (const [key, group] of groups) {
    for (const [day, [cents, rows]] of group.days) if (cents === 0 && rows === 0) group.days.delete(day);
    if (!group.days.size) groups.delete(key);
  }
  if (!groups.size) return;
  const customers = [...new Set([...groups.values()].map((g) => g.customerListId))];
  const stored = new Map<string, BrandDays>();
  for (const ids of chunks(customers, idsPerStatement)) {
    const rows = await db
      .selectFrom('salesCustomerBrands')
      .select(['customerListId', 'shipState', 'repCode', 'brand', 'days'])
      .where('customerListId', 'in', ids)
      .execute();
    for (const r of rows)
      stored.set(keyOf(r.customerListId, r.shipState, r.repCode, r.brand), JSON.parse(r.days) as BrandDays);
  }
  const kept: ReturnType<typeof storedRow>[] = [];
  const emptied: BrandGroup[] = [];
  for (const [key, group] of groups) {
    const days = mergedBrandDays(stored.get(key) ?? [], group.days);
    if (days.length) kept.push(storedRow(group, days));
    else emptied.push(group);
  }
  for (const part of chunks(kept, rowsPerStatement)) {
    await db
      .insertInto('salesCustomerBrands')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['customerListId', 'shipState', 'repCode', 'brand']).doUpdateSet((eb) => ({
          lastDay: eb.ref('excluded.lastDay'),
          days: eb.ref('excluded.days'),
        })),
      )
      .execute();
  }
  for (const group of emptied) {
    await db
      .deleteFrom('salesCustomerBrands')
      .where('customerListId', '=', group.customerListId)
      .where('shipState', '=', group.shipState)
      .where('repCode', '=', group.repCode)
      .where('brand', '=', group.brand)
      .execute();
  }
}

/** `salesCustomerBrands` built again from `salesSummary` (its migration, the end of a first load). */
export async function fillCustomerBrands(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('salesCustomerBrands').execute();
  const { rows: customers } = await sql<{ id: string }>`
    select distinct ${sql.ref('customerListId')} as id from ${sql.table('salesSummary')}`.execute(db);
  const ids = customers.map((c) => c.id).sort();
  for (const part of chunks(ids, idsPerStatement)) {
    const sales = await db
      .selectFrom('salesSummary')
      .select((eb) => [
        'customerListId',
        'shipState',
        'repCode',
        'brand',
        'txnDate',
        eb.fn.sum<string | number>('cents').as('cents'),
        eb.fn.countAll<string | number>().as('count'),
      ])
      .where('customerListId', 'in', part)
      .groupBy(['customerListId', 'shipState', 'repCode', 'brand', 'txnDate'])
      .execute();
    const { groups, add } = brandGroups();
    for (const r of sales) add(r, Number(r.cents), Number(r.count));
    const rows = [...groups.values()].map((group) => storedRow(group, mergedBrandDays([], group.days)));
    for (const values of chunks(rows, rowsPerStatement))
      await db.insertInto('salesCustomerBrands').values(values).execute();
  }
}
