import type { DehydratedState } from '@tanstack/react-query';
import Dexie, { type Table } from 'dexie';
import { upgradedElsewhere } from './upgraded-elsewhere';

/**
 * The outbox's write kinds, by name, each with what it keeps besides its kind (docs/decisions/0220).
 * This module names none: each feature adds its own from its `offline.ts`, by declaration merging:
 *
 *     declare module '../../offline/db' {
 *       interface OutboxKinds { checkIn: { body: VisitStart & { clientId: string } } }
 *     }
 *
 * A kind carries its client ID as `clientId` or `body.clientId` (`clientIdOf`, `outbox.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface OutboxKinds {}

/** One write as the outbox keeps it: enough to send it again, nothing derived. */
export type OutboxRequest = { [K in keyof OutboxKinds]: { kind: K } & OutboxKinds[K] }[keyof OutboxKinds];

/** waiting → sending → sent; a refusal is failed, a write over a server change is conflict. */
export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'failed' | 'conflict';

/** A photo or file chosen with a note or order, kept as a blob until it is uploaded. */
export interface OutboxFile {
  name: string;
  type: string;
  blob: Blob;
}

export interface OutboxEntry {
  /** Auto-incremented: the order writes are sent in. */
  seq?: number;
  /** The write's client ID: the server saves it at most once whatever the number of sends. */
  id: string;
  request: OutboxRequest;
  /** What the rep recognises the write by, e.g. "Note: Shop visit". */
  label: string;
  status: OutboxStatus;
  /** Why the server refused it (failed, conflict), in the server's words. */
  reason: string | null;
  /**
   * The server's version of what a conflicting change was about, shown beside the rep's by the
   * adapter that owns the write's kind (`OutboxWrite.conflictShown`).
   */
  serverVersion: unknown;
  files: OutboxFile[];
  /** Files already uploaded (from the start of `files`): a retry uploads only the rest. */
  filesUploaded: number;
  attempts: number;
  /**
   * Server errors (5xx with the server's words) answered to this write in a row: at
   * `serverErrorsBeforeRefusal` the write is refused (docs/decisions/0102). Missing in older rows.
   */
  serverErrors?: number;
  /**
   * A form sent it at once and shows what came of it: the lists show it as waiting only once it
   * has waited (the form's send did not get through). Missing in older rows.
   */
  claimedByForm?: boolean;
  /** Epoch ms before which the backoff timer does not send it again. */
  nextAttemptAt: number;
  createdAt: string;
  sentAt: string | null;
  /** What was saved: the page to open and the ids made. */
  saved: { href: string; ids: string[] } | null;
}

/** One answer kept for reading offline: a query of TanStack's dehydrated state. */
export type KeptQuery = DehydratedState['queries'][number];

/**
 * Answers kept for reading offline, up to `bundleSize` to a row (decision 0385): Chromium's IndexedDB
 * costs about the same per row whatever its size, and a rep's working set is some 2,300 answers.
 * A row is written once and never changed; a newer copy of an answer goes into a newer row.
 */
export interface Bundle {
  id: string;
  queries: KeptQuery[];
  /** The newest answer's `dataUpdatedAt` (epoch ms): when even that is 14 days old, the row goes. */
  updatedAt: number;
}

/**
 * What a bundle holds, without the answers: small enough to read every one at start, so the writer
 * knows which rows no longer hold the newest copy of anything and deletes them.
 */
export interface BundleContents {
  id: string;
  /** Each answer's query hash and `dataUpdatedAt`. Rows sort by id in the order they were written. */
  answers: [hash: string, updatedAt: number][];
}

/** The most answers in one row: a row of 100 took about 0.4 ms to write unthrottled (decision 0374). */
export const bundleSize = 100;

let bundlesMade = 0;
/**
 * A new row's id: in the order this tab writes them (of two copies of an answer with the same
 * `dataUpdatedAt`, the later row's wins), and not another tab's.
 */
const bundleId = () =>
  [
    Date.now().toString(36).padStart(9, '0'),
    (bundlesMade++ % 36 ** 4).toString(36).padStart(4, '0'),
    Math.random().toString(36).slice(2, 8),
  ].join('.');

/** One bundle of `queries` (at most `bundleSize`), with its contents, under a new id. */
export function bundleOf(queries: KeptQuery[]): { bundle: Bundle; contents: BundleContents } {
  const id = bundleId();
  const answers = queries.map((query): [string, number] => [query.queryHash, query.state.dataUpdatedAt]);
  return {
    bundle: { id, queries, updatedAt: Math.max(...answers.map(([, updatedAt]) => updatedAt)) },
    contents: { id, answers },
  };
}

/** `queries` in bundles of `bundleSize`. */
export function bundlesOf(queries: readonly KeptQuery[]) {
  const made: ReturnType<typeof bundleOf>[] = [];
  for (let start = 0; start < queries.length; start += bundleSize)
    made.push(bundleOf(queries.slice(start, start + bundleSize)));
  return made;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * One IndexedDB database per user (docs/decisions/0055): nothing of one user is ever in another's
 * database, and signing out deletes the whole database.
 */
export class OfflineDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  bundles!: Table<Bundle, string>;
  contents!: Table<BundleContents, string>;
  meta!: Table<MetaRow, string>;

  constructor(userId: string, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(offlineDbName(userId), options);
    this.version(1).stores({ outbox: '++seq, &id, status', queries: 'hash, updatedAt', meta: 'key' });
    // Version 1 kept one row per answer (`queries`, by query hash): its answers move into bundles, so
    // a phone updated while offline still reads what it kept.
    this.version(2)
      .stores({ queries: null, bundles: 'id, updatedAt', contents: 'id' })
      .upgrade(async (transaction) => {
        const rows = (await transaction.table('queries').toArray()) as { query: KeptQuery }[];
        const made = bundlesOf(rows.map((row) => row.query));
        await transaction.table('bundles').bulkAdd(made.map(({ bundle }) => bundle));
        await transaction.table('contents').bulkAdd(made.map(({ contents }) => contents));
      });
    // Dexie's own handling still closes this connection (the handler does not return false), so the
    // other tab's upgrade is never blocked; a deletion (a sign-out elsewhere) has no new version.
    this.on('versionchange', (event) => {
      if (event.newVersion !== null) upgradedElsewhere();
    });
  }
}

export const offlineDbName = (userId: string) => `humidor-offline-${userId}`;
