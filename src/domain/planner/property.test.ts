import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPlan,
  planProblem,
  planSchema,
  unplacedKinds,
  type PlanProblem,
  type PlanStop,
} from './index.js';
import { weekdayKeys } from './schema.js';

const dates = ['2026-12-07', '2026-12-08', '2026-12-09'];
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const interval = fc
  .tuple(fc.integer({ min: 0, max: 46 }), fc.integer({ min: 1, max: 16 }))
  .map(
    ([start, length]) => [clock(start * 30), clock(Math.min(48, start + length) * 30)] as [string, string],
  );
const hours = fc.option(
  fc.dictionary(fc.constantFrom(...weekdayKeys), fc.array(interval, { minLength: 1, maxLength: 2 }), {
    maxKeys: 7,
  }),
  { nil: undefined },
);

const problems: fc.Arbitrary<PlanProblem> = fc
  .record({
    dayCount: fc.integer({ min: 1, max: 3 }),
    from: fc.integer({ min: 12, max: 20 }),
    length: fc.integer({ min: 4, max: 24 }),
    stops: fc.array(
      fc.record({
        lat: fc.double({ min: 27.6, max: 28.3, noNaN: true }),
        lng: fc.double({ min: -82.9, max: -82.1, noNaN: true }),
        minutes: fc.constantFrom(15, 20, 30, 45, 60, 90),
        priority: fc.integer({ min: 0, max: 100 }),
        hours,
        fixedDay: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined, freq: 5 }),
        fixedAt: fc.integer({ min: 14, max: 40 }),
        pinDay: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined, freq: 6 }),
        order: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined, freq: 2 }),
      }),
      { maxLength: 12 },
    ),
  })
  .map(({ dayCount, from, length, stops }) => {
    const days = dates.slice(0, dayCount);
    return {
      days: days.map((date) => ({
        date,
        start: { lat: 27.95, lng: -82.46 },
        end: { lat: 28.05, lng: -82.4 },
        from: clock(from * 30),
        to: clock(Math.min(48, from + length) * 30),
      })),
      stops: stops.map((s, i): PlanStop => {
        const fixedDate = s.fixedDay === undefined ? undefined : days[s.fixedDay % dayCount]!;
        return {
          id: `s${i}`,
          lat: s.lat,
          lng: s.lng,
          minutes: s.minutes,
          priority: s.priority,
          ...(s.hours ? { hours: s.hours } : {}),
          ...(fixedDate ? { fixed: { date: fixedDate, at: clock(s.fixedAt * 30) } } : {}),
          ...(s.pinDay !== undefined && !fixedDate ? { day: days[s.pinDay % dayCount]! } : {}),
          // A lock's place in its day (decision 0358), on appointments too.
          ...(s.order !== undefined && (fixedDate || s.pinDay !== undefined) ? { order: s.order } : {}),
        };
      }),
      travel: { roadFactor: 1.3, mph: 35 },
    };
  });

describe('the planner over random problems', () => {
  it('keeps every window, appointment, lock and day limit, and gives every stop left out a reason', () => {
    fc.assert(
      fc.property(problems, (problem) => {
        const plan = planProblem(problem, { iterations: 30, budgetMs: 60_000 });
        expect(planSchema.safeParse(plan).success).toBe(true);
        expect(checkPlan(problem, plan)).toEqual([]);
        for (const left of plan.unplaced) expect(unplacedKinds).toContain(left.kind);
      }),
      { numRuns: 150, seed: 47 },
    );
  });
});
