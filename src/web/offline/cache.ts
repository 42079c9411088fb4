import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { idleMoment, sliceMs } from '../lib/idle';
import { deleteBundles, forgetOldAnswers, Layout, readLayout } from './bundles';
import { bundleOf, bundleSize, type KeptQuery, type OfflineDb } from './db';

/** Answers kept offline are the server's, never ones still pending or failed. */
const persistable = (query: { state: { status: string; data: unknown } }) =>
  query.state.status === 'success' && query.state.data !== undefined;

export function hydrateStored(client: QueryClient, queries: KeptQuery[]) {
  hydrate(client, { mutations: [], queries } as Parameters<typeof hydrate>[1]);
}

/** The offline cache at work for one user. */
export interface Persister {
  /** Resolves once every answer given so far is on the device (a failed write counts as done). */
  written(): Promise<void>;
  stop(): void;
}

/**
 * Keeps every answer the server gave this user in their database, so a page visited before reads
 * offline (docs/decisions/0055), `bundleSize` answers to a row (decision 0385). Entries are written,
 * never removed when TanStack forgets them; only a newer copy, age (14 days) or sign-out removes them.
 */
export function persistQueries(client: QueryClient, db: OfflineDb, onAnswer: () => void): Persister {
  const dirty = new Set<string>();
  /** Answers read from the cache and not yet written, by query. */
  const pending = new Map<string, KeptQuery>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  // What earlier starts (and other tabs) kept, read once before the first write, so the rows this
  // writer leaves without a newest copy are deleted, and those left behind before.
  let layout: Layout | null = null;
  const started = forgetOldAnswers(db)
    .then(() => readLayout(db))
    .catch(() => new Layout())
    .then((read) => (layout = read));
  const take = () => {
    const hashes = new Set(dirty);
    dirty.clear();
    const { queries } = dehydrate(client, {
      shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && persistable(query),
    });
    for (const query of queries) pending.set(query.queryHash, query);
  };
  /** Puts one row of `queries` (inside a transaction) and deletes the rows it leaves without a newest copy. */
  const writeBundle = (queries: KeptQuery[]) => {
    const { bundle, contents } = bundleOf(queries);
    // as bulkPut did: a row the database refuses is left out, the others written
    void db.bundles.put(bundle).catch(() => undefined);
    void db.contents.put(contents).catch(() => undefined);
    const emptied = layout?.add(contents) ?? [];
    if (emptied.length) void deleteBundles(db, emptied).catch(() => undefined);
  };
  /** The next row's answers, taken from `pending`. */
  const nextBundle = () => {
    const queries: KeptQuery[] = [];
    for (const [hash, query] of pending) {
      pending.delete(hash);
      if (queries.push(query) === bundleSize) break;
    }
    return queries;
  };
  // Set while everything waiting is to be written, not only full rows.
  let draining = false;
  const due = () => pending.size >= (draining ? 1 : bundleSize);
  // In slices of at most sliceMs each, in an idle moment of its own, so even a large row (a
  // customer's notes among its answers) leaves the page a turn soon. The database copies each row
  // as it is put, so the clock read after each put sees what the slice has cost.
  const writeSlice = () =>
    db
      .transaction('rw', db.bundles, db.contents, () => {
        const until = performance.now() + sliceMs;
        while (due()) {
          writeBundle(nextBundle());
          if (performance.now() >= until) break;
        }
      })
      .catch(() => undefined);
  let flushing: Promise<void> | null = null;
  /** Writes the full rows waiting, or with `all` everything. */
  const flush = (all: boolean) => {
    if (all) {
      draining = true;
      if (timer) clearTimeout(timer);
      timer = null;
    }
    flushing ??= (async () => {
      await started;
      for (;;) {
        if (dirty.size) take();
        if (!due()) return;
        await writeSlice();
        // what was waiting is written: answers still coming go on in full rows
        if (!pending.size) draining = false;
        if (dirty.size || pending.size) await idleMoment();
      }
    })().finally(() => {
      flushing = null;
      draining = false;
    });
    return flushing;
  };
  const written = async () => {
    // an answer marked between the loop's last look and its end waits for the next run
    do await flush(true);
    while (dirty.size || pending.size);
  };
  // A burst of answers (the working set's) goes a full row at a time as it comes, and the rest once
  // it has been quiet for 250 ms, or a second after the first of them: rows of whatever came in each
  // moment would be many and small. One timer, looked at when it fires: one set per answer cost
  // more at 4× slowdown than the rows it saved.
  let firstMarked = 0;
  let lastMarked = 0;
  const quiet = () => {
    const now = performance.now();
    if (now - lastMarked < 250 && now - firstMarked < 1000) {
      timer = setTimeout(quiet, 250 - (now - lastMarked));
      return;
    }
    timer = null;
    void written();
  };
  const mark = (hash: string) => {
    dirty.add(hash);
    lastMarked = performance.now();
    if (!timer) {
      firstMarked = lastMarked;
      timer = setTimeout(quiet, 250);
    }
    if (dirty.size + pending.size >= bundleSize) void flush(false);
  };
  // A page being left writes what it has not yet, all at once: there is no later task.
  const leaving = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    take();
    if (!pending.size) return;
    void db
      .transaction('rw', db.bundles, db.contents, () => {
        while (pending.size) writeBundle(nextBundle());
      })
      .catch(() => undefined);
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
    written,
    stop() {
      window.removeEventListener('pagehide', leaving);
      unsubscribe();
      void flush(true);
    },
  };
}
