import { cadenceDaysOf, visitStanding, type VisitCadence } from '../../../../domain/visits/cadence';
import { milesBetween, type Position } from '../../../../domain/visits/geo';
import type { NearCustomer } from '../api/visits';
import { nearLimit } from '../../../../domain/visits/contract';

/** A customer this device keeps with its place: what Near me needs to rank it offline. */
export type KeptPlace = Omit<NearCustomer, 'distanceMiles' | 'status'>;

/**
 * Near me from what the device keeps (offline): the same straight-line miles (`milesBetween`) and
 * the same visit status rule as the server, nearest first, at most as many as the server answers.
 */
export function rankNear(
  origin: Position,
  places: Iterable<KeptPlace>,
  cadence: VisitCadence,
  now: Date,
): NearCustomer[] {
  const rows: NearCustomer[] = [];
  for (const place of places) {
    const lastVisit = place.lastVisitAt ? new Date(place.lastVisitAt) : null;
    const { status } = visitStanding(lastVisit, now, cadenceDaysOf(place.grade, cadence));
    rows.push({ ...place, distanceMiles: milesBetween(origin, place), status });
  }
  return rows
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name))
    .slice(0, nearLimit);
}
