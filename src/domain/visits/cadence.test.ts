import { describe, expect, it } from 'vitest';
import { cadenceDaysOf, compareDue, visitCadenceDefault, visitCadenceSchema, visitStanding } from './cadence';

const now = new Date('2026-11-27T15:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);

describe('cadence per grade', () => {
  it.each([
    ['A', 14],
    ['B', 30],
    ['C', 60],
    ['D', 90],
    [null, 90],
    ['Z', 90],
  ])('grade %s is visited every %d days by default', (grade, days) => {
    expect(cadenceDaysOf(grade, visitCadenceDefault)).toBe(days);
  });

  it.each([
    [
      'grades out of order',
      { ...visitCadenceDefault, grades: [...visitCadenceDefault.grades].reverse() },
      'List the grades A, B, C, D in order',
    ],
    ['a zero cadence', { ...visitCadenceDefault, otherDays: 0 }, 'A cadence is at least 1 day'],
    ['a cadence over a year', { ...visitCadenceDefault, otherDays: 400 }, 'A cadence is at most 365 days'],
  ])('refuses %s', (_, value, message) => {
    expect(visitCadenceSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });
});

describe('visitStanding against a 30-day cadence', () => {
  it.each([
    ['never visited', null, 'overdue', null],
    ['visited an hour ago', daysAgo(0, 1), 'fine', 0],
    ['visited 29 days 23 hours ago', daysAgo(29, 23), 'fine', 0],
    ['visited 30 days ago', daysAgo(30), 'due', 0],
    ['visited 45 days ago', daysAgo(45), 'due', 15],
    ['visited 59 days ago', daysAgo(59), 'due', 29],
    ['visited 60 days ago', daysAgo(60), 'overdue', 30],
    ['visited a year ago', daysAgo(365), 'overdue', 335],
  ])('%s: %s', (_, last, status, daysOver) => {
    expect(visitStanding(last, now, 30)).toEqual({ status, daysOver });
  });
});

describe('the Due list order', () => {
  it('puts the never visited first, then the most days over, then names', () => {
    const rows = [
      { name: 'Bravo', daysOver: 3 },
      { name: 'Alpha', daysOver: 3 },
      { name: 'Never B', daysOver: null },
      { name: 'Far', daysOver: 40 },
      { name: 'Never A', daysOver: null },
    ];
    expect(rows.sort(compareDue).map((r) => r.name)).toEqual(['Never A', 'Never B', 'Far', 'Alpha', 'Bravo']);
  });
});
