import { describe, expect, it } from 'vitest';
import { planProblemSchema } from '../planner/index.js';
import { sameHoursEveryDay } from './hours.js';
import { planTravelSchema } from './settings.js';
import { candidate, home, inputs, request, workday } from './test-weeks.js';
import {
  locksInOrder,
  noDaysMessage,
  offeredPerDay,
  pastDayMessage,
  planWeek,
  tooManyDaysMessage,
  weekPlanRequestSchema,
  weekProblemOf,
  type WeekPlanRequestInput,
} from './week-plan.js';

describe('the planner’s problem of a week', () => {
  it('takes the days’ hours and places, the candidates worth a visit and the grid’s appointments', () => {
    const built = weekProblemOf(inputs(), request({ dates: ['2026-12-08', '2026-12-07'] }));
    if (!built.ok) throw new Error(built.message);
    const { problem } = built;
    expect(planProblemSchema.safeParse(problem).success).toBe(true);
    expect(problem.days.map((d) => [d.date, d.from, d.to, d.start])).toEqual([
      ['2026-12-07', '08:00', '18:00', { lat: 27.95, lng: -82.46 }],
      ['2026-12-08', '08:00', '18:00', { lat: 27.95, lng: -82.46 }],
    ]);
    // c1 is the appointment's account: kept once, as the appointment at its place.
    expect(problem.stops.map((s) => s.id)).toEqual(['appointment:a1', 'lounge', 'pinned']);
    expect(problem.stops[0]).toMatchObject({
      lat: 27.96,
      lng: -82.45,
      fixed: { date: '2026-12-08', at: '14:00' },
    });
    expect(problem.stops[1]!.hours).toEqual(sameHoursEveryDay('16:00', '22:00'));
    expect(problem.stops[2]!.priority).toBe(1);
    expect(problem.travel).toEqual({ roadFactor: 1.3, mph: 35 });
  });

  it('drives with the admin’s travel figures, whatever they are (decision 0361)', () => {
    const dates = ['2026-12-07', '2026-12-08'];
    const slow = { roadFactor: 2, mph: 17.5 };
    const built = weekProblemOf(inputs({ travel: slow }), request({ dates }));
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.travel).toEqual(slow);
    // Longer roads at half the speed: the same stops cost more driving.
    const fast = planWeek(inputs(), request({ dates }));
    const slowPlan = planWeek(inputs({ travel: slow }), request({ dates }));
    if (!fast.ok || !slowPlan.ok) throw new Error('not planned');
    expect(slowPlan.plan.driveMinutes).toBeGreaterThan(fast.plan.driveMinutes);
  });

  it.each([
    [
      { roadFactor: 0.9, mph: 35 },
      'The road factor is at least 1: a road is never shorter than the straight line',
    ],
    [{ roadFactor: 3, mph: 35 }, 'The road factor is at most 2.5'],
    [{ roadFactor: 1.3, mph: 5 }, 'The speed is at least 10 mph'],
    [{ roadFactor: 1.3, mph: 90 }, 'The speed is at most 75 mph'],
    [{ roadFactor: 1.3, mph: '35' }, 'The speed is a number of miles per hour, such as 35'],
  ])('refuses the travel figures %j: %s', (value, message) => {
    const parsed = planTravelSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('offers the planner the most pressing few a day, and every one pinned in', () => {
    const many = Array.from({ length: 20 }, (_, i) => candidate(`m${i}`, 27.9, -82.4, 100 - i));
    const built = weekProblemOf(
      inputs({ candidates: [...many, candidate('late', 27.9, -82.4, 0, { pin: 'in' })], appointments: [] }),
      request({ dates: ['2026-12-07'] }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.stops.map((s) => s.id)).toEqual([
      ...many.slice(0, offeredPerDay).map((c) => c.customerId),
      'late',
    ]);
  });

  it('fills the room with customers a day can reach, and lists the more pressing far-off ones as out of reach', () => {
    // Miami from Tampa: about 205 miles, 7.6 hours each way at the default figures, against a
    // 10-hour day; the Tampa shops are minutes away.
    const far = Array.from({ length: 10 }, (_, i) => candidate(`far${i}`, 25.76, -80.19, 100 - i));
    const near = Array.from({ length: 10 }, (_, i) => candidate(`near${i}`, 27.9, -82.4, 50 - i));
    const withFar = inputs({ candidates: [...far, ...near], appointments: [] });
    const built = weekProblemOf(withFar, request({ dates: ['2026-12-07'] }));
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.stops.map((s) => s.id)).toEqual(
      near.slice(0, offeredPerDay).map((c) => c.customerId),
    );
    const answer = planWeek(withFar, request({ dates: ['2026-12-07'] }));
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.plan.unplaced.filter((stop) => stop.id.startsWith('far'))).toEqual(
      // The most pressing of them, as many as a day's room.
      far.slice(0, offeredPerDay).map((c) => ({
        id: c.customerId,
        name: c.name,
        reason: "out of reach within the day's hours",
      })),
    );
    expect(answer.plan.days[0]!.stops.length).toBeGreaterThan(0);
  });

  it('starts a day "where yesterday ended" at the day before’s end', () => {
    const address = {
      kind: 'address' as const,
      address: 'x',
      place: { label: 'x', latitude: 28.5, longitude: -81.4 },
    };
    const built = weekProblemOf(
      inputs({
        workingDays: {
          home,
          days: { tue: { ...workday, end: address }, wed: { ...workday, start: { kind: 'yesterday' } } },
        },
      }),
      request({ dates: ['2026-12-08', '2026-12-09'] }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.days[1]!.start).toEqual({ lat: 28.5, lng: -81.4 });
  });

  it('plans the rest of today from where the rep is, from now', () => {
    const built = weekProblemOf(
      inputs(),
      request({ dates: ['2026-12-07'], fromNow: { at: '15:10', place: { lat: 28, lng: -82.5 } } }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.days[0]).toMatchObject({ from: '15:10', start: { lat: 28, lng: -82.5 } });
  });

  it.each([
    [
      'leaves out whom the rep saw today, even pinned in or locked',
      { visited: ['c1', 'pinned'], remaining: [] },
      [{ stopId: 'pinned', date: '2026-12-07' }],
      { absent: ['c1', 'pinned'], present: ['lounge'] },
    ],
    [
      'offers today’s stops still to make, whatever their priority',
      { visited: [], remaining: ['none'] },
      [],
      { absent: [], present: ['none', 'lounge'] },
    ],
    [
      'does not offer again a stop still to make that was seen since',
      { visited: ['none'], remaining: ['none'] },
      [],
      { absent: ['none'], present: ['lounge'] },
    ],
  ])('the rest of today %s', (_, seen, locks, expected) => {
    const built = weekProblemOf(
      inputs(),
      request({
        dates: ['2026-12-07', '2026-12-08'],
        locks,
        fromNow: { at: '15:10', place: { lat: 28, lng: -82.5 }, ...seen },
      }),
    );
    if (!built.ok) throw new Error(built.message);
    const offered = built.problem.stops.map((stop) => stop.id);
    for (const id of expected.absent) expect(offered).not.toContain(id);
    for (const id of expected.present) expect(offered).toContain(id);
  });

  it('keeps today’s appointments still to come, and tomorrow’s, in the rest of today', () => {
    const appointments = [
      { id: 'gone', date: '2026-12-07', at: '10:00', accountName: 'Trade show' },
      { id: 'later', date: '2026-12-07', at: '16:30', accountName: 'Trade show' },
      { id: 'tomorrow', date: '2026-12-08', at: '09:00', accountName: 'Trade show' },
    ];
    const built = weekProblemOf(
      inputs({ appointments }),
      request({
        dates: ['2026-12-07', '2026-12-08'],
        fromNow: { at: '15:10', place: { lat: 28, lng: -82.5 } },
      }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.stops.filter((stop) => stop.fixed).map((stop) => stop.id)).toEqual([
      'appointment:later',
      'appointment:tomorrow',
    ]);
  });

  it('moves a stop still to make that no longer fits today to another day planned', () => {
    const answer = planWeek(
      inputs(),
      request({
        dates: ['2026-12-07', '2026-12-08'],
        // 'none' has no priority: only as a stop still to make is it offered at all.
        fromNow: { at: '17:50', place: { lat: 27.95, lng: -82.46 }, remaining: ['none'] },
      }),
    );
    if (!answer.ok) throw new Error(answer.message);
    const dayOf = (id: string) =>
      answer.plan.days.find((day) => day.stops.some((stop) => stop.id === id))?.date;
    expect(dayOf('none')).toBe('2026-12-08');
  });

  it('locks a stop to a day', () => {
    const built = weekProblemOf(
      inputs(),
      request({ dates: ['2026-12-07', '2026-12-08'], locks: [{ stopId: 'lounge', date: '2026-12-08' }] }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.stops.find((s) => s.id === 'lounge')!.day).toBe('2026-12-08');
  });

  it('keeps locked stops in the order the plan shown had them (decision 0358)', () => {
    const dates = ['2026-12-07'];
    const two = inputs({
      candidates: [candidate('c1', 27.96, -82.45, 50), candidate('c2', 28.1, -82.6, 40)],
      appointments: [],
    });
    const locks = (orders: [string, number][]) =>
      orders.map(([stopId, order]) => ({ stopId, date: '2026-12-07', order }));
    const built = weekProblemOf(
      two,
      request({
        dates,
        locks: locks([
          ['c1', 0],
          ['c2', 3],
        ]),
      }),
    );
    if (!built.ok) throw new Error(built.message);
    expect(built.problem.stops.filter((s) => s.order !== undefined).map((s) => [s.id, s.order])).toEqual([
      ['c1', 0],
      ['c2', 3],
    ]);
    for (const orders of [
      [
        ['c1', 0],
        ['c2', 1],
      ],
      [
        ['c2', 0],
        ['c1', 1],
      ],
    ] as [string, number][][]) {
      const answer = planWeek(two, request({ dates, locks: locks(orders) }));
      if (!answer.ok) throw new Error(answer.message);
      const day = answer.plan.days[0]!.stops.map((stop) => stop.id);
      expect(day.filter((id) => id === 'c1' || id === 'c2')).toEqual(orders.map(([id]) => id));
    }
  });

  it('sends each lock with its place in its day of the plan shown, and a stop just moved without one', () => {
    const shown = {
      days: [
        { date: '2026-12-07', stops: [{ id: 'c1' }, { id: 'free' }, { id: 'c2' }] },
        { date: '2026-12-08', stops: [{ id: 'c3' }] },
      ],
    };
    expect(
      locksInOrder(
        [
          { stopId: 'c2', date: '2026-12-07' },
          { stopId: 'c1', date: '2026-12-07', order: 5 },
          { stopId: 'c3', date: '2026-12-07' },
        ],
        shown,
      ),
    ).toEqual([
      { stopId: 'c2', date: '2026-12-07', order: 2 },
      { stopId: 'c1', date: '2026-12-07', order: 0 },
      { stopId: 'c3', date: '2026-12-07' },
    ]);
    expect(locksInOrder([{ stopId: 'c1', date: '2026-12-07', order: 9 }], null)).toEqual([
      { stopId: 'c1', date: '2026-12-07' },
    ]);
  });

  it.each([
    ['a day gone by', { dates: ['2026-12-06'] }, pastDayMessage],
    [
      'a day not worked',
      { dates: ['2026-12-10'] },
      'You do not work on Thursdays: set your working days first',
    ],
    [
      'an unknown stop locked',
      { dates: ['2026-12-07'], locks: [{ stopId: 'ghost', date: '2026-12-07' }] },
      'ghost is not a stop you can plan: plan again, then move it',
    ],
    [
      'a lock on a day not planned',
      { dates: ['2026-12-07'], locks: [{ stopId: 'c1', date: '2026-12-08' }] },
      '2026-12-08 is not one of the days planned',
    ],
    [
      'the rest of a day that is over',
      { dates: ['2026-12-07'], fromNow: { at: '18:30', place: { lat: 28, lng: -82 } } },
      'Your working day ends at 18:00: nothing is left of today to plan',
    ],
    [
      'the rest of today on another day',
      { dates: ['2026-12-08'], fromNow: { at: '10:00', place: { lat: 28, lng: -82 } } },
      'Plan the rest of today with today as the first day',
    ],
  ])('refuses %s in words', (_, input, message) => {
    expect(weekProblemOf(inputs(), request(input as WeekPlanRequestInput))).toEqual({ ok: false, message });
  });

  it.each([
    [[], noDaysMessage],
    [
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'],
      tooManyDaysMessage,
    ],
  ])('asks for 1 to 5 days', (dates, message) => {
    const parsed = weekPlanRequestSchema.safeParse({ dates });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });
});
