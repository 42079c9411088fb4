import { describe, expect, it } from 'vitest';
import { monthBefore, monthLabel, recentMonths } from './months';

describe('report months', () => {
  it('counts back across a year’s end', () => {
    expect(monthBefore('2026-01-15', 1)).toBe('2025-12');
    expect(monthBefore('2026-12-01', 0)).toBe('2026-12');
    expect(monthBefore('2026-03-31', 14)).toBe('2025-01');
  });

  it('names the months newest first', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(recentMonths('2026-02-10', 3).map((m) => m.value)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});
