import Dexie, { type Table } from 'dexie';

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

/** A TanStack Query answer kept for reading offline, by query hash. */
export interface StoredQuery {
  hash: string;
  /** One query of TanStack's dehydrated state. */
  query: unknown;
  /** When the server last answered it (epoch ms): older than 14 days is dropped. */
  updatedAt: number;
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
  queries!: Table<StoredQuery, string>;
  meta!: Table<MetaRow, string>;

  constructor(userId: string, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(offlineDbName(userId), options);
    this.version(1).stores({ outbox: '++seq, &id, status', queries: 'hash, updatedAt', meta: 'key' });
  }
}

export const offlineDbName = (userId: string) => `humidor-offline-${userId}`;
