import { describe, expect, it } from 'vitest';
import { parsePlanProblem, type PlanProblemInput } from './index.js';
import { monday, problemOf, stop, tuesday } from './test-problems.js';

const messageFor = (problem: unknown) => {
  const result = parsePlanProblem(problem);
  return result.ok ? null : result.message;
};

describe('the problem’s format', () => {
  const good: PlanProblemInput = problemOf([
    stop('a', { hours: { mon: [['10:00', '19:00']] }, fixed: undefined }),
  ]);

  it('takes the issue’s example', () => {
    expect(parsePlanProblem(good).ok).toBe(true);
  });

  it.each([
    [
      'opening hours that close before they open',
      problemOf([stop('c3', { hours: { mon: [['10:00', '09:00']] } })]),
      'stops.0.hours.mon.0: The opening hours of c3 on mon close (09:00) before they open (10:00)',
    ],
    [
      'a day of 0 hours',
      problemOf([], { from: '09:00', to: '09:00' }),
      `days.0.to: The day ${monday} has no hours: it ends (09:00) before it starts (09:00)`,
    ],
    [
      'six days',
      problemOf([], {
        dates: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'],
      }),
      'days: A plan covers at most 5 days',
    ],
    [
      'an appointment on a day not planned',
      problemOf([stop('c1', { fixed: { date: tuesday, at: '10:00' } })]),
      `stops.0.fixed.date: The appointment with c1 is on ${tuesday}, not one of the plan's days`,
    ],
    ['the same stop twice', problemOf([stop('c1'), stop('c1')]), 'stops.1.id: The stop c1 is listed twice'],
    [
      'a place in the order with no day',
      problemOf([stop('c1', { order: 2 })]),
      "stops.0.order: c1 has a place in its day's order but no day: give it a day or an appointment",
    ],
    [
      'a stop pinned to a day not planned',
      problemOf([stop('c1', { day: tuesday })]),
      `stops.0.day: c1 is pinned to ${tuesday}, not one of the plan's days`,
    ],
    [
      'a time past 24:00',
      problemOf([stop('c1', { hours: { mon: [['10:00', '25:00']] } })]),
      'A time is written HH:MM, from 00:00 to 24:00',
    ],
    ['no days', { ...problemOf([]), days: [] }, 'days: Pick at least one day'],
  ])('refuses %s with a clear message', (_, problem, message) => {
    expect(messageFor(problem)).toContain(message);
  });

  it('refuses a weekday it does not know', () => {
    expect(
      messageFor(problemOf([stop('c1', { hours: { monday: [['10:00', '12:00']] } as never })])),
    ).toContain('monday');
  });

  it('refuses a travel table of the wrong shape', () => {
    const problem = problemOf([stop('c1')]);
    problem.travel.table!.minutes.pop();
    expect(messageFor(problem)).toContain('one row and one column');
  });
});
