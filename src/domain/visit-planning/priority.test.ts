import { describe, expect, it } from 'vitest';
import { priorityOf, unpinnedMaximum, type PriorityFacts } from './priority.js';
import { priorityWeightsDefault as weights } from './settings.js';

const quiet: PriorityFacts = {
  cadenceDays: 30,
  daysSinceVisit: 10,
  risk: null,
  openTasks: 0,
  openFollowUps: 0,
  license: null,
  pin: null,
};

const interval = (days: number, usual: number) => ({
  reasons: ['interval'] as const,
  daysSinceLastInvoice: days,
  reorderIntervalDays: usual,
  last90DaysCents: 0,
  sameDaysLastYearCents: 0,
});

describe('priorityOf', () => {
  // Each row: the facts that differ from a quiet customer, the priority, the words.
  const rows: [string, Partial<PriorityFacts>, number, string][] = [
    ['a customer seen within its cadence', {}, 1, 'visited 10 days ago on a 30-day cadence'],
    ['one seen today', { daysSinceVisit: 0 }, 1, 'visited today on a 30-day cadence'],
    ['one seen yesterday', { daysSinceVisit: 1 }, 1, 'visited 1 day ago on a 30-day cadence'],
    ['one due today', { daysSinceVisit: 30 }, 1, 'due today on a 30-day cadence'],
    ['one a day overdue', { daysSinceVisit: 31 }, 2, 'overdue by 1 day on a 30-day cadence'],
    // 40 × 15/30 = 20 points.
    ['half a cadence overdue', { daysSinceVisit: 45 }, 21, 'overdue by 15 days on a 30-day cadence'],
    // Capped at twice the cadence: 80 points.
    ['far overdue', { daysSinceVisit: 400 }, 81, 'overdue by 370 days on a 30-day cadence'],
    ['never visited', { daysSinceVisit: null }, 61, 'never visited'],
    [
      'the issue’s example',
      { daysSinceVisit: 53, risk: interval(71, 28), openTasks: 2 },
      // 1 + round(40 × 23/30) + 30 + 2 × 10
      82,
      'overdue by 23 days on a 30-day cadence; at risk: no invoice for 71 days against a usual 28; 2 open tasks',
    ],
    [
      'a usual interval of a fraction of a day is rounded',
      { risk: interval(50, 20.5) },
      31,
      'visited 10 days ago on a 30-day cadence; at risk: no invoice for 50 days against a usual 21',
    ],
    [
      'sales down against last year',
      {
        risk: {
          reasons: ['drop'],
          daysSinceLastInvoice: 5,
          reorderIntervalDays: 14,
          last90DaysCents: 55_000,
          sameDaysLastYearCents: 100_000,
        },
      },
      31,
      'visited 10 days ago on a 30-day cadence; at risk: sales down 45 % on the same 90 days last year',
    ],
    [
      'both risk rules',
      {
        risk: {
          reasons: ['interval', 'drop'],
          daysSinceLastInvoice: 90,
          reorderIntervalDays: 30,
          last90DaysCents: 0,
          sameDaysLastYearCents: 80_000,
        },
      },
      31,
      'visited 10 days ago on a 30-day cadence; at risk: no invoice for 90 days against a usual 30, sales down 100 % on the same 90 days last year',
    ],
    [
      'one task and one follow-up',
      { openTasks: 1, openFollowUps: 1 },
      21,
      'visited 10 days ago on a 30-day cadence; 1 open task, 1 open follow-up',
    ],
    [
      'tasks count for three at most',
      { openTasks: 5, openFollowUps: 2 },
      31,
      'visited 10 days ago on a 30-day cadence; 5 open tasks, 2 open follow-ups',
    ],
    [
      'a license expiring',
      { license: { standing: 'expiring', daysLeft: 12 } },
      16,
      'visited 10 days ago on a 30-day cadence; license expires in 12 days',
    ],
    [
      'a license expiring today',
      { license: { standing: 'expiring', daysLeft: 0 } },
      16,
      'visited 10 days ago on a 30-day cadence; license expires today',
    ],
    [
      'a license lapsed',
      { license: { standing: 'lapsed' } },
      21,
      'visited 10 days ago on a 30-day cadence; license expired',
    ],
    [
      'pinned out: nothing counts',
      { pin: 'out', daysSinceVisit: null, openTasks: 3 },
      0,
      'pinned out by you; never visited; 3 open tasks',
    ],
    // 1 + 80 + 30 + 30 + 20 = 161 is the most without a pin, so a pin in adds 161.
    ['pinned in', { pin: 'in' }, 162, 'pinned in by you; visited 10 days ago on a 30-day cadence'],
  ];

  it.each(rows)('%s', (_name, facts, priority, explanation) => {
    const answer = priorityOf({ ...quiet, ...facts }, weights);
    expect(answer.explanation).toBe(explanation);
    expect(answer.priority).toBe(priority);
  });

  it('a customer pinned in outweighs the most pressing one not pinned', () => {
    const pressing = priorityOf(
      {
        ...quiet,
        daysSinceVisit: 1000,
        risk: interval(200, 10),
        openTasks: 9,
        license: { standing: 'lapsed' },
      },
      weights,
    );
    expect(pressing.priority).toBe(unpinnedMaximum(weights));
    expect(priorityOf({ ...quiet, pin: 'in' }, weights).priority).toBeGreaterThan(pressing.priority);
  });

  it('the admin’s weights set each part’s points', () => {
    const answer = priorityOf(
      { ...quiet, daysSinceVisit: 60, risk: interval(71, 28), openTasks: 1 },
      { ...weights, overdue: 100, atRisk: 0, openTask: 7 },
    );
    expect(answer.parts).toEqual([
      { part: 'overdue', points: 100 },
      { part: 'atRisk', points: 0 },
      { part: 'openTasks', points: 7 },
    ]);
    expect(answer.priority).toBe(108);
  });
});
