import { describe, expect, it } from 'vitest';
import { checkPlan, planProblem, travelMinutesModel, type Plan } from './index.js';
import { monday, problemOf, stop, tuesday } from './test-problems.js';

const visits = (plan: Plan) => plan.days.map((d) => d.stops.map((s) => `${s.id} ${s.arrive}–${s.leave}`));
const reasons = (plan: Plan) => Object.fromEntries(plan.unplaced.map((u) => [u.id, u.reason]));

describe('the planner’s rules', () => {
  it('counts travel minutes as great-circle miles × road factor ÷ mph × 60', () => {
    // One degree of latitude is 69.09 miles on a 3,958.8-mile Earth.
    const minutes = travelMinutesModel(
      { lat: 27, lng: -82 },
      { lat: 28, lng: -82 },
      { roadFactor: 1.3, mph: 35 },
    );
    expect(minutes).toBeCloseTo(((2 * Math.PI * 3958.8) / 360) * 1.3 * (60 / 35), 6);
  });

  it('plans a day from its start at `from` and back by `to`, legs rounded up to whole minutes', () => {
    // 12.2-minute legs: there at 08:13 (08:12.2 rounded up), away at 08:43, home at 08:56 (55.2 rounded up).
    const inTime = problemOf([stop('a')], { legMinutes: 12.2, to: '08:56' });
    const plan = planProblem(inTime);
    expect(visits(plan)).toEqual([['a 08:13–08:43']]);
    expect(plan.driveMinutes).toBe(24.4);
    expect(checkPlan(inTime, plan)).toEqual([]);
    const late = problemOf([stop('a')], { legMinutes: 12.2, to: '08:55' });
    expect(reasons(planProblem(late))).toEqual({ a: "out of reach within the day's hours" });
  });

  it('waits for a shop that opens later, and visits inside its hours', () => {
    const problem = problemOf([stop('lounge', { hours: { mon: [['16:00', '22:00']] } })]);
    expect(visits(planProblem(problem))).toEqual([['lounge 08:20–16:30']]);
  });

  it('takes the later of two opening intervals when the first closes before the visit could end', () => {
    const problem = problemOf(
      [
        stop('a', { minutes: 150 }),
        stop('split', {
          minutes: 60,
          hours: {
            mon: [
              ['10:00', '11:30'],
              ['15:00', '19:00'],
            ],
          },
        }),
      ],
      { from: '08:00' },
    );
    const plan = planProblem(problem);
    // a first (08:20–10:50), then split can only start at 15:00; or split 10:00–11:00 and a after: either way inside.
    expect(checkPlan(problem, plan)).toEqual([]);
    expect(plan.unplaced).toEqual([]);
    const split = plan.days[0]!.stops.find((s) => s.id === 'split')!;
    expect(['11:00', '16:00']).toContain(split.leave);
  });

  it('keeps an appointment at its date and time, and plans around it', () => {
    const problem = problemOf(
      [stop('booked', { minutes: 45, fixed: { date: tuesday, at: '14:00' } }), stop('free', { minutes: 30 })],
      { dates: [monday, tuesday] },
    );
    const plan = planProblem(problem);
    expect(plan.days[1]!.stops.find((s) => s.id === 'booked')).toMatchObject({ leave: '14:45' });
    expect(plan.unplaced).toEqual([]);
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('keeps a stop pinned to a day on that day', () => {
    const problem = problemOf([stop('pinned', { day: tuesday })], { dates: [monday, tuesday] });
    const plan = planProblem(problem);
    expect(plan.days.map((d) => d.stops.length)).toEqual([0, 1]);
  });

  it('keeps locked stops in their order on their day, the other stops planned around them (decision 0358)', () => {
    // Equal legs: left free, each stop goes at the front of those placed before it (the first of equally cheap places).
    const free = [
      stop('second', { priority: 10, day: monday }),
      stop('first', { priority: 20, day: monday }),
      stop('loose', { priority: 30 }),
    ];
    const order = (plan: Plan) => plan.days[0]!.stops.map((s) => s.id);
    expect(order(planProblem(problemOf(free)))).toEqual(['second', 'first', 'loose']);
    const locked = problemOf([
      stop('second', { priority: 10, day: monday, order: 1 }),
      stop('first', { priority: 20, day: monday, order: 0 }),
      stop('loose', { priority: 30 }),
    ]);
    const plan = planProblem(locked);
    expect(order(plan).filter((id) => id !== 'loose')).toEqual(['first', 'second']);
    expect(plan.unplaced).toEqual([]);
    expect(checkPlan(locked, plan)).toEqual([]);
    // The check catches a plan that swaps them.
    const swapped = { ...plan, days: [{ ...plan.days[0]!, stops: [...plan.days[0]!.stops].reverse() }] };
    expect(checkPlan(locked, swapped)).toContain(
      `first on ${monday}: locked before second but planned after it`,
    );
  });

  it('leaves a locked stop out rather than out of its order, and keeps an appointment in the order too', () => {
    // The appointment at 09:00 is locked after the stop that can only be seen from 10:00: both cannot be kept.
    const problem = problemOf([
      stop('booked', { priority: 5, fixed: { date: monday, at: '09:00' }, order: 1 }),
      stop('late', { priority: 50, day: monday, order: 0, hours: { mon: [['10:00', '18:00']] } }),
    ]);
    const plan = planProblem(problem);
    expect(plan.days[0]!.stops.map((s) => s.id)).toEqual(['booked']);
    expect(reasons(plan)).toEqual({ late: 'no time left on Monday' });
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('places the most important stops first when not all fit, then drives least', () => {
    // 08:00–10:00 and 20-minute legs: room for two 20-minute visits (20+20+20+20+20 = 100 ≤ 120), not three.
    const problem = problemOf(
      [
        stop('low', { minutes: 20, priority: 5 }),
        stop('high', { minutes: 20, priority: 50 }),
        stop('mid', { minutes: 20, priority: 30 }),
      ],
      { to: '10:00' },
    );
    const plan = planProblem(problem);
    expect(plan.days[0]!.stops.map((s) => s.id).sort()).toEqual(['high', 'mid']);
    expect(plan.priority).toBe(80);
    expect(reasons(plan)).toEqual({ low: 'no time left on Monday' });
  });

  it('says why each stop is left out, in words', () => {
    const problem = problemOf([
      stop('closed', { hours: { tue: [['09:00', '17:00']] } }),
      stop('brief', { minutes: 60, hours: { mon: [['09:00', '09:30']] } }),
      stop('late', { hours: { mon: [['19:00', '23:00']] } }),
      stop('first', { minutes: 60, fixed: { date: monday, at: '12:00' } }),
      stop('clashing', { minutes: 30, fixed: { date: monday, at: '12:30' } }),
      stop('too early', { fixed: { date: monday, at: '07:00' } }),
      stop('busy', { minutes: 400, priority: 1 }),
    ]);
    const plan = planProblem(problem);
    expect(reasons(plan)).toEqual({
      closed: 'closed on Mondays',
      brief: 'open too briefly for a 60-minute visit',
      late: "out of reach within the day's hours",
      clashing: 'appointment clashes with first',
      'too early': "appointment outside Monday's hours (08:00–18:00)",
      busy: 'no time left on Monday',
    });
    expect(Object.fromEntries(plan.unplaced.map((u) => [u.id, u.kind]))).toEqual({
      closed: 'closed',
      brief: 'too-short',
      late: 'too-far',
      clashing: 'clash',
      'too early': 'appointment-outside-day',
      busy: 'no-time',
    });
    expect(checkPlan(problem, plan)).toEqual([]);
  });

  it('names every weekday a shop is closed, and every day with no time left', () => {
    const closed = problemOf([stop('weekend', { hours: { sat: [['09:00', '17:00']] } })], {
      dates: [monday, tuesday],
    });
    expect(reasons(planProblem(closed))).toEqual({ weekend: 'closed on Mondays and Tuesdays' });
    const full = problemOf(
      [
        stop('long', { minutes: 500, priority: 9 }),
        stop('long too', { minutes: 500, priority: 9 }),
        stop('third', { minutes: 500, priority: 1 }),
      ],
      { dates: [monday, tuesday] },
    );
    expect(reasons(planProblem(full))).toEqual({ third: 'no time left on Monday or Tuesday' });
  });

  it('plans the same way every time with the same seed', () => {
    const stops = Array.from({ length: 15 }, (_, i) =>
      stop(`s${i}`, {
        lat: 27.9 + (i % 5) * 0.03,
        lng: -82.5 + Math.floor(i / 5) * 0.04,
        priority: (i * 37) % 50,
        minutes: 30,
      }),
    );
    const problem = {
      ...problemOf(stops, { dates: [monday, tuesday] }),
      travel: { roadFactor: 1.3, mph: 35 },
    };
    expect(planProblem(problem, { budgetMs: 60_000 })).toEqual(planProblem(problem, { budgetMs: 60_000 }));
  });

  it('plans nothing from no stops', () => {
    expect(planProblem(problemOf([]))).toEqual({
      days: [{ date: monday, stops: [] }],
      unplaced: [],
      driveMinutes: 0,
      priority: 0,
    });
  });

  it('plans as without a cap when the plan takes less than half its cap (decision 0392)', () => {
    const stops = Array.from({ length: 14 }, (_, i) =>
      stop(`s${i}`, {
        lat: 27.9 + ((i * 7) % 11) * 0.02,
        lng: -82.5 + ((i * 5) % 13) * 0.02,
        priority: 10 + ((i * 37) % 50),
        minutes: 45,
      }),
    );
    const problem = {
      ...problemOf(stops, { dates: [monday, tuesday] }),
      travel: { roadFactor: 1.3, mph: 35 },
    };
    // A phone's clock: slow while the engine warms up (10 ms a round), then 1 ms a round.
    let clock = 0;
    const phone = () => (clock += clock < 1_000 ? 10 : 1);
    const uncapped = planProblem(problem, { budgetMs: Number.MAX_SAFE_INTEGER, now: phone });
    const elapsed = clock;
    clock = 0;
    // Until decision 0392 the first short search stopped at 1/64 of the cap, and the plan changed.
    expect(planProblem(problem, { budgetMs: Math.ceil(elapsed * 2.2), now: phone })).toEqual(uncapped);
  });

  it('stops when the budget runs out and returns the best plan so far', () => {
    let clock = 0;
    const problem = problemOf([stop('a'), stop('b')]);
    const plan = planProblem(problem, { budgetMs: 10, iterations: 1e6, now: () => (clock += 5) });
    expect(plan.unplaced).toEqual([]);
    // A few readings of the clock in each of the ten searches (two runs, decision 0387) and the polish, not a million rounds.
    expect(clock).toBeLessThan(200);
  });
});

describe('checkPlan', () => {
  const problem = problemOf([
    stop('a', { hours: { mon: [['09:00', '17:00']] } }),
    stop('b', { fixed: { date: monday, at: '13:00' } }),
    stop('c'),
  ]);
  const good = planProblem(problem);
  const edited = (edit: (plan: Plan) => void) => {
    const plan = structuredClone(good);
    edit(plan);
    return checkPlan(problem, plan);
  };
  const day = (plan: Plan) => plan.days[0]!.stops;

  it('finds nothing wrong with the planner’s own plan', () => {
    expect(checkPlan(problem, good)).toEqual([]);
  });

  it('lists what a plan breaks', () => {
    expect(
      edited((p) => {
        day(p).find((s) => s.id === 'b')!.leave = '12:30';
        day(p).find((s) => s.id === 'b')!.arrive = '12:00';
      }).join(' | '),
    ).toContain('the appointment on 2026-12-07 at 13:00 is not kept');
    expect(edited((p) => (day(p)[0]!.arrive = '08:05')).join(' | ')).toContain('before the drive allows');
    expect(edited((p) => (p.driveMinutes += 5)).join(' | ')).toContain('the drive minutes are');
    expect(edited((p) => day(p).pop())).toContainEqual(
      expect.stringContaining('is neither planned nor listed as left out'),
    );
    expect(edited((p) => p.unplaced.push({ id: 'zz', reason: 'x' }))).toContain(
      "zz is not one of the problem's stops",
    );
    expect(
      edited((p) => {
        const a = day(p).find((s) => s.id === 'a')!;
        a.arrive = '08:20';
        a.leave = '08:50';
      }).join(' | '),
    ).toContain('outside its opening hours');
  });
});
