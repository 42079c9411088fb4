import { describe, expect, it } from 'vitest';
import { addDays, dayOf, mondayOf, shortDate } from './days';

describe('the days the visits pages ask for', () => {
  it.each([
    ['a Friday', new Date(2026, 10, 27, 18), '2026-11-23'],
    ['a Monday', new Date(2026, 10, 23, 1), '2026-11-23'],
    ['a Sunday belongs to the week before', new Date(2026, 10, 29, 23), '2026-11-23'],
    ['across a month', new Date(2026, 11, 2), '2026-11-30'],
  ])('the Monday of %s', (_name, date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it('writes the local day and moves it by whole days', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-11-23', -7)).toBe('2026-11-16');
  });

  it('says Never for a customer never visited', () => {
    expect(shortDate(null)).toBe('Never');
    expect(shortDate('2026-11-03')).toBe('Nov 3, 2026');
  });
});
