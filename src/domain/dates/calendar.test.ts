import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDateSchema,
  calendarInstantSchema,
  calendarQuarterSchema,
  dateFormatMessage,
  dateMissingMessage,
  dateRangeMessage,
  instantRangeMessage,
  isRealDate,
  localCalendarDateOf,
  quarterRangeMessage,
} from './calendar.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues.map((i) => i.message);

describe('the dates the API takes', () => {
  it.each([
    ['2026-11-27', null],
    ['2024-02-29', null],
    ['2000-02-29', null],
    ['1900-01-01', null],
    ['2100-12-31', null],
    ['2026-02-29', [dateMissingMessage]],
    ['1900-02-29', [dateMissingMessage]],
    ['2026-04-31', [dateMissingMessage]],
    ['9999-99-99', [dateMissingMessage]],
    ['0000-00-00', [dateMissingMessage]],
    ['1899-12-31', [dateRangeMessage]],
    ['2101-01-01', [dateRangeMessage]],
    ['9999-12-31', [dateRangeMessage]],
    ['0050-01-01', [dateRangeMessage]],
    ['2026-1-5', [dateFormatMessage]],
    ['', [dateFormatMessage]],
  ])('%s: %j', (date, messages) => {
    expect(messageOf(calendarDateSchema.safeParse(date))).toEqual(messages);
  });

  it('takes quarters of the same years', () => {
    expect(calendarQuarterSchema.safeParse('2026-Q2').success).toBe(true);
    expect(messageOf(calendarQuarterSchema.safeParse('9999-Q4'))).toEqual([quarterRangeMessage]);
    expect(messageOf(calendarQuarterSchema.safeParse('0000-Q1'))).toEqual([quarterRangeMessage]);
    expect(calendarQuarterSchema.safeParse('2026-Q5').success).toBe(false);
  });

  it('takes instants whose UTC day lies within the same days', () => {
    const instant = calendarInstantSchema('Not a time');
    expect(instant.safeParse('2026-11-27T14:30:00-05:00').success).toBe(true);
    expect(messageOf(instant.safeParse('9999-12-31T23:00:00-05:00'))).toEqual([instantRangeMessage]);
    expect(messageOf(instant.safeParse('0001-01-01T00:00:00Z'))).toEqual([instantRangeMessage]);
    expect(messageOf(instant.safeParse('2026-02-30T00:00:00Z'))).toEqual(['Not a time']);
  });
});

describe('a real calendar date', () => {
  /** The oracle: the day `Date` makes of the text's year, month and day, read back. */
  const dateSays = (year: number, month: number, day: number) => {
    const at = new Date(Date.UTC(2000, 0, 1));
    at.setUTCFullYear(year, month - 1, day);
    return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  };
  const text = (year: number, month: number, day: number) =>
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

  it.each([0, 4, 100, 1600, 1900, 1999, 2000, 2024, 2026, 2100, 2400, 9999])(
    'agrees with Date on every month and day 0–32 of %i',
    (year) => {
      for (let month = 0; month <= 13; month += 1)
        for (let day = 0; day <= 32; day += 1)
          expect(isRealDate(text(year, month, day))).toBe(
            month >= 1 && month <= 12 && day >= 1 && dateSays(year, month, day),
          );
    },
  );
});

describe('the local calendar day of an instant', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    // 9:30 pm in Tampa is already the next day in UTC: the rep's day is still the 6th.
    ['America/New_York', '2026-12-07T02:30:00Z', '2026-12-06'],
    ['America/Los_Angeles', '2026-12-07T07:59:00Z', '2026-12-06'],
    ['America/Los_Angeles', '2026-12-07T08:00:00Z', '2026-12-07'],
    // East of Greenwich the local day starts before UTC's.
    ['Asia/Tokyo', '2026-12-06T15:00:00Z', '2026-12-07'],
    ['UTC', '2026-12-31T23:59:59Z', '2026-12-31'],
  ])('in %s, %s is %s', (timeZone, instant, day) => {
    process.env.TZ = timeZone;
    expect(localCalendarDateOf(new Date(instant))).toBe(day);
  });
});
