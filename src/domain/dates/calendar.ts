import { z } from 'zod';

/**
 * The one rule for the dates the API takes (issue 44, decision 0244): 'YYYY-MM-DD', a day that
 * exists, between 1900-01-01 and 2100-12-31. A pattern alone let 9999-99-99 through to date
 * arithmetic that answered 500, and 9999-12-31 through to a loop that never ended (a day after it
 * is '+010000-01-01', which sorts before it). Quarters ('2026-Q2') and instants take the same years.
 * Plain zod (a pattern and refinements), so forms share it and a fuzz can generate from it.
 */

export const earliestDate = '1900-01-01';
export const latestDate = '2100-12-31';
const earliestYear = Number(earliestDate.slice(0, 4));
const latestYear = Number(latestDate.slice(0, 4));

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const quarterPattern = /^\d{4}-Q[1-4]$/;

export const dateFormatMessage = 'Use a date as YYYY-MM-DD, like 2026-11-27';
export const dateMissingMessage = 'That date does not exist: check the month and the day';
export const dateRangeMessage = `Use a date between ${earliestDate} and ${latestDate}`;
export const quarterFormatMessage = 'Use a quarter like 2026-Q2';
export const quarterRangeMessage = `Use a quarter between ${earliestYear}-Q1 and ${latestYear}-Q4`;
export const instantRangeMessage = `Use a date and time between ${earliestDate} and ${latestDate}`;

const yearWithin = (year: number) => year >= earliestYear && year <= latestYear;

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether 'YYYY-MM-DD' names a day of the (proleptic Gregorian) calendar: no 2026-02-30, no month
 * 13, no day 0. Arithmetic, not a Date: the import checks a few dates of every document it reads
 * (a test holds it equal to `Date`'s calendar day by day).
 */
export function isRealDate(text: string): boolean {
  if (!datePattern.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : daysInMonth[month - 1]!);
}

/** Whether a date the pattern accepts lies within the bounds (ISO dates sort as text). */
export const isDateWithinBounds = (text: string): boolean => text >= earliestDate && text <= latestDate;

/** A real calendar date within the bounds: what every date the API takes must be. */
export const isCalendarDate = (text: string): boolean => isRealDate(text) && isDateWithinBounds(text);

/**
 * The calendar day of an instant where the clock reading it is: on a rep's phone, the rep's own day
 * (after 7 pm in Florida it is still today, though UTC's date is tomorrow). The one helper for "today"
 * on the device; the server asks `localDate` of `zoned.ts` with a named time zone instead.
 */
export function localCalendarDateOf(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A calendar day the API takes, shared with the forms; one message, the first rule broken. */
export const calendarDateSchema = z
  .string()
  .regex(datePattern, { error: dateFormatMessage, abort: true })
  .refine(isRealDate, { error: dateMissingMessage, abort: true })
  .refine(isDateWithinBounds, dateRangeMessage);

/** 'YYYY-Qn' with a year within the dates' bounds. */
export const calendarQuarterSchema = z
  .string()
  .regex(quarterPattern, { error: quarterFormatMessage, abort: true })
  .refine((quarter) => yearWithin(Number(quarter.slice(0, 4))), quarterRangeMessage);

/**
 * An instant with its offset ('2026-11-27T14:30:00Z', '…-05:00') whose UTC date lies within the
 * dates' bounds; `message` says what a malformed one is, for the field it fills.
 */
export const calendarInstantSchema = (message = 'Use a date and time like 2026-11-27T14:30:00Z') =>
  z.iso.datetime({ offset: true, error: message, abort: true }).refine((iso) => {
    const at = Date.parse(iso);
    return !Number.isNaN(at) && isDateWithinBounds(new Date(at).toISOString().slice(0, 10));
  }, instantRangeMessage);
