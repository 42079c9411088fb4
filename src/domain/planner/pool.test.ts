import { describe, expect, it } from 'vitest';
import type { Solution } from './insertion.js';
import { compileProblem, routeDrive, type Model } from './model.js';
import { recombine, RoutePool } from './pool.js';
import { monday, problemOf, stop, tuesday } from './test-problems.js';

/** A plan of the given day routes, by stop index. */
function solutionOf(model: Model, routes: number[][]): Solution {
  const day = new Int32Array(model.n).fill(-1);
  routes.forEach((r, d) => r.forEach((s) => (day[s] = d)));
  return {
    routes,
    drive: routes.map((r, d) => routeDrive(model, d, r)),
    priority: routes.flat().reduce((sum, s) => sum + model.priority[s]!, 0),
    day,
  };
}

/** Four 200-minute visits, 20 minutes apart, over Monday and Tuesday: two fit a day (a third would end at 19:20). */
function twoADay(): Model {
  const stops = ['a', 'b', 'c', 'd'].map((id) => stop(id, { minutes: 200 }));
  return compileProblem(problemOf(stops, { dates: [monday, tuesday] }));
}

const setsOf = (sol: Solution) => sol.routes.map((r) => r.slice().sort((x, y) => x - y));

describe('the recombination of pooled day routes (decision 0380)', () => {
  it('takes each day’s route from a different plan when together they place more', () => {
    const model = twoADay();
    const pool = new RoutePool(model);
    const first = solutionOf(model, [[0, 1], [2]]);
    const second = solutionOf(model, [[0], [2, 3]]);
    pool.add(first);
    pool.add(second);
    const joined = recombine(model, pool, first);
    expect(joined && setsOf(joined)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(joined?.priority).toBe(40);
    expect(joined?.drive).toEqual([60, 60]);
    expect(Array.from(joined!.day)).toEqual([0, 0, 1, 1]);
  });

  it('offers a route seen on one day to another day whose hours allow it', () => {
    const model = twoADay();
    const pool = new RoutePool(model);
    const first = solutionOf(model, [[0, 1], []]);
    pool.add(first);
    pool.add(solutionOf(model, [[2, 3], []]));
    const joined = recombine(model, pool, first);
    expect(joined?.priority).toBe(40);
    expect(joined && setsOf(joined).flat().sort()).toEqual([0, 1, 2, 3]);
  });

  it('keeps the appointments the plan in hand places, and says null when nothing beats it', () => {
    // a is Monday's appointment, worth 1; c and d can only be on Monday.
    const stops = [
      stop('a', { minutes: 200, priority: 1, fixed: { date: monday, at: '09:00' } }),
      stop('b', { minutes: 200 }),
      stop('c', { minutes: 200, day: monday }),
      stop('d', { minutes: 200, day: monday }),
    ];
    const model = compileProblem(problemOf(stops, { dates: [monday, tuesday] }));
    const pool = new RoutePool(model);
    const first = solutionOf(model, [[0, 1], []]);
    pool.add(first);
    // Worth 30 against 11, but it drops Monday's appointment.
    pool.add(solutionOf(model, [[2, 3], [1]]));
    expect(recombine(model, pool, first)).toBeNull();
  });

  it('picks the shorter of two splits of the same stops between the days', () => {
    // On a road through home: a and b east, c and d west; a day east and a day west drives 48, a day each way 88.
    const at = new Map([
      ['a', 10],
      ['b', 12],
      ['c', -10],
      ['d', -12],
    ]);
    const problem = problemOf(
      [...at.keys()].map((id) => stop(id, { minutes: 200 })),
      { dates: [monday, tuesday] },
    );
    const table = problem.travel.table!;
    const place = (p: string) => at.get(p) ?? 0;
    table.minutes = table.points.map((p) => table.points.map((q) => Math.abs(place(p) - place(q))));
    const model = compileProblem(problem);
    const pool = new RoutePool(model);
    const crossed = solutionOf(model, [
      [0, 2],
      [1, 3],
    ]);
    pool.add(crossed);
    pool.add(
      solutionOf(model, [
        [0, 1],
        [2, 3],
      ]),
    );
    const joined = recombine(model, pool, crossed);
    expect(crossed.drive.reduce((x, y) => x + y, 0)).toBe(88);
    expect(joined && setsOf(joined)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(joined!.drive.reduce((x, y) => x + y, 0)).toBe(48);
  });

  it('joins an independent run’s pool into its own, so the recombination takes routes of both (decision 0387)', () => {
    const model = twoADay();
    const pool = new RoutePool(model);
    const first = solutionOf(model, [[0, 1], [2]]);
    pool.add(first);
    const other = new RoutePool(model);
    other.add(solutionOf(model, [[0], [2, 3]]));
    expect(recombine(model, pool, first)).toBeNull();
    pool.join(other);
    const joined = recombine(model, pool, first);
    expect(joined && setsOf(joined)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(joined?.priority).toBe(40);
  });
});
