import { describe, expect, it } from 'vitest';
import { maxRouteStops, tooManyStopsMessage } from '../../../../domain/visits/route';
import { legsOf, moved, ordered, withStop, type Stop } from './route-draft';

const stop = (customerId: string, latitude: number | null, longitude: number | null): Stop => ({
  customerId,
  name: `Shop ${customerId}`,
  city: 'Tampa',
  latitude,
  longitude,
});
const tampa = { latitude: 27.95, longitude: -82.46 };

describe("the day's route as the page holds it", () => {
  it('adds a customer once, and refuses a stop past the limit in the server’s words', () => {
    const one = withStop([], stop('a', 1, 1));
    expect(withStop(one.stops, stop('a', 1, 1)).stops).toHaveLength(1);
    const full = Array.from({ length: maxRouteStops }, (_, i) => stop(String(i), 28, -82));
    expect(withStop(full, stop('x', 28, -82))).toEqual({ stops: full, problem: tooManyStopsMessage });
  });

  it('moves a stop up or down by hand, and not past either end', () => {
    const stops = [stop('a', 1, 1), stop('b', 2, 2), stop('c', 3, 3)];
    expect(moved(stops, 2, -1).map((s) => s.customerId)).toEqual(['a', 'c', 'b']);
    expect(moved(stops, 0, 1).map((s) => s.customerId)).toEqual(['b', 'a', 'c']);
    expect(moved(stops, 0, -1).map((s) => s.customerId)).toEqual(['a', 'b', 'c']);
    expect(moved(stops, 2, 1).map((s) => s.customerId)).toEqual(['a', 'b', 'c']);
  });

  it('orders the placed stops nearest first from the start, never longer than as picked, the unplaced last', () => {
    const far = stop('far', 30.33, -81.66); // Jacksonville
    const near = stop('near', 27.97, -82.5); // Tampa
    const middle = stop('mid', 28.54, -81.38); // Orlando
    const nowhere = stop('nowhere', null, null);
    const picked = [far, nowhere, near, middle];
    const result = ordered(tampa, picked);
    expect(result.map((s) => s.customerId)).toEqual(['near', 'mid', 'far', 'nowhere']);
    expect(legsOf(tampa, result).totalMiles).toBeLessThanOrEqual(legsOf(tampa, picked).totalMiles);
    expect(legsOf(tampa, result).legs).toHaveLength(3);
  });
});
