import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { assortmentPrefix, monthsBefore } from '../../domain/customer-stats/rules.js';
import type { DB } from '../db/schema.js';
import { chunks } from '../db/chunks.js';

/**
 * Keeps each customer's assortment count, the number its grade is read from (decision 0192), so
 * Due, Near me and the office's week no longer count months of invoice lines per request. Its
 * keeper (`keepers.ts`) marks the customers a batch may change (`markGradesStale`, in the import's
 * transaction: cheap, no line is read, so a first load without the lines' indexes is not slowed);
 * the next read counts those again, and the few whose window has moved past a counted purchase
 * (`readKeptSkus`). Its fill counts every customer (decision 0264).
 */

type Database = Kysely<DB>;

/** Ids per statement: well under both dialects' limits on bound values. */
const idsPerStatement = 1_000;

/** The first day of the 9 months a grade counts on `day` ('YYYY-MM-DD'). */
export const gradeWindowFrom = (day: string) => monthsBefore(day, 9);

const isAssortment = (item: { name: string; isActive: boolean }) =>
  item.isActive && item.name.toLowerCase().startsWith(assortmentPrefix);

/**
 * The count of the given customers (or all) over the window from `windowFrom`: per customer and
 * active assortment item its last purchase, then how many of those fall in the window and the
 * oldest of them. Customers with no such item ever have no row.
 */
export function countAssortment(db: Database, windowFrom: string, ids?: readonly string[]) {
  const lastBought = db
    .selectFrom('invoiceLines')
    .innerJoin('items', 'items.listId', 'invoiceLines.itemListId')
    .where('items.isActive', '=', true)
    .where(sql<boolean>`lower(${sql.ref('items.name')}) like ${`${assortmentPrefix}%`}`)
    // the lines keep no index by customer (decision 0198): the given customers' through their invoices
    .$if(ids !== undefined, (q) =>
      q
        .innerJoin('invoices', 'invoices.txnId', 'invoiceLines.txnId')
        .where('invoices.customerListId', 'in', ids!),
    )
    .select((eb) => ['invoiceLines.customerListId', eb.fn.max('invoiceLines.txnDate').as('lastBought')])
    .groupBy(['invoiceLines.customerListId', 'invoiceLines.itemListId'])
    .as('bought');
  const inWindow = sql`${sql.ref('bought.lastBought')} >= ${windowFrom}`;
  return db
    .selectFrom(lastBought)
    .select([
      'bought.customerListId',
      sql<number>`sum(case when ${inWindow} then 1 else 0 end)`.as('skus'),
      sql<string | null>`min(case when ${inWindow} then ${sql.ref('bought.lastBought')} end)`.as(
        'oldestCounted',
      ),
    ])
    .groupBy('bought.customerListId');
}

/**
 * Counts the given customers again and keeps the counts; without `versions`, every customer into
 * an empty table (the keeper's fill). A row the
 * import marked again since `versions` were read keeps its mark: its count may predate the batch.
 */
export async function refreshKeptSkus(
  db: Database,
  day: string,
  versions?: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const windowFrom = gradeWindowFrom(day);
  const counted = new Map<string, { skus: number; oldestCounted: string | null }>();
  const groups = versions ? chunks([...versions.keys()], idsPerStatement) : [undefined];
  for (const ids of groups) {
    for (const row of await countAssortment(db, windowFrom, ids).execute())
      counted.set(row.customerListId, { skus: Number(row.skus), oldestCounted: row.oldestCounted });
  }
  const rows = [...(versions?.keys() ?? counted.keys())].map((customerListId) => ({
    customerListId,
    skus: counted.get(customerListId)?.skus ?? 0,
    windowFrom,
    oldestCounted: counted.get(customerListId)?.oldestCounted ?? null,
    version: versions?.get(customerListId) ?? 0,
  }));
  for (const part of chunks(rows, idsPerStatement)) {
    await db
      .insertInto('customerGrades')
      .values(part)
      .onConflict((conflict) =>
        conflict
          .column('customerListId')
          .doUpdateSet((eb) => ({
            skus: eb.ref('excluded.skus'),
            windowFrom: eb.ref('excluded.windowFrom'),
            oldestCounted: eb.ref('excluded.oldestCounted'),
          }))
          .where('customerGrades.version', '=', (eb) => eb.ref('excluded.version')),
      )
      .execute();
  }
  return new Map(rows.map((row) => [row.customerListId, row.skus]));
}

/** Where a kept row is not good for the window from `windowFrom`. */
const staleFor = (windowFrom: string) => (eb: ExpressionBuilder<DB, 'customerGrades'>) =>
  eb.or([
    eb('customerGrades.windowFrom', 'is', null),
    eb('customerGrades.windowFrom', '>', windowFrom),
    eb('customerGrades.oldestCounted', '<', windowFrom),
  ]);

/**
 * Counts again every kept row not good for `day`: marked by the import, or whose window has moved
 * past a counted purchase (a few customers a day). Then `customerGrades.skus` may be joined.
 */
export async function refreshStaleGrades(db: Database, day: string): Promise<void> {
  const stale = await db
    .selectFrom('customerGrades')
    .select(['customerListId', 'version'])
    .where(staleFor(gradeWindowFrom(day)))
    .execute();
  if (stale.length > 0)
    await refreshKeptSkus(db, day, new Map(stale.map((row) => [row.customerListId, row.version])));
}

/**
 * The kept counts of the given customers, good for `day`: rows marked by the import, or whose
 * window has moved past a counted purchase, are counted again first.
 */
export async function readKeptSkus(
  db: Database,
  day: string,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const windowFrom = gradeWindowFrom(day);
  const rows = [];
  for (const part of chunks(ids, idsPerStatement)) {
    rows.push(
      ...(await db
        .selectFrom('customerGrades')
        .select(['customerListId', 'skus', 'windowFrom', 'oldestCounted', 'version'])
        .where('customerListId', 'in', part)
        .execute()),
    );
  }
  const skus = new Map<string, number>();
  const stale = new Map<string, number>();
  for (const row of rows) {
    const good =
      row.windowFrom !== null &&
      row.windowFrom <= windowFrom &&
      (row.oldestCounted === null || row.oldestCounted >= windowFrom);
    if (good) skus.set(row.customerListId, row.skus);
    else stale.set(row.customerListId, row.version);
  }
  if (stale.size > 0) for (const [id, count] of await refreshKeptSkus(db, day, stale)) skus.set(id, count);
  return skus;
}

/** Marks these customers' counts to be made again (inside the import's transaction). */
export async function markGradesStale(db: Database, customerIds: Iterable<string | null>) {
  const ids = [...new Set([...customerIds].filter((id): id is string => !!id))];
  for (const part of chunks(ids, idsPerStatement)) {
    await db
      .insertInto('customerGrades')
      .values(part.map((customerListId) => ({ customerListId, skus: 0, windowFrom: null, version: 1 })))
      .onConflict((conflict) =>
        conflict.column('customerListId').doUpdateSet((eb) => ({
          windowFrom: null,
          version: eb(eb.ref('customerGrades.version'), '+', 1),
        })),
      )
      .execute();
  }
}

/**
 * The customers of these invoices, or of the invoice lines of these items (a scan of the lines, which
 * keep no index by item: only an item joining or leaving the assortment asks, decision 0198).
 */
async function customersOf(db: Database, of: 'invoices' | 'items', ids: readonly string[]) {
  const found: (string | null)[] = [];
  for (const part of chunks(ids, idsPerStatement)) {
    const rows = await (
      of === 'invoices'
        ? db.selectFrom('invoices').select('customerListId').where('txnId', 'in', part)
        : db.selectFrom('invoiceLines').select('customerListId').where('itemListId', 'in', part)
    )
      .distinct()
      .execute();
    found.push(...rows.map((row) => row.customerListId));
  }
  return found;
}

/**
 * Before a batch of the mirror is written: marks the customers whose count it may change. Invoices
 * change their customer's (and, edited onto another customer, the former one's); an item that
 * joins or leaves the active assortment changes the count of everyone who bought it.
 */
export async function markGradesOfBatch(
  db: Database,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (table === 'invoices') {
    const txnIds = rows.map((row) => row.txnId as string);
    const former = await customersOf(db, 'invoices', txnIds);
    await markGradesStale(db, [...former, ...rows.map((row) => row.customerListId as string)]);
  } else if (table === 'items') {
    const items = rows as readonly { listId: string; name: string; isActive: boolean }[];
    const stored = new Map<string, boolean>();
    for (const part of chunks(items, idsPerStatement)) {
      const found = await db
        .selectFrom('items')
        .select(['listId', 'name', 'isActive'])
        .where(
          'listId',
          'in',
          part.map((item) => item.listId),
        )
        .execute();
      for (const item of found) stored.set(item.listId, isAssortment(item));
    }
    const moved = items.filter((item) => (stored.get(item.listId) ?? false) !== isAssortment(item));
    if (moved.length)
      await markGradesStale(
        db,
        await customersOf(
          db,
          'items',
          moved.map((item) => item.listId),
        ),
      );
  }
}

/** Before invoices or items are deleted: marks the customers whose count the deletion changes. */
export async function markGradesOfDeletion(
  db: Database,
  table: string,
  ids: readonly string[],
): Promise<void> {
  if (table === 'invoices') await markGradesStale(db, await customersOf(db, 'invoices', ids));
  else if (table === 'items') await markGradesStale(db, await customersOf(db, 'items', ids));
}
