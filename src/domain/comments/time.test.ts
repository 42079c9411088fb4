import { describe, expect, it } from 'vitest';
import type { ZoneOffset } from '../dates/ranges.js';
import { commentDayOf, groupByDay, relativeTime, truncated } from './time.js';

const utc: ZoneOffset = () => 0;
const newYork: ZoneOffset = () => -300;
const now = new Date('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('relativeTime', () => {
  it.each([
    { age: 0, expected: 'just now' },
    { age: 59 * s, expected: 'just now' },
    { age: 60 * s, expected: '1 minute ago' },
    { age: 59 * m, expected: '59 minutes ago' },
    { age: h, expected: '1 hour ago' },
    { age: 23 * h + 59 * m, expected: '23 hours ago' },
    { age: d, expected: '1 day ago' },
    { age: 6 * d + 23 * h, expected: '6 days ago' },
    { age: 7 * d, expected: '03/03/2026' },
    { age: 400 * d, expected: '02/03/2025' },
    { age: -5 * s, expected: 'just now' },
  ])('$age ms ago reads $expected', ({ age, expected }) => {
    expect(relativeTime(ago(age), now, utc)).toBe(expected);
  });

  it('writes the date in the viewer zone', () => {
    expect(relativeTime(new Date('2026-03-01T02:00:00Z'), now, newYork)).toBe('02/28/2026');
  });
});

describe('commentDayOf and groupByDay', () => {
  it.each([
    { at: '2026-03-10T00:00:00Z', zone: utc, expected: 'Today' },
    { at: '2026-03-09T23:59:59Z', zone: utc, expected: 'Yesterday' },
    { at: '2026-03-09T00:00:00Z', zone: utc, expected: 'Yesterday' },
    { at: '2026-03-08T23:59:59Z', zone: utc, expected: '03/08/2026' },
    { at: '2026-03-10T03:00:00Z', zone: newYork, expected: 'Yesterday' },
  ])('$at is $expected', ({ at, zone, expected }) => {
    expect(commentDayOf(new Date(at), now, zone)).toBe(expected);
  });

  it('keeps order and joins consecutive comments of one day', () => {
    const items = [
      '2026-03-08T10:00:00Z',
      '2026-03-09T10:00:00Z',
      '2026-03-09T11:00:00Z',
      '2026-03-10T09:00:00Z',
    ];
    expect(groupByDay(items, (i) => new Date(i), now, utc)).toEqual([
      { day: '03/08/2026', items: [items[0]] },
      { day: 'Yesterday', items: [items[1], items[2]] },
      { day: 'Today', items: [items[3]] },
    ]);
  });
});

describe('truncated', () => {
  it.each([
    { text: 'x'.repeat(500), isTruncated: false, length: 500 },
    { text: 'x'.repeat(501), isTruncated: true, length: 501 },
  ])('a $length-character comment truncated: $isTruncated', ({ text, isTruncated }) => {
    const result = truncated(text, 500);
    expect(result.isTruncated).toBe(isTruncated);
    expect(result.short.length).toBe(isTruncated ? 501 : 500);
  });
});
