import { describe, expect, it } from 'vitest';
import { taskDigestSchema } from '../settings/taskDigest.js';
import { localDay, nextDigestAt } from './digest-time.js';

const newYork = { hour: 7, timeZone: 'America/New_York' };

describe('nextDigestAt', () => {
  it.each([
    // Winter (UTC-5): 07:00 is 12:00 UTC.
    ['2026-01-15T11:59:59Z', newYork, '2026-01-15', '2026-01-15T12:00:00.000Z'],
    ['2026-01-15T12:00:00Z', newYork, '2026-01-16', '2026-01-16T12:00:00.000Z'],
    // Summer (UTC-4): 07:00 is 11:00 UTC.
    ['2026-07-01T03:00:00Z', newYork, '2026-07-01', '2026-07-01T11:00:00.000Z'],
    // Late evening in New York is already the next day in UTC.
    ['2026-07-02T02:30:00Z', newYork, '2026-07-02', '2026-07-02T11:00:00.000Z'],
    // The night the clocks go forward (8 March 2026) and back (1 November 2026).
    ['2026-03-07T13:00:00Z', newYork, '2026-03-08', '2026-03-08T11:00:00.000Z'],
    ['2026-10-31T12:00:00Z', newYork, '2026-11-01', '2026-11-01T12:00:00.000Z'],
    // 02:00 does not exist on 8 March in New York: the digest leaves at 03:00 (07:00 UTC).
    [
      '2026-03-08T05:00:00Z',
      { hour: 2, timeZone: 'America/New_York' },
      '2026-03-08',
      '2026-03-08T07:00:00.000Z',
    ],
    ['2026-11-23T10:00:00Z', { hour: 11, timeZone: 'UTC' }, '2026-11-23', '2026-11-23T11:00:00.000Z'],
    [
      '2026-11-23T10:00:00Z',
      { hour: 6, timeZone: 'America/Los_Angeles' },
      '2026-11-23',
      '2026-11-23T14:00:00.000Z',
    ],
  ])('after %s with %j: %s at %s', (now, time, day, runAt) => {
    const next = nextDigestAt(new Date(now), time);
    expect(next).toEqual({ day, runAt: new Date(runAt) });
    expect(localDay(time.timeZone, next.runAt.getTime())).toBe(day);
  });
});

describe('taskDigestSchema', () => {
  it.each([
    [{ hour: 7, timeZone: 'America/Chicago' }, true],
    [{ hour: 24, timeZone: 'America/Chicago' }, false],
    [{ hour: 7, timeZone: 'Mars/Olympus' }, false],
    [{ hour: 7.5, timeZone: 'UTC' }, false],
  ])('%j is valid: %s', (value, valid) => {
    expect(taskDigestSchema.safeParse(value).success).toBe(valid);
  });
});
