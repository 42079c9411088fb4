import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  monthWindows,
  quartersBetween,
  resolvePeriod,
  sameDayLastYear,
  weekStartOf,
} from './periods.js';

describe('same day last year', () => {
  it.each([
    ['2026-11-27', '2025-11-27'],
    ['2028-02-29', '2027-02-28'],
    ['2029-02-28', '2028-02-28'],
    ['2028-03-01', '2027-03-01'],
    ['2026-01-01', '2025-01-01'],
  ])('%s → %s', (date, expected) => {
    expect(sameDayLastYear(date)).toBe(expected);
  });
});

describe('periods', () => {
  it('this year to date compares up to the same day last year', () => {
    expect(resolvePeriod({ range: 'year' }, '2026-11-27')).toEqual({
      from: '2026-01-01',
      to: '2026-11-27',
      lastYearFrom: '2025-01-01',
      lastYearTo: '2025-11-27',
      label: 'This year to date (Jan 1, 2026 – Nov 27, 2026)',
    });
  });

  it('year to date on Feb 29 ends last year on Feb 28', () => {
    const period = resolvePeriod({ range: 'year' }, '2028-02-29');
    expect([period.lastYearFrom, period.lastYearTo]).toEqual(['2027-01-01', '2027-02-28']);
  });

  it('the last 12 months end today and start the day after the same day last year', () => {
    const period = resolvePeriod({ range: 'last12' }, '2026-11-27');
    expect([period.from, period.to, period.lastYearFrom, period.lastYearTo]).toEqual([
      '2025-11-28',
      '2026-11-27',
      '2024-11-28',
      '2025-11-27',
    ]);
  });

  it('a past quarter is whole; the current one runs to today', () => {
    const past = resolvePeriod({ range: 'quarter', quarter: '2026-Q1' }, '2026-11-27');
    expect([past.from, past.to, past.lastYearFrom, past.lastYearTo]).toEqual([
      '2026-01-01',
      '2026-03-31',
      '2025-01-01',
      '2025-03-31',
    ]);
    const current = resolvePeriod({ range: 'quarter' }, '2026-11-27');
    expect([current.from, current.to]).toEqual(['2026-10-01', '2026-11-27']);
    expect(current.label).toMatch(/^2026 Q4/);
  });

  it('a custom range keeps its days, swapped when given backwards, and fills a missing end', () => {
    const period = resolvePeriod({ range: 'custom', from: '2026-03-10', to: '2026-02-01' }, '2026-11-27');
    expect([period.from, period.to]).toEqual(['2026-02-01', '2026-03-10']);
    const open = resolvePeriod({ range: 'custom', from: '2026-06-01' }, '2026-11-27');
    expect([open.from, open.to]).toEqual(['2026-06-01', '2026-11-27']);
  });
});

describe('the 12 months', () => {
  it('end with the period’s month, crossing the year, the last month only to the period’s end', () => {
    const windows = monthWindows('2026-02-15');
    expect(windows).toHaveLength(12);
    expect(windows[0]).toEqual({
      month: '2025-03',
      from: '2025-03-01',
      to: '2025-03-31',
      lastYearFrom: '2024-03-01',
      lastYearTo: '2024-03-31',
    });
    expect(windows[10]).toMatchObject({ month: '2026-01', lastYearTo: '2025-01-31' });
    expect(windows[11]).toEqual({
      month: '2026-02',
      from: '2026-02-01',
      to: '2026-02-15',
      lastYearFrom: '2025-02-01',
      lastYearTo: '2025-02-15',
    });
  });

  it('a whole February against a leap year’s whole February', () => {
    // Feb 28, 2029 ends that month: a whole month compares with the whole month a year earlier.
    expect(monthWindows('2029-02-28')[11]).toMatchObject({ to: '2029-02-28', lastYearTo: '2028-02-29' });
    expect(monthWindows('2029-02-27')[11]).toMatchObject({ to: '2029-02-27', lastYearTo: '2028-02-27' });
    expect(monthWindows('2029-03-31')[11]).toMatchObject({ lastYearTo: '2028-03-31' });
    // The whole February of 2029 (a past month) compares with all 29 days of 2028's.
    expect(monthWindows('2029-03-31')[10]).toMatchObject({ month: '2029-02', lastYearTo: '2028-02-29' });
  });
});

describe('days and weeks', () => {
  it('counts days across years and finds the Monday', () => {
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-03')).toBe('2026-12-28');
  });
});

describe('quarters', () => {
  it('lists the quarters with sales, newest first, across a year', () => {
    expect(quartersBetween('2025-11-03', '2026-04-01')).toEqual(['2026-Q2', '2026-Q1', '2025-Q4']);
    expect(quartersBetween('2026-11-27', '2026-11-27')).toEqual(['2026-Q4']);
  });
});
