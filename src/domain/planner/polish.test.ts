import { describe, expect, it } from 'vitest';
import { clone, totalDrive, type Solution } from './insertion.js';
import { compileProblem, routeDrive, type Model } from './model.js';
import { crossTails } from './moves.js';
import { bestOrder } from './order.js';
import { polish } from './polish.js';
import { construct, descend, runSteps, seededRandom } from './solver.js';
import type { PlanProblem, PlanStop } from './schema.js';
import { monday, stop, tuesday } from './test-problems.js';

/** Stops on a road east (+) and west (−) of home: `at` miles out, 10 minutes a mile. */
function onARoad(stops: (PlanStop & { at: number })[], dates = [monday]): PlanProblem {
  const home = { lat: 27.95, lng: -82.46 };
  const where = new Map<string, number>(stops.map((s) => [s.id, s.at]));
  const points = [...dates.flatMap((date) => [`start:${date}`, `end:${date}`]), ...stops.map((s) => s.id)];
  const at = (point: string) => where.get(point) ?? 0;
  return {
    days: dates.map((date) => ({ date, start: home, end: home, from: '08:00', to: '18:00' })),
    stops: stops.map(({ at: _, ...s }) => s),
    travel: {
      roadFactor: 1.3,
      mph: 35,
      table: { points, minutes: points.map((a) => points.map((b) => 10 * Math.abs(at(a) - at(b)))) },
    },
  };
}

const solutionOf = (model: Model, routes: number[][]): Solution => {
  const day = new Int32Array(model.n).fill(-1);
  routes.forEach((r, d) => r.forEach((s) => (day[s] = d)));
  return {
    routes,
    drive: routes.map((r, d) => routeDrive(model, d, r)),
    priority: routes.flat().reduce((sum, s) => sum + model.priority[s]!, 0),
    day,
  };
};

/** Every order of `items`. */
function* orders(items: number[]): Generator<number[]> {
  if (items.length <= 1) yield items;
  else
    for (let i = 0; i < items.length; i++)
      for (const rest of orders([...items.slice(0, i), ...items.slice(i + 1)])) yield [items[i]!, ...rest];
}

/** A day of 7 stops around Tampa with the benchmark's kinds of hours, an appointment and two locked stops. */
function randomDay(seed: number): PlanProblem {
  const random = seededRandom(seed);
  const hours = [
    undefined,
    { mon: [['09:00', '17:00']] as [string, string][] },
    { mon: [['14:00', '20:00']] as [string, string][] },
    {
      mon: [
        ['10:00', '12:00'],
        ['15:00', '19:00'],
      ] as [string, string][],
    },
  ];
  const stops = Array.from({ length: 7 }, (_, i) =>
    stop(`s${i}`, {
      lat: 27.95 + (random() - 0.5) * 0.5,
      lng: -82.46 + (random() - 0.5) * 0.5,
      minutes: 20 + 10 * Math.floor(random() * 3),
      ...(i === 0 ? { fixed: { date: monday, at: '11:00' } } : {}),
      ...(i > 2 ? { hours: hours[Math.floor(random() * hours.length)] } : {}),
      ...(i === 1 || i === 2 ? { day: monday, order: 2 - i } : {}),
    }),
  );
  const home = { lat: 27.95, lng: -82.46 };
  return {
    days: [{ date: monday, start: home, end: home, from: '08:00', to: '19:00' }],
    stops,
    travel: { roadFactor: 1.3, mph: 35 },
  };
}

describe('the exact order of a day (decision 0379)', () => {
  it('finds the known best order: out to the appointment at the far end, then home stop by stop', () => {
    const problem = onARoad([
      { ...stop('a'), at: 1 },
      { ...stop('b'), at: 2 },
      { ...stop('c'), at: 3 },
      { ...stop('d', { fixed: { date: monday, at: '08:40' } }), at: 4 },
    ]);
    const model = compileProblem(problem);
    const [a, b, c, d] = [0, 1, 2, 3];
    const messy = [c, a, d, b];
    expect(routeDrive(model, 0, messy)).toBe(-1); // d's appointment can't wait for two visits first
    expect(bestOrder(model, 0, messy, Infinity)).toEqual({ seq: [d, c, b, a], drive: 80 });
    // Nothing is returned when no order drives less than the bound.
    expect(bestOrder(model, 0, messy, 80)).toBeNull();
  });

  it('drives as little as the best of every order, and keeps windows, the appointment and the locks', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const model = compileProblem(randomDay(seed));
      const stops = Array.from({ length: model.n }, (_, i) => i);
      let least = Infinity;
      for (const seq of orders(stops)) {
        const drive = routeDrive(model, 0, seq);
        if (drive >= 0 && drive < least) least = drive;
      }
      const found = bestOrder(model, 0, stops, Infinity);
      if (least === Infinity) {
        expect(found).toBeNull();
        continue;
      }
      expect(found!.drive).toBeCloseTo(least, 9);
      expect(routeDrive(model, 0, found!.seq)).toBeCloseTo(found!.drive, 9);
      expect(found!.seq.indexOf(2)).toBeLessThan(found!.seq.indexOf(1)); // s2 is locked before s1
    }
  });
});

describe('the drive’s polish (decision 0379)', () => {
  it('exchanges the ends of two days that each cross over home', () => {
    // w1 stays on Monday and e2 on Tuesday: the days' ends are what may change.
    const problem = onARoad(
      [
        { ...stop('w1', { day: monday }), at: -1 },
        { ...stop('w2'), at: -2 },
        { ...stop('e1'), at: 1 },
        { ...stop('e2', { day: tuesday }), at: 2 },
      ],
      [monday, tuesday],
    );
    const model = compileProblem(problem);
    const sol = solutionOf(model, [
      [0, 2],
      [3, 1],
    ]);
    expect(totalDrive(sol)).toBe(120);
    expect(crossTails(model, sol)).toBe(true);
    expect(sol.routes).toEqual([
      [0, 1],
      [3, 2],
    ]);
    expect(totalDrive(sol)).toBe(80);
  });

  it('keeps the plan’s stops and their rules, and never places less priority or drives more for as much', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const random = seededRandom(seed);
      const stops = Array.from({ length: 24 }, (_, i) =>
        stop(`s${i}`, {
          lat: 27.95 + (random() - 0.5) * 0.6,
          lng: -82.46 + (random() - 0.5) * 0.6,
          minutes: 30 + 15 * Math.floor(random() * 3),
          priority: 1 + Math.floor(random() * 50),
          ...(random() < 0.3 ? { hours: { mon: [['13:00', '19:00']], tue: [['09:00', '12:00']] } } : {}),
          ...(i === 0 ? { fixed: { date: tuesday, at: '10:00' } } : {}),
          ...(i === 1 ? { day: monday, order: 1 } : i === 2 ? { day: monday, order: 0 } : {}),
        }),
      );
      const home = { lat: 27.95, lng: -82.46 };
      const model = compileProblem({
        days: [monday, tuesday].map((date) => ({ date, start: home, end: home, from: '08:00', to: '18:00' })),
        stops,
        travel: { roadFactor: 1.3, mph: 35 },
      });
      const start = construct(model);
      descend(model, start);
      const before = clone(start);
      const after = runSteps(polish(model, start, 40, Infinity, () => 0, random));
      expect(after.priority).toBeGreaterThanOrEqual(before.priority);
      before.day.forEach((d, s) => expect(d < 0 || after.day[s]! >= 0).toBe(true));
      expect(after.day[0]).toBe(1);
      if (after.priority === before.priority)
        expect(totalDrive(after)).toBeLessThanOrEqual(totalDrive(before) + 1e-9);
      after.routes.forEach((route, d) => {
        expect(routeDrive(model, d, route)).toBeCloseTo(after.drive[d]!, 9);
        route.forEach((s) => expect(after.day[s]).toBe(d));
      });
      const monday_ = after.routes[0]!;
      if (monday_.includes(1) && monday_.includes(2))
        expect(monday_.indexOf(2)).toBeLessThan(monday_.indexOf(1));
    }
  });
});
