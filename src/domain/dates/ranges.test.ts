import { describe, expect, it } from 'vitest';
import { groupTasks, rangeBounds, taskGroupOf, type DateRange, type ZoneOffset } from './ranges.js';

/** A real IANA zone through Intl, as a browser in that zone would report it. */
function zoneOf(timeZone: string): ZoneOffset {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return (at) => {
    const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  };
}

const utc: ZoneOffset = () => 0;
const newYork = zoneOf('America/New_York');
const iso = (d: Date) => d.toISOString();

describe('date ranges', () => {
  const cases: {
    now: string;
    zone: ZoneOffset;
    zoneName: string;
    range: DateRange;
    from: string;
    to: string;
  }[] = [
    // Wednesday 2026-11-18 in UTC: weeks start Monday.
    {
      now: '2026-11-18T10:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Today',
      from: '2026-11-18T00:00:00.000Z',
      to: '2026-11-19T00:00:00.000Z',
    },
    {
      now: '2026-11-18T10:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Yesterday',
      from: '2026-11-17T00:00:00.000Z',
      to: '2026-11-18T00:00:00.000Z',
    },
    {
      now: '2026-11-18T10:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'This Week',
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    },
    {
      now: '2026-11-18T10:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Last Week',
      from: '2026-11-09T00:00:00.000Z',
      to: '2026-11-16T00:00:00.000Z',
    },
    // Sunday belongs to the week that started the Monday before.
    {
      now: '2026-11-22T23:59:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'This Week',
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    },
    // Monday starts a new week; a week crossing a month and a year.
    {
      now: '2026-11-23T00:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'This Week',
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    },
    {
      now: '2027-01-01T12:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'This Week',
      from: '2026-12-28T00:00:00.000Z',
      to: '2027-01-04T00:00:00.000Z',
    },
    {
      now: '2027-01-01T12:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Last Week',
      from: '2026-12-21T00:00:00.000Z',
      to: '2026-12-28T00:00:00.000Z',
    },
    // Month and year edges.
    {
      now: '2027-01-01T00:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Yesterday',
      from: '2026-12-31T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    },
    {
      now: '2027-01-15T00:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Last Month',
      from: '2026-12-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    },
    {
      now: '2028-03-01T08:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Last Month',
      from: '2028-02-01T00:00:00.000Z',
      to: '2028-03-01T00:00:00.000Z',
    },
    {
      now: '2026-12-31T23:59:59Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'This Month',
      from: '2026-12-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    },
    {
      now: '2026-06-15T00:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'This Year',
      from: '2026-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
    },
    {
      now: '2026-06-15T00:00:00Z',
      zone: utc,
      zoneName: 'UTC',
      range: 'Last Year',
      from: '2025-01-01T00:00:00.000Z',
      to: '2026-01-01T00:00:00.000Z',
    },
    // New York: 03:00 UTC on the 18th is still the 17th locally.
    {
      now: '2026-11-18T03:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'Today',
      from: '2026-11-17T05:00:00.000Z',
      to: '2026-11-18T05:00:00.000Z',
    },
    // DST starts Sunday 2026-03-08 in New York: the day is 23 hours; the week spans both offsets.
    {
      now: '2026-03-08T16:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'Today',
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    },
    {
      now: '2026-03-08T16:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'This Week',
      from: '2026-03-02T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    },
    {
      now: '2026-03-10T16:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'This Month',
      from: '2026-03-01T05:00:00.000Z',
      to: '2026-04-01T04:00:00.000Z',
    },
    // DST ends Sunday 2026-11-01: a 25-hour day.
    {
      now: '2026-11-01T18:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'Today',
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    },
    {
      now: '2026-11-02T18:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'Yesterday',
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    },
    {
      now: '2026-07-04T12:00:00Z',
      zone: newYork,
      zoneName: 'New York',
      range: 'This Year',
      from: '2026-01-01T05:00:00.000Z',
      to: '2027-01-01T05:00:00.000Z',
    },
  ];
  it.each(cases)('$range at $now in $zoneName', ({ now, zone, range, from, to }) => {
    const bounds = rangeBounds(range, new Date(now), zone);
    expect({ from: iso(bounds.from), to: iso(bounds.to) }).toEqual({ from, to });
  });
});

describe('home task groups', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  it.each([
    { createdAt: '2026-11-22T00:00:00Z', group: 'Today' },
    { createdAt: '2026-11-21T23:59:59Z', group: 'Last 7 Days' },
    { createdAt: '2026-11-15T15:00:00Z', group: 'Last 7 Days' },
    { createdAt: '2026-11-15T14:59:59Z', group: 'Last 15 Days' },
    { createdAt: '2026-11-07T15:00:00Z', group: 'Last 15 Days' },
    { createdAt: '2026-11-01T00:00:00Z', group: 'Last 30 Days' },
    { createdAt: '2026-10-20T00:00:00Z', group: 'Older' },
  ])('$createdAt is $group', ({ createdAt, group }) => {
    expect(taskGroupOf(new Date(createdAt), now, utc)).toBe(group);
  });

  it('groups in the fixed order and leaves out empty groups', () => {
    const items = ['2026-10-01T00:00:00Z', '2026-11-22T10:00:00Z', '2026-11-20T10:00:00Z'];
    const grouped = groupTasks(items, (i) => new Date(i), now, utc);
    expect(grouped.map((g) => [g.group, g.items])).toEqual([
      ['Today', ['2026-11-22T10:00:00Z']],
      ['Last 7 Days', ['2026-11-20T10:00:00Z']],
      ['Older', ['2026-10-01T00:00:00Z']],
    ]);
  });
});
