import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { milesBetween, type Position } from './geo';
import { maxRouteStops, planRoute, routeInOrder, tooManyStopsMessage } from './route';

const at = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });
const home = { latitude: 27.95, longitude: -82.46 };

describe('planRoute', () => {
  it('visits stops on a line in order of distance, whatever order they were picked in', () => {
    const stops = [at('far', 27.95, -82.1), at('near', 27.95, -82.4), at('middle', 27.95, -82.25)];
    const route = planRoute(home, stops);
    expect(route.legs.map((leg) => leg.stop.name)).toEqual(['near', 'middle', 'far']);
    // along one parallel the legs add up to the whole way, to well under a hundredth of a mile
    expect(route.totalMiles).toBeCloseTo(milesBetween(home, stops[0]!), 2);
  });

  it('beats nearest neighbour where it is not the shortest, reaching the best order (2-opt)', () => {
    const start = { latitude: 28, longitude: -82 };
    const stops = [
      at('a', 28.04, -81.97),
      at('b', 28.07, -81.91),
      at('c', 28.05, -81.98),
      at('d', 28.04, -81.96),
    ];
    const permutations = (list: string[]): string[][] =>
      list.length <= 1
        ? [list]
        : list.flatMap((x) => permutations(list.filter((y) => y !== x)).map((p) => [x, ...p]));
    const length = (names: string[]) =>
      routeInOrder(
        start,
        names.map((n) => stops.find((s) => s.name === n)!),
      ).totalMiles;
    const shortest = Math.min(...permutations(['a', 'b', 'c', 'd']).map(length));
    // nearest neighbour: a (closest to the start), then d, then c, then the long way to b
    expect(length(['a', 'd', 'c', 'b'])).toBeGreaterThan(shortest + 0.3);
    expect(planRoute(start, stops).totalMiles).toBeCloseTo(shortest, 9);
  });

  it('gives each leg and the total in miles', () => {
    const stops = [at('one', 28.0, -82.46), at('two', 28.1, -82.46)];
    const route = planRoute(home, stops);
    expect(route.legs.map((leg) => Math.round(leg.miles * 10) / 10)).toEqual([3.5, 6.9]);
    expect(route.totalMiles).toBeCloseTo(route.legs[0]!.miles + route.legs[1]!.miles, 9);
  });

  it('answers an empty route for no stops, and refuses more than 25', () => {
    expect(planRoute(home, [])).toEqual({ legs: [], totalMiles: 0 });
    const many = Array.from({ length: maxRouteStops + 1 }, (_, i) => at(`s${i}`, 28 + i / 100, -82));
    expect(() => planRoute(home, many)).toThrow(tooManyStopsMessage);
    expect(planRoute(home, many.slice(0, maxRouteStops)).legs).toHaveLength(maxRouteStops);
  });

  const position = fc.record({
    latitude: fc.double({ min: 25, max: 31, noNaN: true }),
    longitude: fc.double({ min: -87, max: -80, noNaN: true }),
  });

  it('is never longer than the stops in the order picked, and keeps every stop once', () => {
    fc.assert(
      fc.property(
        position,
        fc.array(position, { maxLength: maxRouteStops }),
        (start: Position, stops: Position[]) => {
          const route = planRoute(start, stops);
          expect(route.totalMiles).toBeLessThanOrEqual(routeInOrder(start, stops).totalMiles + 1e-6);
          expect(new Set(route.legs.map((leg) => leg.stop))).toEqual(new Set(stops));
          expect(route.legs).toHaveLength(stops.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
