import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { idleMoment, sliceMs } from '../lib/idle';
import type { OfflineDb } from './db';
import { type StoredQuery } from './db';
import { keepReadMs } from './last-user';

/** Answers kept offline are the server's, never ones still pending or failed. */
const persistable = (query: { state: { status: string; data: unknown } }) =>
  query.state.status === 'success' && query.state.data !== undefined;

/** Reads the saved answers still fresh enough, and deletes the rest. */
/** Deletes the answers the server has not confirmed for 14 days (docs/decisions/0055). */
export async function forgetOldAnswers(db: OfflineDb, now = Date.now()): Promise<void> {
  await db.queries
    .where('updatedAt')
    .below(now - keepReadMs)
    .delete();
}

export async function readStoredQueries(db: OfflineDb, now = Date.now()): Promise<StoredQuery[]> {
  await forgetOldAnswers(db, now);
  return db.queries.toArray();
}

export function hydrateStored(client: QueryClient, rows: StoredQuery[]) {
  hydrate(client, { mutations: [], queries: rows.map((row) => row.query) } as Parameters<typeof hydrate>[1]);
}

/** The offline cache at work for one user. */
export interface Persister {
  /** Resolves once every answer given so far is on the device (a failed write counts as done). */
  written(): Promise<void>;
  stop(): void;
}

/**
 * Keeps every answer the server gave this user in their database, so a page visited before reads
 * offline (docs/decisions/0055). Entries are written, never removed when TanStack forgets them; only
 * age (14 days) or sign-out removes them.
 */
export function persistQueries(client: QueryClient, db: OfflineDb, onAnswer: () => void): Persister {
  const dirty = new Set<string>();
  /** Answers read from the cache and not yet written, by query. */
  const pending = new Map<string, StoredQuery>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const take = () => {
    const hashes = new Set(dirty);
    dirty.clear();
    const { queries } = dehydrate(client, {
      shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && persistable(query),
    });
    for (const query of queries) {
      pending.set(query.queryHash, { hash: query.queryHash, query, updatedAt: query.state.dataUpdatedAt });
    }
  };
  // In slices of at most sliceMs each, in an idle moment of its own: copying a rep's whole working
  // set into the database at once would hold a slow phone's main thread for seconds, and even 20
  // answers (a customer's notes among them) made a long task at 4× slowdown. The database copies
  // each answer as it is put, so the clock read after each put sees what the slice has cost.
  const writeSlice = () =>
    db
      .transaction('rw', db.queries, () => {
        const until = performance.now() + sliceMs;
        for (const row of pending.values()) {
          pending.delete(row.hash);
          // as bulkPut did: an answer the database refuses is left out, the others written
          void db.queries.put(row).catch(() => undefined);
          if (performance.now() >= until) break;
        }
      })
      .catch(() => undefined);
  let flushing: Promise<void> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    flushing ??= (async () => {
      while (dirty.size || pending.size) {
        if (dirty.size) take();
        await writeSlice();
        if (dirty.size || pending.size) await idleMoment();
      }
    })().finally(() => (flushing = null));
    return flushing;
  };
  const mark = (hash: string) => {
    dirty.add(hash);
    timer ??= setTimeout(() => void flush(), 250);
  };
  // A page being left writes what it has not yet, all at once: there is no later task.
  const leaving = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    take();
    const rows = [...pending.values()];
    pending.clear();
    if (rows.length) void db.queries.bulkPut(rows).catch(() => undefined);
  };
  window.addEventListener('pagehide', leaving);
  client
    .getQueryCache()
    .getAll()
    .filter(persistable)
    .forEach((query) => mark(query.queryHash));
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      mark(event.query.queryHash);
      // Only a real answer counts: setQueryData from a form is no sign of the network.
      if (!event.action.manual) onAnswer();
    }
  });
  return {
    async written() {
      // an answer marked between the loop's last look and its end waits for the next run
      do await flush();
      while (dirty.size || pending.size);
    },
    stop() {
      window.removeEventListener('pagehide', leaving);
      unsubscribe();
      void flush();
    },
  };
}
