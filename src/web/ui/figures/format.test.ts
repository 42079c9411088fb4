import { describe, expect, it } from 'vitest';
import {
  changeDirection,
  formatCents,
  formatChange,
  formatDays,
  monthLabel,
  quarterLabel,
  reasonsText,
} from './format';

describe('the formats of sales figures', () => {
  it.each([
    [123456, '$1,234.56'],
    [-1200, '-$12.00'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [5, '$0.05'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([
    [12.5, '+12.5 %', 'up'],
    [-40, '−40.0 %', 'down'],
    [0, '0.0 %', 'level'],
    [null, 'new', 'up'],
  ] as const)('a change of %s reads %s and goes %s', (percent, text, direction) => {
    expect(formatChange(percent)).toBe(text);
    expect(changeDirection(percent)).toBe(direction);
  });

  it('names months and quarters as calendar periods, with no time zone to shift them', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
    expect(quarterLabel('2026-Q2')).toBe('Q2 2026 (Apr – Jun)');
    expect(quarterLabel('soon')).toBe('soon');
  });

  it('says days as a person would, and a missing interval as unknown', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(45.5)).toBe('46 days');
    expect(formatDays(null)).toBe('—');
  });

  it('says which rule put a customer at risk, both when both hold', () => {
    expect(reasonsText(['interval'])).toEqual([expect.stringMatching(/1\.5 × its usual interval/)]);
    expect(reasonsText(['interval', 'drop'])).toHaveLength(2);
  });
});
