import { setImmediate } from 'node:timers/promises';
import type { Principal } from '../../domain/access/policy.js';
import { visibleSalesPacks } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import { packNumbers, unpackNumbers } from './packed.js';
import { oneAtATime, refreshAlone } from '../db/refresh-alone.js';
import { brandDayStride, dayStride } from './sales-customers.js';

/**
 * Every customer's days per ship state and rep, packed in one row of `salesPacks` (decision 0196):
 * an admin's top customers and brand reach read 40 rows of a few hundred kilobytes instead of
 * 40,000 rows of a few hundred bytes, which cost more per row than per byte. A pack is built again
 * from its `salesCustomers` rows when `salesPackChanges` lists its ship state and rep.
 */

/** Numbers per entry of a pack's `days`: customer (index into its ids), day number, cents; by customer, then day. */
export const packDayStride = 3;
/** Numbers per entry of a pack's `brandDays`: brand (index into its names), customer, day number, cents; by brand, customer, then day. */
export const packBrandDayStride = 4;

/** A `salesCustomers` row with its lists read. */
export interface CustomerRow {
  customerListId: string;
  shipState: string;
  repCode: string;
  days: ArrayLike<number>;
  brandNames: readonly string[];
  brandDays: ArrayLike<number>;
}

export interface Pack {
  shipState: string;
  repCode: string;
  customerListIds: readonly string[];
  brandNames: readonly string[];
  days: ArrayLike<number>;
  brandDays: ArrayLike<number>;
}

/** The rows of one ship state and rep packed together. */
function packOf(rows: CustomerRow[]): Pack {
  rows.sort((a, b) =>
    a.customerListId < b.customerListId ? -1 : a.customerListId > b.customerListId ? 1 : 0,
  );
  const brandNames = [...new Set(rows.flatMap((row) => row.brandNames))].sort();
  const indexOf = new Map(brandNames.map((brand, index) => [brand, index]));
  const days: number[] = [];
  const byBrand: number[][] = brandNames.map(() => []);
  rows.forEach((row, customer) => {
    for (let i = 0; i < row.days.length; i += dayStride)
      // A day with invoices but no summary rows (an invoice of no amount) adds no customer.
      if (row.days[i + 3] !== 0) days.push(customer, row.days[i]!, row.days[i + 1]!);
    const brands = row.brandNames.map((brand) => byBrand[indexOf.get(brand)!]!);
    for (let i = 0; i < row.brandDays.length; i += brandDayStride)
      brands[row.brandDays[i]!]!.push(customer, row.brandDays[i + 1]!, row.brandDays[i + 2]!);
  });
  const brandDays: number[] = [];
  byBrand.forEach((entries, brand) => {
    for (let i = 0; i < entries.length; i += 3)
      brandDays.push(brand, entries[i]!, entries[i + 1]!, entries[i + 2]!);
  });
  const [{ shipState, repCode }] = rows as [CustomerRow];
  return {
    shipState,
    repCode,
    customerListIds: rows.map((row) => row.customerListId),
    brandNames,
    days,
    brandDays,
  };
}

/** Rows packed by ship state and rep. */
export function packsOf(rows: readonly CustomerRow[]): Pack[] {
  const byPair = new Map<string, CustomerRow[]>();
  for (const row of rows) {
    const key = `${row.shipState}\u0000${row.repCode}`;
    const list = byPair.get(key);
    if (list) list.push(row);
    else byPair.set(key, [row]);
  }
  return [...byPair.values()].map(packOf);
}

/** A `salesCustomers` row as stored, with its lists read. */
export const customerRowOf = (row: {
  customerListId: string;
  shipState: string;
  repCode: string;
  days: Uint8Array;
  brandNames: string;
  brandDays: Uint8Array;
}): CustomerRow => ({
  ...row,
  days: unpackNumbers(row.days),
  brandNames: JSON.parse(row.brandNames) as string[],
  brandDays: unpackNumbers(row.brandDays),
});

/**
 * Builds again the packs of the ship states and reps the import changed. Inside a caller's
 * transaction, in it; otherwise one refresh at a time, a pack per short transaction, so a write
 * never waits long for a read (issue 44). Each pack's mark is deleted first, in its transaction:
 * an import changing that pair meanwhile waits for it (its mark's upsert locks the row) and marks
 * it again, so nothing it writes is missed.
 */
async function keepPacksCurrent(db: Db | Tx): Promise<void> {
  if (!(await db.selectFrom('salesPackChanges').select('shipState').limit(1).executeTakeFirst())) return;
  if (db.isTransaction) {
    await refreshAlone(db, 'sales-packs', async (tx) => {
      const changed = await tx.deleteFrom('salesPackChanges').returning(['shipState', 'repCode']).execute();
      for (const pair of changed) await buildPack(tx, pair);
    });
    return;
  }
  const base = db as Db;
  await oneAtATime(base, 'sales-packs', async () => {
    // The pairs marked now; a pair marked later waits for the next read.
    const marked = await base.selectFrom('salesPackChanges').select(['shipState', 'repCode']).execute();
    for (const pair of marked) {
      // A turn of the event loop between packs: on SQLite each query answers at once, so a
      // request waiting for the one connection could not start otherwise.
      await setImmediate();
      await base.transaction().execute(async (tx) => {
        const taken = await tx
          .deleteFrom('salesPackChanges')
          .where('shipState', '=', pair.shipState)
          .where('repCode', '=', pair.repCode)
          .returning('shipState')
          .execute();
        // Another process built it while this one read the marks.
        if (taken.length) await buildPack(tx, pair);
      });
    }
  });
}

/** The pack of one ship state and rep, built again from its customers' rows. */
async function buildPack(tx: Tx, { shipState, repCode }: { shipState: string; repCode: string }) {
  const rows = await tx
    .selectFrom('salesCustomers')
    .select(['customerListId', 'shipState', 'repCode', 'days', 'brandNames', 'brandDays'])
    .where('shipState', '=', shipState)
    .where('repCode', '=', repCode)
    .execute();
  await tx
    .deleteFrom('salesPacks')
    .where('shipState', '=', shipState)
    .where('repCode', '=', repCode)
    .execute();
  if (!rows.length) return;
  const pack = packOf(rows.map(customerRowOf));
  await tx
    .insertInto('salesPacks')
    .values({
      shipState,
      repCode,
      customerListIds: JSON.stringify(pack.customerListIds),
      brandNames: JSON.stringify(pack.brandNames),
      days: packNumbers(pack.days as number[]),
      brandDays: packNumbers(pack.brandDays as number[]),
    })
    .execute();
}

const none: readonly number[] = [];

/**
 * The packs in scope (of one ship state or rep when filtered), current: with their days, or with
 * their brands' days when `brands`.
 */
export async function storedPacks(
  db: Db,
  user: Principal,
  filters: { state?: string; rep?: string },
  brands: boolean,
): Promise<Pack[]> {
  await keepPacksCurrent(db);
  let query = db
    .selectFrom('salesPacks')
    .where(visibleSalesPacks(user))
    .select(['salesPacks.shipState', 'salesPacks.repCode', 'salesPacks.customerListIds'])
    .$if(!brands, (q) => q.select('salesPacks.days'))
    .$if(brands, (q) => q.select(['salesPacks.brandNames', 'salesPacks.brandDays']));
  if (filters.state) query = query.where('salesPacks.shipState', '=', filters.state);
  if (filters.rep) query = query.where('salesPacks.repCode', '=', filters.rep);
  return (await query.execute()).map((row) => ({
    shipState: row.shipState,
    repCode: row.repCode,
    customerListIds: JSON.parse(row.customerListIds) as string[],
    brandNames: row.brandNames ? (JSON.parse(row.brandNames) as string[]) : [],
    days: row.days ? unpackNumbers(row.days) : none,
    brandDays: row.brandDays ? unpackNumbers(row.brandDays) : none,
  }));
}
