import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * A number that changes whenever the query cache gains an answer `matches` accepts, while
 * `watching`: a search over the answers this device keeps runs again when its saved copy arrives in
 * the cache (restored from the device a moment after the network went), not only at the next
 * keystroke. `matches` must keep its identity (a module-level function).
 */
export function useCacheAdditions(watching: boolean, matches: (key: QueryKey) => boolean): number {
  const client = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!watching) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type === 'added' && matches(event.query.queryKey)) setVersion((v) => v + 1);
    });
  }, [client, watching, matches]);
  return version;
}
