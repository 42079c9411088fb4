import type { QueryClient } from '@tanstack/react-query';
import type { RouteResult } from '../../domain/contract/route';
import { notesContract } from '../../domain/notes/contract';
import { offlineContract, workingSetMaxCustomers } from '../../domain/offline/contract';
import { customerKey } from '../features/customers/api/customers';
import { recordKeys } from '../features/customer-records/api/records';
import { environmentKey, fetchEnvironment } from '../features/environment/api/environment';
import { notesApi, openTasksKey } from '../features/notes/api/notes';
import { catalogKey, ordersApi, yearSalesKey } from '../features/orders/api/orders';
import { orderSettingsFrom } from '../features/orders/lib/settings';
import { myTasksKey, tasksApi } from '../features/tasks/api/tasks';
import { call } from '../lib/api';
import { activeOffline, runtimeOf, type OfflineRuntime } from '../offline/runtime';
import {
  readWorkingSetCopy,
  recordWorkingSetCopy,
  setCopyProgress,
  type WorkingSetCopy,
} from '../offline/working-set-copy';

// The rep's working set (issue 15, decision 0075): fetched in the background while online and put
// into the query cache under the keys the pages read, which the offline cache then keeps on this
// device, so a customer, its Info tab, My Tasks, the open tasks and the order forms read offline
// although they were never opened here. Its first download starts with the shell, and /sync shows
// how far it is (offline/working-set-copy.ts, decision 0100).

/** A copy younger than this is not fetched again at start; "Sync now" always does. */
export const workingSetRefreshMs = 6 * 60 * 60 * 1000;

let running: Promise<WorkingSetCopy> | null = null;

/** What this download has put in the cache so far, for /sync. */
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

type Note = RouteResult<typeof notesContract.feed>['notes'][number];

/** The user's own notes without a customer, kept with the rest (offline Notes Feed, note page). */
const personalNotesKey = ['offline', 'personal-notes'] as const;

/**
 * The last 90 days of notes the user may see, newest first, put in each customer's Notes tab as one
 * page (the notes without a customer in a list of their own). Offline that tab ends there; online it
 * reloads from the server as usual.
 */
async function keepRecentNotes(
  client: QueryClient,
  started: OfflineRuntime,
  made: Made,
  report: () => void,
): Promise<number> {
  const from = new Date(Date.now() - recentNotesDays * 24 * 60 * 60 * 1000).toISOString();
  const byCustomer = new Map<string, Note[]>();
  const personal: Note[] = [];
  let cursor: string | undefined;
  let count = 0;
  do {
    const page = await call(notesContract.feed, { query: { from, limit: 200, cursor } });
    for (const note of page.notes) {
      if (!note.customerListId) {
        personal.push(note);
        continue;
      }
      const list = byCustomer.get(note.customerListId) ?? [];
      list.push(note);
      byCustomer.set(note.customerListId, list);
    }
    count += page.notes.length;
    made.notes = count;
    report();
    cursor = page.nextCursor ?? undefined;
  } while (cursor && count < recentNotesMax);
  stillSignedIn(started);
  const onePage = (notes: Note[]) => ({ pages: [{ notes, nextCursor: null }], pageParams: [undefined] });
  for (const [listId, notes] of byCustomer) client.setQueryData(recordKeys.notes(listId), onePage(notes));
  // No page reads these by key: the offline Notes Feed and note page find them among the kept lists.
  client.setQueryData(personalNotesKey, onePage(personal));
  return count;
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
 * /sync followed by going offline must find every customer there.
 */
async function keptOnDevice(started: OfflineRuntime) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    started.written(),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, storeWaitMs))),
  ]);
  clearTimeout(timer);
}

async function fetchWorkingSet(
  client: QueryClient,
  userId: string,
  made: Made,
  report: () => void,
): Promise<WorkingSetCopy> {
  // "Update offline copy" can be pressed before the shell has started the store
  const started = await runtimeOf(userId, storeWaitMs);
  const environment = await client.fetchQuery({ queryKey: environmentKey, queryFn: fetchEnvironment });
  await Promise.all([
    client.prefetchQuery({ queryKey: myTasksKey(false), queryFn: () => tasksApi.mine(false) }),
    client.prefetchQuery({ queryKey: openTasksKey, queryFn: notesApi.openTasks }),
    ...orderSettingsFrom(environment.settings).forms.map((form) =>
      client.prefetchQuery({
        queryKey: catalogKey(form.name, null),
        queryFn: () => ordersApi.catalog(form.name, null),
      }),
    ),
  ]);
  let customers = 0;
  let after: string | undefined;
  let capped = false;
  for (;;) {
    const page = await call(offlineContract.customers, { query: { after } });
    stillSignedIn(started);
    for (const { customer, contacts, descriptions, eventYearSales } of page.customers) {
      client.setQueryData(customerKey(customer.listId), customer);
      client.setQueryData(yearSalesKey(customer.listId), eventYearSales);
      client.setQueryData(recordKeys.contacts(customer.listId), { contacts });
      client.setQueryData(recordKeys.descriptions(customer.listId), { descriptions });
    }
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
