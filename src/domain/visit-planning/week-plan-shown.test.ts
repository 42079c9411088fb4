import { describe, expect, it } from 'vitest';
import { checkPlan, planProblemSchema } from '../planner/index.js';
import { home, inputs, request, workday } from './test-weeks.js';
import { planWeek, weekProblemOf } from './week-plan.js';

describe('the week’s plan as the page shows it', () => {
  it('keeps the appointment, visits the lounge after 4 pm, and names every stop with its words', () => {
    const answer = planWeek(inputs(), request({ dates: ['2026-12-07', '2026-12-08'] }));
    if (!answer.ok) throw new Error(answer.message);
    const stops = answer.plan.days.flatMap((d) => d.stops.map((s) => ({ ...s, date: d.date })));
    expect(stops.find((s) => s.appointment)).toMatchObject({
      name: 'shop C1',
      customerId: 'c1',
      date: '2026-12-08',
      starts: '14:00',
      explanation: 'Appointment at 14:00',
    });
    const lounge = stops.find((s) => s.id === 'lounge')!;
    expect(lounge.starts >= '16:00').toBe(true);
    expect(lounge).toMatchObject({ name: 'Shop lounge', explanation: 'words of lounge' });
    expect(answer.plan.unplaced).toEqual([]);
  });

  it('lists what did not fit with its name and reason', () => {
    const shortDay = { ...workday, from: '08:00', to: '12:00' };
    const answer = planWeek(
      inputs({ workingDays: { home, days: { mon: shortDay } }, appointments: [] }),
      request({ dates: ['2026-12-07'] }),
    );
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.plan.unplaced).toEqual([
      { id: 'lounge', name: 'Shop lounge', reason: expect.stringMatching(/\S/) as unknown },
    ]);
  });

  it('is a plan the planner’s own check accepts', () => {
    const built = weekProblemOf(inputs(), request({ dates: ['2026-12-07', '2026-12-08'] }));
    const answer = planWeek(inputs(), request({ dates: ['2026-12-07', '2026-12-08'] }));
    if (!built.ok || !answer.ok) throw new Error('not planned');
    const plan = {
      days: answer.plan.days.map((d) => ({
        date: d.date,
        stops: d.stops.map(({ id, arrive, leave }) => ({ id, arrive, leave })),
      })),
      unplaced: answer.plan.unplaced.map(({ id, reason }) => ({ id, reason })),
      driveMinutes: answer.plan.driveMinutes,
    };
    expect(checkPlan(planProblemSchema.parse(built.problem), plan)).toEqual([]);
  });

  it('says why a day too short for its own drive holds no stop, and says nothing of one that is not', () => {
    const savannah = { label: 'Savannah', latitude: 32.08, longitude: -81.09 };
    const away = {
      ...inputs().workingDays,
      days: {
        mon: {
          ...workday,
          to: '17:00',
          end: { kind: 'address' as const, address: 'Savannah, GA 31401', place: savannah },
        },
        tue: workday,
      },
    };
    const answer = planWeek(inputs({ workingDays: away }), request({ dates: ['2026-12-07', '2026-12-08'] }));
    if (!answer.ok) throw new Error(answer.message);
    const [monday, tuesday] = answer.plan.days;
    // Tampa to Savannah: 296.9 miles × 1.3 ÷ 35 mph = 661.6 minutes, against 9 hours worked.
    expect(monday!.warning).toBe(
      "The drive from this day's start to its end alone takes about 11 h 2 min, longer than its hours (08:00–17:00): change its end place or hours in your working days",
    );
    expect(monday!.stops).toEqual([]);
    expect(tuesday!.warning).toBeUndefined();
    expect(tuesday!.stops.length).toBeGreaterThan(0);
  });
});
