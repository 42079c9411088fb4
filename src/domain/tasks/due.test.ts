import { describe, expect, it } from 'vitest';
import type { ZoneOffset } from '../dates/ranges.js';
import { byDue, dueBucketOf, groupByDue, type Due } from './due.js';

const utc: ZoneOffset = () => 0;
/** New York: -4 h in summer, -5 h from the first Sunday of November. */
const newYork: ZoneOffset = (at) => (at.getTime() < Date.UTC(2026, 10, 1, 6) ? -240 : -300);

// Wednesday 25 November 2026, 15:00 UTC; the week runs Monday 23 to Sunday 29.
const now = new Date('2026-11-25T15:00:00Z');
const at = (iso: string, allDay = false): Due => ({ at: new Date(iso), allDay });

describe('dueBucketOf', () => {
  it.each([
    ['no due date', null, utc, 'No date'],
    ['a minute ago', at('2026-11-25T14:59:00Z'), utc, 'Overdue'],
    ['yesterday', at('2026-11-24T09:00:00Z'), utc, 'Overdue'],
    ['in a minute', at('2026-11-25T15:01:00Z'), utc, 'Today'],
    ['late tonight', at('2026-11-25T23:59:00Z'), utc, 'Today'],
    ['all day today, its hour passed', at('2026-11-25T09:00:00Z', true), utc, 'Today'],
    ['all day yesterday', at('2026-11-24T09:00:00Z', true), utc, 'Overdue'],
    ['tomorrow', at('2026-11-26T09:00:00Z'), utc, 'This week'],
    ['Sunday night', at('2026-11-29T23:30:00Z'), utc, 'This week'],
    ['next Monday', at('2026-11-30T00:00:00Z'), utc, 'Later'],
    ['next month', at('2026-12-20T09:00:00Z'), utc, 'Later'],
    // 01:00 UTC on the 26th is still the 25th, 20:00, in New York.
    ['tonight in New York', at('2026-11-26T01:00:00Z'), newYork, 'Today'],
    ['all day on the 24th in New York', at('2026-11-24T14:00:00Z', true), newYork, 'Overdue'],
    ['Sunday evening in New York (Monday UTC)', at('2026-11-30T02:00:00Z'), newYork, 'This week'],
  ] as const)('%s → %s', (_name, due, zone, bucket) => {
    expect(dueBucketOf(due, now, zone)).toBe(bucket);
  });
});

describe('groupByDue', () => {
  it('keeps the sections in order, leaves out empty ones and keeps the items in order', () => {
    const tasks = [
      { id: 'later', due: at('2026-12-20T09:00:00Z') },
      { id: 'none', due: null },
      { id: 'late', due: at('2026-11-20T09:00:00Z') },
      { id: 'later-2', due: at('2026-12-21T09:00:00Z') },
    ];
    const groups = groupByDue(tasks, (t) => t.due, now, utc);
    expect(groups.map((g) => [g.bucket, g.items.map((t) => t.id)])).toEqual([
      ['Overdue', ['late']],
      ['Later', ['later', 'later-2']],
      ['No date', ['none']],
    ]);
  });
});

describe('byDue', () => {
  it('puts the soonest first and undated tasks last', () => {
    const rows = [
      { id: 'b', taskDueAt: null },
      { id: 'c', taskDueAt: '2026-11-26T09:00:00.000Z' },
      { id: 'a', taskDueAt: null },
      { id: 'd', taskDueAt: '2026-11-24T09:00:00.000Z' },
    ];
    expect([...rows].sort(byDue).map((r) => r.id)).toEqual(['d', 'c', 'a', 'b']);
  });
});
