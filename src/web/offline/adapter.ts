import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteResult } from '../../domain/contract/route';
import type { environmentContract } from '../../domain/environment/contract';
import type { notesContract } from '../../domain/notes/contract';
import type { offlineContract } from '../../domain/offline/contract';
import type { OutboxEntry, OutboxRequest } from './db';

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
  keepCustomer?(cache: CopyTarget, customer: KeptCustomer): void;
  /** Its part of the last 90 days of notes the user may see (newest first). */
  keepNotes?(cache: CopyTarget, notes: readonly KeptNote[]): void;
  /** The outbox writes it owns, by kind: how each is sent. */
  writes?: OutboxWrites;
}

/**
 * Where the working set puts an answer under a page's key. It was fetched a while ago (the copy
 * goes on in idle moments), so an answer the page has had since (a contact the rep has just added)
 * stays: `working-set.ts`'s `copyTarget`.
 */
export interface CopyTarget {
  put<T>(key: QueryKey, data: T): void;
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

/** The outbox request of one kind. */
export type RequestOf<K extends OutboxRequest['kind']> = Extract<OutboxRequest, { kind: K }>;

/** How one kind of outbox write reaches the server, and how /outbox shows and corrects it. */
export interface OutboxWrite<K extends OutboxRequest['kind']> {
  /** Creates or changes the record (a repeat answers the first result: the client ID is in it). */
  save(request: RequestOf<K>): Promise<Saved>;
  /**
   * A change over something changed on the server since the rep saw it: not sent over it, the rep
   * sees both versions (docs/decisions/0056). Null when there is none.
   */
  conflict?(request: RequestOf<K>): Promise<WriteConflict | null>;
  /** Whose files the write's attachments become; a kind without it never has files. */
  filesOwner?: 'note' | 'order' | 'comment';
  /** The form a refused write is corrected in, every field under the same rules (decision 0072). */
  correctIn?(seq: number): string;
  /** Or the editor /outbox corrects it in, in place (decision 0220). */
  Correction?: ComponentType<CorrectionProps<K>>;
  /** A conflict's two versions in words, and the write that goes over the server's ("Keep mine"). */
  conflictShown?: {
    theirs(serverVersion: unknown): string;
    mine(request: RequestOf<K>): string;
    overruling(request: RequestOf<K>): RequestOf<K>;
  };
}

/** What a correction editor gets: the refused write, and how to send it corrected (or give up). */
export interface CorrectionProps<K extends OutboxRequest['kind']> {
  request: RequestOf<K>;
  /** Puts the corrected request in the refused one's place and sends it. */
  send(corrected: RequestOf<K>): Promise<void>;
  onCancel(): void;
}

export interface WriteConflict {
  reason: string;
  serverVersion: unknown;
}

export type OutboxWrites = { [K in OutboxRequest['kind']]?: OutboxWrite<K> };

/** The write of the entry's kind among the adapters, when one owns it. */
export const writeFor = (adapters: readonly OfflineAdapter[], request: OutboxRequest) =>
  adapters.map((adapter) => adapter.writes?.[request.kind]).find(Boolean) as
    OutboxWrite<OutboxRequest['kind']> | undefined;

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
