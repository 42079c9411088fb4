import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LiveChangeKind } from '../../domain/live/changes';
import type { LiveChange } from './live-stream';
import { whenIdle } from './idle';
import { FirstScreenContext } from './server-drawn';

export type { LiveChange } from './live-stream';
type Listener = (change: LiveChange) => void;

const LiveContext = createContext<{ subscribe(listener: Listener): () => void } | null>(null);

/**
 * The signed-in user's Server-Sent Events, one connection per browser shared by its tabs
 * (`shareEventStream`). Events carry only a kind and an id; listeners refetch through the scoped
 * API. After a dropped connection, or when another tab takes the connection over, everything is
 * refreshed.
 */
export function LiveEventsProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  const client = useQueryClient();
  // A page the server drew starts from answers older than the stream.
  const serverDrawn = useContext(FirstScreenContext) !== null;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    // The stream's code (and zod, which checks each event) arrives after the page's first paint,
    // not in the first download (docs/performance.md, first screen).
    void import('./live-stream').then(({ shareEventStream }) => {
      if (stopped) return;
      // One stream per signed-in user: tabs of another user never share it.
      stop = shareEventStream(
        {
          onChange: (change) => listeners.current.forEach((listener) => listener(change)),
          // Once the main thread is idle: a page just taken over has enough to do first.
          onRefresh: () => whenIdle(() => void client.invalidateQueries()),
        },
        { name: `humidor-live-${userId}`, behind: serverDrawn },
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId, client, serverDrawn]);
  const [value] = useState(() => ({
    subscribe(listener: Listener) {
      listeners.current.add(listener);
      return () => {
        listeners.current.delete(listener);
      };
    },
  }));
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

/** Refetches `queryKey` whenever a change of one of `kinds` arrives. */
export function useLiveInvalidation(kinds: readonly LiveChangeKind[], queryKey: QueryKey) {
  const live = useContext(LiveContext);
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  const kindList = kinds.join(',');
  useEffect(() => {
    if (!live) return;
    const wanted = new Set<string>(kindList.split(','));
    return live.subscribe((change) => {
      if (wanted.has(change.kind)) void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    });
  }, [live, client, key, kindList]);
}
