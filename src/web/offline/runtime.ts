import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { persistQueries } from './cache';
import { setLastUserId } from './last-user';
import { OfflineDb, offlineDbName, type OutboxFile, type OutboxRequest } from './db';
import { clientIdOf, Outbox } from './outbox';
import { backoffDelay, Replayer } from './replayer';
import { isUnreached, sender } from './send';
import type { OfflineAdapter } from './adapter';
import { awaitAnswer, exclusive, leftBehind, stillSending, whileSending } from './tab-locks';

interface Connectivity {
  /** The last attempt to reach the server failed, or the browser says it has no network. */
  offline: boolean;
  /** When the server last answered (epoch ms), null when never on this browser. */
  lastReachedAt: number | null;
}

/** The signed-in user's offline machinery; null when nobody is signed in (or in component tests). */
export interface OfflineRuntime {
  userId: string;
  db: OfflineDb;
  outbox: Outbox;
  replayer: Replayer;
  /** What each feature keeps on this device and sends from it. */
  adapters: readonly OfflineAdapter[];
  /** Resolves once every answer given so far is kept on this device. */
  written(): Promise<void>;
  stop(): void;
}

let runtime: OfflineRuntime | null = null;
let connectivity: Connectivity = {
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  lastReachedAt: null,
};
const listeners = new Set<() => void>();

function setConnectivity(patch: Partial<Connectivity>) {
  const next = { ...connectivity, ...patch };
  if (next.offline === connectivity.offline && next.lastReachedAt === connectivity.lastReachedAt) return;
  connectivity = next;
  listeners.forEach((listener) => listener());
}

export const connectivityStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => connectivity,
};

export const activeOffline = () => runtime;

const runtimeListeners = new Set<() => void>();
function setRuntime(next: OfflineRuntime | null) {
  runtime = next;
  runtimeListeners.forEach((listener) => listener());
}

/** The runtime `accept` takes once the shell has started it; null when none has within `timeoutMs`. */
function startedRuntime(
  accept: (started: OfflineRuntime) => boolean,
  timeoutMs: number,
): Promise<OfflineRuntime | null> {
  return new Promise((resolve) => {
    const check = () => {
      if (!runtime || !accept(runtime)) return;
      end();
      resolve(runtime);
    };
    const timer = setTimeout(() => {
      end();
      resolve(null);
    }, timeoutMs);
    const end = () => {
      clearTimeout(timer);
      runtimeListeners.delete(check);
    };
    runtimeListeners.add(check);
    check();
  });
}

/**
 * The runtime of `userId` once the shell has started it (after the first screen is drawn); rejects
 * when it has not within `timeoutMs`.
 */
export async function runtimeOf(userId: string, timeoutMs: number): Promise<OfflineRuntime> {
  // The shell starts no store there (OfflineProvider): there is nothing to wait for.
  if (!keepsOffline()) throw new Error(noStorageMessage);
  const started = await startedRuntime((candidate) => candidate.userId === userId, timeoutMs);
  if (!started) throw new Error('The offline store did not start');
  return started;
}

/** Whether this browser lets the app keep data on the device (not where storage is turned off). */
export const keepsOffline = () => typeof indexedDB !== 'undefined';

export const noStorageMessage =
  'This browser does not let Humidor keep anything on this device (private browsing, or site data turned off), so nothing can be read offline here.';

/** The runtime as a store for React (useSyncExternalStore). */
export const runtimeStore = {
  subscribe(listener: () => void) {
    runtimeListeners.add(listener);
    return () => runtimeListeners.delete(listener);
  },
  get: () => runtime,
};

/**
 * Starts the signed-in user's outbox, replayer and saved answers (OfflineProvider does, in the
 * shell). Every trigger of docs/decisions/0056 ends in `replayer.run`.
 */
export function startOffline(
  userId: string,
  client: QueryClient,
  adapters: readonly OfflineAdapter[],
): OfflineRuntime {
  if (runtime?.userId === userId) return runtime;
  runtime?.stop();
  const db = new OfflineDb(userId);
  const outbox = new Outbox(db);
  const replayer = new Replayer(outbox, sender(adapters), {
    exclusive: exclusive(userId),
    stillSending: stillSending(userId),
  });
  setLastUserId(userId);

  let lastSaved = 0;
  const answered = () => {
    const now = Date.now();
    // An answer landing after the browser said it went offline was asked before (the working set
    // fetches in the background): it must not hide the offline banner.
    setConnectivity({
      offline: typeof navigator !== 'undefined' && navigator.onLine === false,
      lastReachedAt: now,
    });
    if (now - lastSaved > 10_000) {
      lastSaved = now;
      void db.meta.put({ key: 'lastReachedAt', value: now }).catch(() => undefined);
    }
    // Any answer is a sign the network is back: send what waits (a no-op when nothing does).
    void replayer.run();
  };
  // Online the saved answers are not read at start (main.tsx): the persister deletes old ones.
  const persister = persistQueries(client, db, answered);
  const unsubscribeErrors = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isUnreached(event.action.error))
      setConnectivity({ offline: true });
  });
  const back = () => void replayer.run({ force: true });
  const looked = () => {
    if (document.visibilityState === 'visible') void replayer.run();
  };
  const wentOffline = () => setConnectivity({ offline: true });
  window.addEventListener('online', back);
  window.addEventListener('offline', wentOffline);
  window.addEventListener('focus', looked);
  document.addEventListener('visibilitychange', looked);

  // A copy saved before the outbox stopped being called "sync" keeps the time under its first key.
  void db.meta
    .bulkGet(['lastReachedAt', 'lastSyncedAt'])
    .then((rows) => {
      const saved = rows.find((row) => typeof row?.value === 'number')?.value;
      if (typeof saved === 'number' && connectivity.lastReachedAt === null)
        setConnectivity({ lastReachedAt: saved });
    })
    .catch(() => undefined);
  void (async () => {
    await outbox.recoverInterrupted(leftBehind(userId));
    await outbox.pruneSent();
    await replayer.run();
  })().catch(() => undefined);

  const started: OfflineRuntime = {
    userId,
    db,
    outbox,
    replayer,
    adapters,
    written: () => persister.written(),
    stop() {
      replayer.close();
      persister.stop();
      unsubscribeErrors();
      window.removeEventListener('online', back);
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('focus', looked);
      document.removeEventListener('visibilitychange', looked);
      db.close();
      if (runtime?.db === db) setRuntime(null);
    },
  };
  setRuntime(started);
  return started;
}

/** How long a submit waits for the outbox to start before it sends without it. */
const outboxStartWaitMs = 5_000;

/**
 * How long a form waits for the server's answer before it gives the write to the outbox, as if no
 * answer came: "Waiting to send" where it was written (docs/decisions/0164).
 */
export const formAnswerWaitMs = 8_000;

/** The outcome of a submit: saved now (with the server's answer), or kept to send later. */
export type Submitted<R> = { state: 'sent'; result: R } | { state: 'queued' };

/**
 * Saves a write to the outbox first (with its files, in one local transaction), then sends it at
 * once when nothing older waits. An answer the network did not bring keeps it in the outbox,
 * "waiting to send"; a refusal while the form is open removes it again and reaches the form, which
 * still holds the draft. An answer slower than `formAnswerWaitMs` is not waited for by the form:
 * the write waits in the outbox, while its request goes on (with the write's lock, so nothing sends
 * it twice) and settles the entry when it ends. Without a signed-in runtime (component tests) it
 * simply sends.
 */
export async function submitThroughOutbox<R>(
  request: OutboxRequest,
  label: string,
  sendNow: () => Promise<R>,
  options: { files?: File[]; savedOf?(result: R): { href: string; ids: string[] } } = {},
): Promise<Submitted<R>> {
  // A form submitted while the shell is still starting the outbox (it starts after the first
  // screen) waits for it, so the write is kept on the device before it is sent.
  const active = runtime ?? (keepsOffline() ? await startedRuntime(() => true, outboxStartWaitMs) : null);
  if (!active) return { state: 'sent', result: await sendNow() };
  const files: OutboxFile[] = (options.files ?? []).map((file) => ({
    name: file.name,
    type: file.type,
    blob: file,
  }));
  let handOver: (queued: Submitted<R>) => void = () => undefined;
  const handedOver = new Promise<Submitted<R>>((resolve) => (handOver = resolve));
  const sending = whileSending(active.userId, clientIdOf(request), async (): Promise<Submitted<R>> => {
    // A browser that says it is offline is believed (TanStack would hold the request until it is
    // back); one that says it is online is not: only an answer counts.
    const knownOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
    let added: { seq: number; claimed: boolean };
    let correcting = false;
    try {
      // A refused write opened in its form from /outbox: refused again, it stays on /outbox.
      correcting = (await active.outbox.byId(clientIdOf(request)))?.status === 'failed';
      added = knownOffline
        ? { seq: await active.outbox.add(request, label, files), claimed: false }
        : await active.outbox.addToSend(request, label, files);
    } catch {
      // IndexedDB unavailable (private mode, full disk): the write can only be sent now.
      return { state: 'sent', result: await sendNow() };
    }
    const { seq, claimed } = added;
    if (!claimed) {
      if (knownOffline) setConnectivity({ offline: true });
      void active.replayer.run({ force: true });
      return { state: 'queued' };
    }
    const id = clientIdOf(request);
    // Set once the form has stopped waiting: the entry then waits in the outbox until this ends.
    const form = { waited: null as Promise<void> | null, answered: () => {} };
    const limit = setTimeout(() => {
      form.answered = awaitAnswer(active.userId, id);
      form.waited = active.outbox.markUnreached(seq, backoffDelay(1), Date.now()).then(() => {
        handOver({ state: 'queued' });
      });
    }, formAnswerWaitMs);
    try {
      const result = await sendNow();
      clearTimeout(limit);
      const saved = options.savedOf?.(result) ?? null;
      if (form.waited) {
        await form.waited;
        // The form has moved on: files it would have uploaded are the replayer's to send.
        if (files.length === 0) await active.outbox.markSent(seq, saved);
        else if (saved) await active.outbox.markSavedAwaitingFiles(seq, saved, 0);
      } else {
        // The form uploads the files itself now (and offers their retry on the saved record's page).
        await active.outbox.markSent(seq, saved);
      }
      return { state: 'sent', result };
    } catch (error) {
      clearTimeout(limit);
      if (form.waited) await form.waited;
      if (error instanceof ApiError && !isUnreached(error)) {
        if (correcting || form.waited) await active.outbox.markRefused(seq, error.message);
        else await active.outbox.remove(seq);
        if (form.waited) return { state: 'queued' };
        throw error;
      }
      setConnectivity({ offline: true });
      // A server error counts towards a refusal (docs/decisions/0102); no answer does not.
      const serverAnswered = error instanceof ApiError && error.status >= 500;
      await active.outbox.markUnreached(seq, backoffDelay(1), Date.now(), serverAnswered);
      return { state: 'queued' };
    } finally {
      form.answered();
      void active.replayer.run();
    }
  });
  return Promise.race([sending, handedOver]);
}

/** Sends what waits now (the Send now button, and sign-out before it wipes). */
export function sendOutboxNow() {
  return runtime?.replayer.run({ force: true }) ?? Promise.resolve(null);
}

export async function unsentCount(): Promise<number> {
  return (await runtime?.outbox.unsentCount().catch(() => 0)) ?? 0;
}

/**
 * Deletes every copy this browser keeps of the user's data (docs/decisions/0055): their IndexedDB
 * database (outbox and saved answers) and Cache Storage. The service worker's precached app shell
 * holds no user data and stays, so the app still opens offline for the next user.
 */
export async function wipeOfflineData(userId: string): Promise<void> {
  if (runtime?.userId === userId) runtime.stop();
  setLastUserId(null);
  setConnectivity({ lastReachedAt: null });
  if (typeof indexedDB !== 'undefined') {
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(offlineDbName(userId));
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    });
  }
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => !name.includes('precache'))
        .map((name) => caches.delete(name).catch(() => false)),
    );
  }
}
