import { describe, expect, it } from 'vitest';
import { arrivalMessage, badgeCount, badgeLabel } from './badge';

describe('the bell', () => {
  it.each([
    [0, 'Notifications', 0],
    [1, 'Notifications, 1 unread', 1],
    [99, 'Notifications, 99 unread', 99],
    [100, 'Notifications, 100 unread', '99+'],
  ])('%i unread: named “%s”, showing %s', (unread, label, count) => {
    expect(badgeLabel(unread)).toBe(label);
    expect(badgeCount(unread)).toBe(count);
  });
});

describe('arrivalMessage, what the screen reader hears when the count changes live', () => {
  it.each([
    ['the first count after loading', null, 5, null],
    ['one more', 2, 3, 'New notification. 3 unread'],
    ['several at once', 2, 5, '3 new notifications. 5 unread'],
    ['the first one', 0, 1, 'New notification. 1 unread'],
    ['fewer (read or dismissed elsewhere)', 5, 4, null],
    ['no change', 3, 3, null],
  ])('%s', (_, previous, unread, said) => {
    expect(arrivalMessage(previous, unread)).toBe(said);
  });
});
