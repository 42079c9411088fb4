import { milesBetween, type Position } from './geo.js';

export const maxRouteStops = 25;
export const tooManyStopsMessage = `A day's route holds at most ${maxRouteStops} stops. Take some out first.`;

export interface RouteLeg<T> {
  stop: T;
  /** Straight-line miles from the start or the stop before. */
  miles: number;
}

export interface PlannedRoute<T> {
  legs: RouteLeg<T>[];
  totalMiles: number;
}

type Distance = (a: Position, b: Position) => number;

/** The length of start → stops[order[0]] → stops[order[1]] → … (an open path: the day need not end at home). */
function pathLength(
  start: Position,
  stops: readonly Position[],
  order: readonly number[],
  distance: Distance,
): number {
  let total = 0;
  let here = start;
  for (const index of order) {
    total += distance(here, stops[index]!);
    here = stops[index]!;
  }
  return total;
}

function nearestNeighbour(start: Position, stops: readonly Position[], distance: Distance): number[] {
  const left = new Set(stops.keys());
  const order: number[] = [];
  let here = start;
  while (left.size > 0) {
    let best = -1;
    let bestMiles = Number.POSITIVE_INFINITY;
    for (const index of left) {
      const miles = distance(here, stops[index]!);
      if (miles < bestMiles) [best, bestMiles] = [index, miles];
    }
    order.push(best);
    left.delete(best);
    here = stops[best]!;
  }
  return order;
}

/** 2-opt on an open path: reverse any stretch that makes the path shorter, until none does. */
function twoOpt(
  start: Position,
  stops: readonly Position[],
  initial: number[],
  distance: Distance,
): number[] {
  const order = [...initial];
  const at = (i: number) => (i < 0 ? start : stops[order[i]!]!);
  const epsilon = 1e-9;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < order.length - 1; i += 1) {
      for (let j = i + 1; j < order.length; j += 1) {
        // Reversing order[i..j] swaps the edges (i-1, i) and (j, j+1) for (i-1, j) and (i, j+1);
        // an open path has no edge after its last stop.
        const before = distance(at(i - 1), at(i)) + (j + 1 < order.length ? distance(at(j), at(j + 1)) : 0);
        const after = distance(at(i - 1), at(j)) + (j + 1 < order.length ? distance(at(i), at(j + 1)) : 0);
        if (after < before - epsilon) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

/**
 * Orders the stops into a short route from `start`: nearest neighbour, then 2-opt, over
 * straight-line distances; the stops as picked are improved by 2-opt too and the shorter of the two
 * wins, so the route is never longer than the order the rep picked. `distance` is where a road
 * distance (OSRM) would plug in.
 */
export function planRoute<T extends Position>(
  start: Position,
  stops: readonly T[],
  distance: Distance = milesBetween,
): PlannedRoute<T> {
  if (stops.length > maxRouteStops) throw new RangeError(tooManyStopsMessage);
  const picked = [...stops.keys()];
  const candidates = [
    twoOpt(start, stops, nearestNeighbour(start, stops, distance), distance),
    twoOpt(start, stops, picked, distance),
  ];
  const [best] = candidates.sort(
    (a, b) => pathLength(start, stops, a, distance) - pathLength(start, stops, b, distance),
  );
  return routeInOrder(
    start,
    best!.map((i) => stops[i]!),
    distance,
  );
}

/** The legs and total of the stops in the order given (a route reordered by hand). */
export function routeInOrder<T extends Position>(
  start: Position,
  stops: readonly T[],
  distance: Distance = milesBetween,
): PlannedRoute<T> {
  let here: Position = start;
  const legs = stops.map((stop) => {
    const miles = distance(here, stop);
    here = stop;
    return { stop, miles };
  });
  return { legs, totalMiles: legs.reduce((sum, leg) => sum + leg.miles, 0) };
}
