import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCacheAdditions } from '../lib/cache-additions';

/**
 * What a page reads from what this device keeps while no server answers (`cannotAsk`): `read` over
 * the query cache, read again when an answer `matches` accepts arrives there (the device's copy,
 * restored a moment after the network went); undefined while the server can be asked. `read` is a
 * feature adapter's (features/<name>/offline.ts) and is read anew when `input` changes.
 * `matches` must keep its identity (a module-level function).
 */
export function useKept<T>(
  cannotAsk: boolean,
  matches: (key: QueryKey) => boolean,
  read: (client: QueryClient) => T,
  input: unknown,
): T | undefined {
  const client = useQueryClient();
  const added = useCacheAdditions(cannotAsk, matches);
  return useMemo(
    () => (cannotAsk ? read(client) : undefined),
    // `read` is a new function each render: what it reads by is `input`; `added`, the kept answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cannotAsk, client, added, input],
  );
}
