import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export interface LiveChange {
  kind: string;
  id: string | null;
}
type Listener = (change: LiveChange) => void;

const LiveContext = createContext<{ subscribe(listener: Listener): () => void } | null>(null);

/**
 * One Server-Sent Events stream for the signed-in user. Events carry only a kind and an id;
 * listeners refetch through the scoped API. After a dropped connection everything is refreshed.
 */
export function LiveEventsProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource('/api/events');
    let dropped = false;
    source.addEventListener('change', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as LiveChange;
      listeners.current.forEach((listener) => listener(change));
    });
    source.onerror = () => {
      dropped = true;
    };
    source.onopen = () => {
      if (dropped) void client.invalidateQueries();
      dropped = false;
    };
    return () => source.close();
  }, [enabled, client]);
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
export function useLiveInvalidation(kinds: string[], queryKey: QueryKey) {
  const live = useContext(LiveContext);
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  const kindList = kinds.join(',');
  useEffect(() => {
    if (!live) return;
    const wanted = new Set(kindList.split(','));
    return live.subscribe((change) => {
      if (wanted.has(change.kind)) void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    });
  }, [live, client, key, kindList]);
}
