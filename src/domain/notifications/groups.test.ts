import { describe, expect, it } from 'vitest';
import type { ZoneOffset } from '../dates/ranges.js';
import { groupNotifications, notificationGroupOf } from './groups.js';
import { excerpt, notificationText } from './text.js';

const utc: ZoneOffset = () => 0;
const now = new Date('2026-03-10T15:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 3600_000);

describe('notificationGroupOf', () => {
  it.each([
    { at: new Date('2026-03-10T00:00:00Z'), expected: 'Today' },
    { at: new Date('2026-03-09T23:59:00Z'), expected: 'Last 7 Days' },
    { at: daysAgo(7), expected: 'Last 7 Days' },
    { at: daysAgo(7.1), expected: '7 to 15 Days' },
    { at: daysAgo(15), expected: '7 to 15 Days' },
    { at: daysAgo(16), expected: '15 to 30 Days' },
    { at: daysAgo(30), expected: '15 to 30 Days' },
    { at: daysAgo(31), expected: 'Older' },
  ])('$at is in $expected', ({ at, expected }) => {
    expect(notificationGroupOf(at, now, utc)).toBe(expected);
  });

  it('lists groups in order without empty ones', () => {
    const items = [daysAgo(0.1), daysAgo(40), daysAgo(0.2), daysAgo(10)];
    expect(groupNotifications(items, (d) => d, now, utc)).toEqual([
      { group: 'Today', items: [items[0], items[2]] },
      { group: '7 to 15 Days', items: [items[3]] },
      { group: 'Older', items: [items[1]] },
    ]);
  });
});

describe('notificationText', () => {
  const note = { subject: 'Visit' };
  it.each([
    {
      type: 'new-comment' as const,
      detail: { comment: 'Looks good' },
      expected: 'commented on "Visit": Looks good',
    },
    {
      type: 'new-comment' as const,
      detail: { comment: 'See @Ann', mentioned: true },
      expected: 'mentioned you in a comment on "Visit": See @Ann',
    },
    {
      type: 'new-task' as const,
      detail: { taskDescription: 'Call back' },
      expected: 'set a task on "Visit": Call back',
    },
    { type: 'removed-task' as const, detail: {}, expected: 'removed the task on "Visit"' },
    { type: 'resolved-task' as const, detail: {}, expected: 'marked the task on "Visit" as done' },
    { type: 'unresolved-task' as const, detail: {}, expected: 'set the task on "Visit" as unresolved' },
  ])('$type', ({ type, detail, expected }) => {
    expect(notificationText(type, note, detail)).toBe(expected);
  });

  it('shortens long text to one line', () => {
    expect(excerpt('a\n\nb')).toBe('a b');
    expect(excerpt('x'.repeat(200)).length).toBe(141);
  });
});
