import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { rankNearProspects } from '../../../domain/prospects/near';
import type { Position } from '../../../domain/visits/geo';
import type { OfflineAdapter } from '../../offline/adapter';
import { fetchKeptProspects, prospectKeys, type Prospect } from './api/prospects';

/** Whether a cache key holds the prospects Near me reads offline. */
export const holdsProspects = (key: QueryKey) =>
  key[0] === prospectKeys.kept[0] && key[1] === prospectKeys.kept[1];

/**
 * Near me's prospects offline: the open ones this device keeps, ranked from `origin` by the
 * server's own ranking (decision 0353). One marked or turned on this device since it kept them
 * leaves the list, as it leaves the server's.
 */
export function nearKeptProspects(client: QueryClient, origin: Position) {
  const kept = client.getQueryData<Prospect[]>(prospectKeys.kept) ?? [];
  return rankNearProspects(
    origin,
    kept.filter((prospect) => prospect.status === 'open'),
  );
}

/**
 * Prospects on the device (decision 0353): the open ones of the rep's states, so Near me lists
 * them offline. A note, "not interested" and the turn into a customer need the server.
 */
export const prospectsOffline: OfflineAdapter = {
  feature: 'prospects',
  keep: ({ client }) => client.prefetchQuery({ queryKey: prospectKeys.kept, queryFn: fetchKeptProspects }),
};
