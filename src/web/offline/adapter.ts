import type { QueryClient } from '@tanstack/react-query';
import type { RouteResult } from '../../domain/contract/route';
import type { environmentContract } from '../../domain/environment/contract';
import type { notesContract } from '../../domain/notes/contract';
import type { offlineContract } from '../../domain/offline/contract';
import type { OutboxEntry, OutboxRequest, TaskVersion } from './db';

/**
 * What one feature keeps on the device and sends from it (docs/decisions/0180). Each feature that
 * reads offline or writes through the outbox has one, in `features/<name>/offline.ts`; the list of
 * them is the app's (`app/offline-adapters.ts`), handed to the runtime when the shell starts it.
 * This module never imports a feature: features import it.
 */
export interface OfflineAdapter {
  /** The feature's name, as its folder says. */
  feature: string;
  /** What it keeps of its own: fetched with the working set into the query cache, under its keys. */
  keep?(copy: WorkingSetCopying): Promise<unknown>;
  /** The part of one working-set customer this feature shows, put under its own keys. */
  keepCustomer?(client: QueryClient, customer: KeptCustomer): void;
  /** Its part of the last 90 days of notes the user may see (newest first). */
  keepNotes?(client: QueryClient, notes: readonly KeptNote[]): void;
  /** The outbox writes it owns, by kind: how each is sent. */
  writes?: OutboxWrites;
}

/** One customer of the working set, with its Info tab and event-year sales. */
export type KeptCustomer = RouteResult<typeof offlineContract.customers>['customers'][number];
/** A note as the feed answers it. */
export type KeptNote = RouteResult<typeof notesContract.feed>['notes'][number];

/** What the working set gives each adapter's `keep`. */
export interface WorkingSetCopying {
  client: QueryClient;
  /** The admin settings and lists, fetched once for every adapter. */
  environment: RouteResult<typeof environmentContract.environment>;
}

/** What was saved: the page to open and the IDs made. */
export type Saved = NonNullable<OutboxEntry['saved']>;

/** How one kind of outbox write reaches the server. */
export interface OutboxWrite<K extends OutboxRequest['kind']> {
  /** Creates or changes the record (a repeat answers the first result: the client ID is in it). */
  save(request: Extract<OutboxRequest, { kind: K }>): Promise<Saved>;
  /**
   * A change over something changed on the server since the rep saw it: not sent over it, the rep
   * sees both versions (docs/decisions/0056). Null when there is none.
   */
  conflict?(request: Extract<OutboxRequest, { kind: K }>): Promise<WriteConflict | null>;
  /** Whose files the write's attachments become. */
  filesOwner: 'note' | 'order' | 'comment';
  /** The form a refused write is corrected in, every field under the same rules (decision 0072). */
  correctIn?(seq: number): string;
}

export interface WriteConflict {
  reason: string;
  serverVersion: TaskVersion;
}

export type OutboxWrites = { [K in OutboxRequest['kind']]?: OutboxWrite<K> };

/** The write of `kind` some adapter owns; a kind none owns is a programming error. */
export function writeOf<K extends OutboxRequest['kind']>(
  adapters: readonly OfflineAdapter[],
  kind: K,
): OutboxWrite<K> {
  for (const adapter of adapters) {
    const write = adapter.writes?.[kind] as OutboxWrite<K> | undefined;
    if (write) return write;
  }
  throw new Error(`No offline adapter sends ${kind} writes`);
}

/**
 * Kept notes as one page of an infinite list: offline the list ends there; online it reloads from
 * the server as usual.
 */
export const asOnePage = (notes: readonly KeptNote[]) => ({
  pages: [{ notes, nextCursor: null }],
  pageParams: [undefined],
});
