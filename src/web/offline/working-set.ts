import type { QueryClient } from '@tanstack/react-query';
import { environmentContract } from '../../domain/environment/contract';
import { notesContract } from '../../domain/notes/contract';
import { offlineContract, workingSetMaxCustomers } from '../../domain/offline/contract';
import { call } from '../lib/api';
import { idleMoment, sliceMs } from '../lib/idle';
import type { CopyTarget, KeptCustomer, KeptNote } from './adapter';
import { activeOffline, runtimeOf, type OfflineRuntime } from './runtime';
import {
  readWorkingSetCopy,
  recordWorkingSetCopy,
  setCopyProgress,
  type WorkingSetCopy,
} from './working-set-copy';

// The rep's working set (issue 15, decision 0075): fetched in the background while online and put
// into the query cache under the keys the pages read, which the offline cache then keeps on this
// device, so a customer, its Info tab, My Tasks, the open tasks and the order forms read offline
// although they were never opened here. Its first download starts with the shell, and /outbox shows
// how far it is (offline/working-set-copy.ts, decision 0100). What goes under which key is each
// feature's adapter's (offline/adapter.ts, decision 0180): this file fetches what several share
// (the settings, the customers' pages, the recent notes) and hands each adapter its part.

/**
 * The query cache as an answer fetched at `requestedAt` may fill it: never over an answer the page
 * received later, nor over one a change has marked out of date (its page fetches it again). The
 * copy is handed over in idle moments, a while after it was fetched; written over, a contact the
 * rep had just added vanished from the customer's page until the next fetch.
 */
export function copyTarget(client: QueryClient, requestedAt: number): CopyTarget {
  return {
    put(key, data) {
      const state = client.getQueryState(key);
      if (state?.data !== undefined && (state.dataUpdatedAt >= requestedAt || state.isInvalidated)) return;
      client.setQueryData(key, data);
    },
  };
}

/** A copy younger than this is not fetched again at start; "Send now" always does. */
export const workingSetRefreshMs = 6 * 60 * 60 * 1000;

let running: Promise<WorkingSetCopy> | null = null;

/** What this download has put in the cache so far, for /outbox. */
interface Made {
  customers: number;
  notes: number;
}

/** Fetches the working set once at a time; resolves with what was kept. */
export function keepWorkingSet(client: QueryClient, userId: string): Promise<WorkingSetCopy> {
  if (running) return running;
  const made: Made = { customers: 0, notes: 0 };
  const report = () => setCopyProgress({ state: 'making', userId, ...made });
  report();
  running = fetchWorkingSet(client, userId, made, report)
    .catch((error: unknown) => {
      setCopyProgress({ state: 'stopped', userId, ...made });
      throw error;
    })
    .finally(() => (running = null));
  return running;
}

/** How far back a customer's notes are kept, and the most notes fetched for that. */
const recentNotesDays = 90;
const recentNotesMax = 5000;

/** The last 90 days of notes the user may see, newest first, given to the adapters that keep them. */
async function keepRecentNotes(
  client: QueryClient,
  started: OfflineRuntime,
  made: Made,
  report: () => void,
): Promise<number> {
  const requestedAt = Date.now();
  const from = new Date(requestedAt - recentNotesDays * 24 * 60 * 60 * 1000).toISOString();
  const notes: KeptNote[] = [];
  let cursor: string | undefined;
  do {
    const page = await call(notesContract.feed, { query: { from, limit: 200, cursor } });
    notes.push(...page.notes);
    made.notes = notes.length;
    report();
    cursor = page.nextCursor ?? undefined;
  } while (cursor && notes.length < recentNotesMax);
  stillSignedIn(started);
  const cache = copyTarget(client, requestedAt);
  for (const adapter of started.adapters) adapter.keepNotes?.(cache, notes);
  return notes.length;
}

/** At start: only when the copy is missing or older than the refresh interval. */
export function refreshWorkingSetIfOld(client: QueryClient, userId: string, now = Date.now()) {
  const copy = readWorkingSetCopy(userId);
  if (copy && now - copy.at < workingSetRefreshMs) return;
  void keepWorkingSet(client, userId).catch(() => undefined);
}

/** A copy still arriving when its user signs out must never land in the next user's cache. */
function stillSignedIn(started: OfflineRuntime) {
  if (activeOffline()?.userId !== started.userId)
    throw new Error('Signed out while the offline copy was made');
}

/** How long a copy waits for this device's offline store to start, and then to write it. */
const storeWaitMs = 60_000;

/**
 * The copy is recorded as made once it is on this device, not when it has arrived: "updated" on
 * /outbox followed by going offline must find every customer there.
 */
async function keptOnDevice(started: OfflineRuntime) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    started.written(),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, storeWaitMs))),
  ]);
  clearTimeout(timer);
}

/**
 * Hands each customer to the adapters in slices of main-thread time (lib/idle.ts), each slice in an
 * idle moment: a page of customers at once put some 700 answers in the cache in one long task.
 */
async function keepCustomers(cache: CopyTarget, started: OfflineRuntime, customers: KeptCustomer[]) {
  let until = performance.now() + sliceMs;
  for (const customer of customers) {
    if (performance.now() >= until) {
      await idleMoment();
      stillSignedIn(started);
      until = performance.now() + sliceMs;
    }
    for (const adapter of started.adapters) adapter.keepCustomer?.(cache, customer);
  }
}

async function fetchWorkingSet(
  client: QueryClient,
  userId: string,
  made: Made,
  report: () => void,
): Promise<WorkingSetCopy> {
  // "Update offline copy" can be pressed before the shell has started the store
  const started = await runtimeOf(userId, storeWaitMs);
  const environment = await call(environmentContract.environment);
  stillSignedIn(started);
  await Promise.all(started.adapters.map((adapter) => adapter.keep?.({ client, environment })));
  let customers = 0;
  let after: string | undefined;
  let capped = false;
  for (;;) {
    const requestedAt = Date.now();
    const page = await call(offlineContract.customers, { query: { after } });
    stillSignedIn(started);
    await keepCustomers(copyTarget(client, requestedAt), started, page.customers);
    customers += page.customers.length;
    made.customers = customers;
    report();
    if (!page.next) break;
    if (customers >= workingSetMaxCustomers) {
      capped = true;
      break;
    }
    after = page.next;
  }
  const notes = await keepRecentNotes(client, started, made, report);
  await keptOnDevice(started);
  const copy: WorkingSetCopy = { customers, notes, capped, at: Date.now() };
  recordWorkingSetCopy(userId, copy);
  return copy;
}
