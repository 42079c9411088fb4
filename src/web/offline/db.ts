import Dexie, { type Table } from 'dexie';
import type { NewComment } from '../../domain/comments/schemas';
import type { NewNote, TaskInput } from '../../domain/notes/schemas';
import type { OrderInputDraft } from '../../domain/orders/schemas';

/** A task change as the notes routes take it. */
export type TaskChange =
  ({ kind: 'set' } & TaskInput) | { kind: 'resolve' } | { kind: 'unresolve' } | { kind: 'remove' };

/** What the task looked like when the rep changed it: a different server version is a conflict. */
export interface TaskVersion {
  isTask: boolean;
  isResolved: boolean;
  taskDescription: string | null;
}

/** One write as the outbox keeps it: enough to send it again, nothing derived. */
export type OutboxRequest =
  | { kind: 'note'; body: NewNote & { clientId: string } }
  | { kind: 'order'; body: OrderInputDraft & { clientId: string } }
  | { kind: 'comment'; noteId: string; body: NewComment & { clientId: string } }
  | { kind: 'task'; noteId: string; change: TaskChange; clientId: string; base: TaskVersion | null };

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
  /** The server's version of what a conflicting change was about, shown beside the rep's. */
  serverVersion: TaskVersion | null;
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
