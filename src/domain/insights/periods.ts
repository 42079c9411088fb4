import type { InsightFilters, InsightPeriod } from './contract.js';

/**
 * The periods of sales insight, on 'YYYY-MM-DD' calendar days (TxnDate is a calendar day, and
 * "today" is the company's day). Both ends are inclusive. Last year is the same calendar days a
 * year earlier (docs/decisions/0190-sales-insight-definitions.md).
 */

const dayMs = 86_400_000;

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const toUtc = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a date. */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * dayMs);

/** A date as the number of days since 1970-01-01: days are subtracted and sorted as numbers. */
export const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / dayMs;

/** The date of a day number (`dayNumber`'s inverse). */
export const dateOfDayNumber = (day: number): string => fromUtc(day * dayMs);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/**
 * Rep activity's longest period, both ends counted: three years, leap days included (decision
 * 0246). Its weeks are counted from the rows on a first request; the sales figures take any range.
 */
export const activityMaxDays = 3 * 366;
export const activitySpanMessage =
  'Rep activity covers at most three years at a time; choose a shorter range.';

/** Whether a period is longer than rep activity covers. */
export const activitySpanTooLong = (period: { from: string; to: string }) =>
  daysBetween(period.from, period.to) + 1 > activityMaxDays;

/** The same calendar day a year earlier; Feb 29 becomes Feb 28, as that year has no Feb 29. */
export function sameDayLastYear(date: string): string {
  const [y, m, d] = parts(date);
  const lastYear = y - 1;
  const leap = (lastYear % 4 === 0 && lastYear % 100 !== 0) || lastYear % 400 === 0;
  return format(lastYear, m, m === 2 && d === 29 && !leap ? 28 : d);
}

/** The number of the last day of a month (1–12) of a year. */
export const lastDayOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function spoken(date: string): string {
  const [y, m, d] = parts(date);
  return `${monthNames[m - 1]} ${d}, ${y}`;
}

function quarterOf(date: string): string {
  const [y, m] = parts(date);
  return `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
}

/** The quarters from the one holding `first` to the one holding `last`, newest first ('2026-Q4'). */
export function quartersBetween(first: string, last: string): string[] {
  const index = (date: string) => {
    const [y, m] = parts(date);
    return y * 4 + Math.floor((m - 1) / 3);
  };
  const quarters: string[] = [];
  for (let i = index(last); i >= index(first < last ? first : last); i -= 1)
    quarters.push(`${Math.floor(i / 4)}-Q${(i % 4) + 1}`);
  return quarters;
}

function quarterBounds(quarter: string): { from: string; to: string } {
  const y = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const first = (q - 1) * 3 + 1;
  return { from: format(y, first, 1), to: format(y, first + 2, lastDayOfMonth(y, first + 2)) };
}

function withLastYear(from: string, to: string, label: string): InsightPeriod {
  return {
    from,
    to,
    lastYearFrom: sameDayLastYear(from),
    lastYearTo: sameDayLastYear(to),
    label: `${label} (${spoken(from)} – ${spoken(to)})`,
  };
}

/**
 * The period the filters ask for on `today`. A period never runs past today, so a quarter or year
 * in progress compares up to the same day last year. A custom range missing an end takes today
 * (to) or the first of that year (from); ends given backwards are swapped.
 */
export function resolvePeriod(
  filters: Pick<InsightFilters, 'range' | 'quarter' | 'from' | 'to'>,
  today: string,
) {
  const capped = (to: string) => (to > today ? today : to);
  switch (filters.range) {
    case 'year':
      return withLastYear(`${today.slice(0, 4)}-01-01`, today, 'This year to date');
    case 'last12':
      return withLastYear(addDays(sameDayLastYear(today), 1), today, 'The last 12 months');
    case 'quarter': {
      const quarter = filters.quarter ?? quarterOf(today);
      const { from, to } = quarterBounds(quarter);
      return withLastYear(from, from > today ? to : capped(to), quarter.replace('-', ' '));
    }
    case 'custom': {
      const to = filters.to ?? today;
      const from = filters.from ?? `${to.slice(0, 4)}-01-01`;
      return from <= to ? withLastYear(from, to, 'Chosen dates') : withLastYear(to, from, 'Chosen dates');
    }
  }
}

/** One month of the 12-month chart: its days this year (up to the period's end) and a year earlier. */
export interface MonthWindow {
  month: string;
  from: string;
  to: string;
  lastYearFrom: string;
  lastYearTo: string;
}

/** The 12 months ending with the month of `to`; the last one runs only to `to`, and so does last year's. */
export function monthWindows(to: string): MonthWindow[] {
  const [y, m] = parts(to);
  const windows: MonthWindow[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    const index = y * 12 + (m - 1) - back;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const from = format(year, month, 1);
    const end = format(year, month, lastDayOfMonth(year, month));
    const until = end > to ? to : end;
    windows.push({
      month: from.slice(0, 7),
      from,
      to: until,
      lastYearFrom: sameDayLastYear(from),
      lastYearTo:
        until === end ? format(year - 1, month, lastDayOfMonth(year - 1, month)) : sameDayLastYear(until),
    });
  }
  return windows;
}

/** The Monday of a date's week. */
export function weekStartOf(date: string): string {
  const weekday = (new Date(toUtc(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}
