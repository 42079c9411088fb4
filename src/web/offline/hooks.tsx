import { useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { OfflineAdapter } from './adapter';
import type { OutboxEntry, OutboxRequest } from './db';
import { isUnsettled } from './outbox';
import { connectivityStore, keepsOffline, runtimeStore, startOffline } from './runtime';

/**
 * Starts the signed-in user's outbox, replayer and saved answers for as long as the shell is shown
 * (app/shell/SignedIn.tsx); a different user gets their own.
 */
export function OfflineProvider({
  userId,
  adapters,
  children,
}: {
  userId: string;
  adapters: readonly OfflineAdapter[];
  children?: ReactNode;
}) {
  const client = useQueryClient();
  useEffect(() => {
    if (!keepsOffline()) return;
    const started = startOffline(userId, client, adapters);
    return () => started.stop();
  }, [userId, client, adapters]);
  return children ?? null;
}

/** Online or not, and when the server last answered. */
export function useConnectivity() {
  return useSyncExternalStore(connectivityStore.subscribe, connectivityStore.get, connectivityStore.get);
}

/** The outbox, live: every change to it (this tab's or another's) shows at once. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  const active = useSyncExternalStore(runtimeStore.subscribe, runtimeStore.get, runtimeStore.get);
  const [read, setRead] = useState<{ of: unknown; entries: OutboxEntry[] } | null>(null);
  useEffect(() => {
    if (!active) return;
    const subscription = liveQuery(() => active.outbox.all()).subscribe({
      next: (entries) => setRead({ of: active, entries }),
      error: () => setRead({ of: active, entries: [] }),
    });
    return () => subscription.unsubscribe();
  }, [active]);
  return read && read.of === active ? read.entries : undefined;
}

/** Writes not yet on the server: waiting, being sent, refused or conflicting. */
export function useUnsentCount(): number {
  const entries = useOutboxEntries();
  return entries?.filter((entry) => entry.status !== 'sent').length ?? 0;
}

/** A refused write of one kind, as its form takes it back: the request and its files as Files. */
export interface RefusedWrite<K extends OutboxRequest['kind']> {
  request: Extract<OutboxRequest, { kind: K }>;
  reason: string | null;
  files: File[];
}

/**
 * The refused write a page's form was opened for from /outbox (`?outbox=<seq>`), read once: the form
 * owns it from then on (its submit puts the corrected write in its place). undefined while reading,
 * null when there is none (sent, discarded, or another kind).
 */
export function useRefusedWrite<K extends OutboxRequest['kind']>(
  seq: string | null,
  kind: K,
): RefusedWrite<K> | null | undefined {
  const entries = useOutboxEntries();
  const [held, setHeld] = useState<RefusedWrite<K> | null | undefined>(seq === null ? null : undefined);
  if (held === undefined && entries !== undefined) {
    const entry = entries.find((candidate) => String(candidate.seq) === seq);
    setHeld(
      entry && isUnsettled(entry) && !entry.saved && entry.request.kind === kind
        ? {
            request: entry.request as Extract<OutboxRequest, { kind: K }>,
            reason: entry.reason,
            files: entry.files.map((file) => new File([file.blob], file.name, { type: file.type })),
          }
        : null,
    );
  }
  return held;
}
