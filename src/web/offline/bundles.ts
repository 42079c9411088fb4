import type { BundleContents, KeptQuery, OfflineDb } from './db';
import { keepReadMs } from './last-user';

// The kept answers' rows (decision 0385): written many answers at a time and never changed, so an
// answer kept again later (a refetch, a live event, an offline write, the working set's next
// refresh) leaves its older copy behind in an older row. Reading takes the newest copy of each
// (`dataUpdatedAt`, then the later row); the writer deletes a row once none of its copies is the
// newest (`Layout`).

/**
 * Where this device keeps the newest copy of each answer, as one tab's writer knows it: the rows it
 * found at start and those it wrote since. Rows another tab wrote since are not in it: they are
 * never deleted here, only read, and age out like every row.
 */
export class Layout {
  private readonly newest = new Map<string, { bundle: string; updatedAt: number }>();
  /** Per row, the answers whose newest copy it holds. */
  private readonly holds = new Map<string, Set<string>>();

  /** Records a row written after those known; answers the rows that now hold no newest copy. */
  add(contents: BundleContents): string[] {
    const holds = new Set<string>();
    const emptied: string[] = [];
    this.holds.set(contents.id, holds);
    for (const [hash, updatedAt] of contents.answers) {
      const known = this.newest.get(hash);
      if (known && known.updatedAt > updatedAt) continue;
      const before = known && this.holds.get(known.bundle);
      before?.delete(hash);
      if (known && before?.size === 0) {
        this.holds.delete(known.bundle);
        emptied.push(known.bundle);
      }
      this.newest.set(hash, { bundle: contents.id, updatedAt });
      holds.add(hash);
    }
    if (holds.size === 0) {
      this.holds.delete(contents.id);
      emptied.push(contents.id);
    }
    return emptied;
  }
}

/** Deletes rows with their contents (inside the caller's transaction, when there is one). */
export function deleteBundles(db: OfflineDb, ids: readonly string[]) {
  return Promise.all([db.bundles.bulkDelete([...ids]), db.contents.bulkDelete([...ids])]);
}

/** Deletes the rows whose newest answer the server has not confirmed for 14 days (decision 0055). */
export function forgetOldAnswers(db: OfflineDb, now = Date.now()): Promise<unknown> {
  return db.transaction('rw', db.bundles, db.contents, async () =>
    deleteBundles(
      db,
      await db.bundles
        .where('updatedAt')
        .below(now - keepReadMs)
        .primaryKeys(),
    ),
  );
}

/** What the device keeps, from the rows' contents alone; rows left with no newest copy are deleted. */
export async function readLayout(db: OfflineDb): Promise<Layout> {
  const layout = new Layout();
  const emptied = (await db.contents.toArray()).flatMap((contents) => layout.add(contents));
  if (emptied.length) await deleteBundles(db, emptied);
  return layout;
}

/**
 * The newest kept copy of each answer the server confirmed within 14 days. Only read: the
 * persister, started beside it, deletes the older rows (`forgetOldAnswers`), once a start.
 */
export async function readStoredQueries(db: OfflineDb, now = Date.now()): Promise<KeptQuery[]> {
  const newest = new Map<string, KeptQuery>();
  for (const { queries } of await db.bundles.toArray()) {
    for (const query of queries) {
      const kept = newest.get(query.queryHash);
      // rows come in the order they were written: of two copies as new, the later one
      if (!kept || kept.state.dataUpdatedAt <= query.state.dataUpdatedAt) newest.set(query.queryHash, query);
    }
  }
  return [...newest.values()].filter((query) => query.state.dataUpdatedAt >= now - keepReadMs);
}
