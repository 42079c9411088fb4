import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OutboxEntry, OutboxRequest } from './db';
import { useOutboxEntries } from './hooks';

/** The writes a list shows where they were written while the server does not have them (any kind). */
export type WaitingKind = OutboxRequest['kind'];

/** How a waiting write stands: `sent` until the list's next answer holds it. */
export type WaitingState = 'waiting' | 'sending' | 'sent' | 'refused';

/** A write of the outbox as a row of the list it was written in (docs/decisions/0103). */
export interface WaitingWrite<K extends WaitingKind = WaitingKind> {
  /** The write's client ID. */
  id: string;
  request: Extract<OutboxRequest, { kind: K }>;
  /** What the rep recognises it by, e.g. "Order: Smoke Shop". */
  label: string;
  state: WaitingState;
  /** Why the server refused it, in its words. */
  reason: string | null;
  createdAt: string;
}

/** What a list shows now: the server's rows' IDs, and when it last answered (epoch ms). */
export interface ShownList {
  ids: readonly string[];
  updatedAt: number;
}

const stateOf = (entry: OutboxEntry): WaitingState =>
  entry.status === 'failed' || entry.status === 'conflict' ? 'refused' : entry.status;

/**
 * Whether a list shows this entry as a row of its own. A write the form is sending (or sent) at once
 * is the form's to show; one that has waited shows until the server's row replaces it: a sent write
 * is matched to its row by the IDs the server answered for its client ID, and goes when the list has
 * answered since it was sent (its row is there, or it is not in this list).
 */
function stillOwed(entry: OutboxEntry, shown: ShownList): boolean {
  if (entry.status === 'waiting' || entry.status === 'failed' || entry.status === 'conflict') return true;
  if (entry.claimedByForm) return false;
  if (entry.status === 'sending') return true;
  const sentAt = entry.sentAt ? Date.parse(entry.sentAt) : 0;
  const listed = entry.saved?.ids.some((id) => shown.ids.includes(id)) ?? false;
  return !listed && sentAt > shown.updatedAt;
}

/** The outbox's writes of `kind` that `where` keeps and the list does not show yet, newest first. */
export function waitingWritesOf<K extends WaitingKind>(
  entries: readonly OutboxEntry[],
  kind: K,
  where: (request: Extract<OutboxRequest, { kind: K }>) => boolean,
  shown: ShownList,
): WaitingWrite<K>[] {
  const rows: WaitingWrite<K>[] = [];
  for (const entry of entries) {
    if (entry.request.kind !== kind) continue;
    const request = entry.request as Extract<OutboxRequest, { kind: K }>;
    if (!where(request) || !stillOwed(entry, shown)) continue;
    rows.push({
      id: entry.id,
      request,
      label: entry.label,
      state: stateOf(entry),
      reason: entry.reason,
      createdAt: entry.createdAt,
    });
  }
  return rows.reverse();
}

/**
 * The waiting writes of `kind` for a list, live: each change of the outbox (this tab's or another's)
 * shows at once. A write sent while the list still shows an older answer asks the list again
 * (`queryKey`), so its row comes even when no live event does.
 */
export function useWaitingWrites<K extends WaitingKind>(
  kind: K,
  where: (request: Extract<OutboxRequest, { kind: K }>) => boolean,
  list: ShownList & { queryKey: QueryKey },
): WaitingWrite<K>[] {
  const entries = useOutboxEntries();
  const rows = entries ? waitingWritesOf(entries, kind, where, list) : [];
  const client = useQueryClient();
  const sent = rows
    .filter((row) => row.state === 'sent')
    .map((row) => row.id)
    .join();
  const key = JSON.stringify(list.queryKey);
  useEffect(() => {
    if (sent) void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
  }, [client, key, sent]);
  return rows;
}
