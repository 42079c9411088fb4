import { nearestFirst } from '../visits/near.js';
import type { Position } from '../visits/geo.js';
import type { NearProspect, Prospect } from './contract.js';

/**
 * Near me's prospects in Near me's one order (`nearestFirst`, decision 0267): the server ranks what
 * its box query finds, the phone offline what it keeps (decision 0353), so both answer alike
 * (`server/prospects/near-offline.test.ts` holds them equal).
 */
export const rankNearProspects = (origin: Position, prospects: Iterable<Prospect>): NearProspect[] =>
  nearestFirst(origin, prospects, (prospect) => prospect.id);
