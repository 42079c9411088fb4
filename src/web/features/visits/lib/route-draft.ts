import type { Position } from '../../../../domain/visits/geo';
import { maxRouteStops, planRoute, routeInOrder, tooManyStopsMessage } from '../../../../domain/visits/route';
import type { RoutePlan } from '../api/visits';

/** A stop of the day's route as the page holds it (null place: the customer has none on the map). */
export type Stop = Omit<RoutePlan['stops'][number], 'checkedIn'> & { checkedIn?: boolean };

/** A stop with a place on the map: only these can be ordered and measured. */
export type PlacedStop = Stop & Position;

export const isPlaced = (stop: Stop): stop is PlacedStop => stop.latitude !== null && stop.longitude !== null;

/** Adds a stop at the end, once; refused beyond the limit with the server's words. */
export function withStop(stops: readonly Stop[], stop: Stop): { stops: Stop[]; problem: string | null } {
  if (stops.some((s) => s.customerId === stop.customerId)) return { stops: [...stops], problem: null };
  if (stops.length >= maxRouteStops) return { stops: [...stops], problem: tooManyStopsMessage };
  return { stops: [...stops, stop], problem: null };
}

/** Moves the stop at `index` one place up (-1) or down (+1); at either end nothing moves. */
export function moved(stops: readonly Stop[], index: number, by: -1 | 1): Stop[] {
  const to = index + by;
  if (to < 0 || to >= stops.length) return [...stops];
  const next = [...stops];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The stops in a short order from `start` (nearest neighbour and 2-opt, `planRoute`); stops without
 * a place keep their turn at the end, as the rep cannot be sent there by the map.
 */
export function ordered(start: Position, stops: readonly Stop[]): Stop[] {
  const placed = stops.filter(isPlaced);
  return [...planRoute(start, placed).legs.map((leg) => leg.stop), ...stops.filter((s) => !isPlaced(s))];
}

/** Each placed stop's leg in miles from the one before (the start first), and the total. */
export function legsOf(start: Position, stops: readonly Stop[]) {
  return routeInOrder(start, stops.filter(isPlaced));
}
