import { describe, expect, it } from 'vitest';
import {
  closedDaysOf,
  closesBeforeOpensMessage,
  overlappingHoursMessage,
  sameHoursEveryDay,
  unknownWeekdayMessage,
  weekdayOf,
  weekHoursSchema,
} from './hours.js';
import {
  noHoursMessage,
  workingDaysInputSchema,
  yesterdayEndMessage,
  homeMissingMessage,
} from './working-days.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('opening hours', () => {
  const rows: [string, unknown, string | null][] = [
    [
      'two intervals a day',
      {
        mon: [
          ['09:00', '12:00'],
          ['14:00', '19:00'],
        ],
      },
      null,
    ],
    ['a week with every day closed', {}, null],
    ['a shop that closes before it opens', { tue: [['18:00', '09:00']] }, closesBeforeOpensMessage],
    ['a shop that closes as it opens', { tue: [['09:00', '09:00']] }, closesBeforeOpensMessage],
    [
      'intervals that overlap',
      {
        wed: [
          ['09:00', '13:00'],
          ['12:00', '18:00'],
        ],
      },
      overlappingHoursMessage,
    ],
    [
      'an unknown weekday',
      { mon: [['09:00', '17:00']], funday: [['09:00', '17:00']] },
      unknownWeekdayMessage,
    ],
    ['a time past midnight', { thu: [['09:00', '24:30']] }, 'Use a time like 09:30 (24-hour clock)'],
  ];
  it.each(rows)('%s', (_name, hours, message) => {
    expect(firstMessage(weekHoursSchema.safeParse(hours))).toBe(message);
  });

  it('names the closed days and the weekday of a date', () => {
    expect(closedDaysOf(sameHoursEveryDay('10:00', '19:00', ['mon', 'sun']))).toEqual(['mon', 'sun']);
    expect(weekdayOf('2026-12-07')).toBe('mon');
    expect(weekdayOf('2026-12-06')).toBe('sun');
  });
});

describe('working days', () => {
  const day = { from: '08:00', to: '17:00', start: { kind: 'home' }, end: { kind: 'home' } };
  const rows: [string, unknown, string | null][] = [
    ['a week from home', { home: '100 N Tampa St, Tampa, FL 33602', days: { mon: day, tue: day } }, null],
    ['a day of 0 hours', { home: 'Tampa, FL', days: { mon: { ...day, to: '08:00' } } }, noHoursMessage],
    ['an unknown weekday', { home: 'Tampa, FL', days: { someday: day } }, unknownWeekdayMessage],
    [
      'a day that ends where yesterday ended',
      { home: 'Tampa, FL', days: { mon: { ...day, end: { kind: 'yesterday' } } } },
      yesterdayEndMessage,
    ],
    ['home without a home address', { home: null, days: { mon: day } }, homeMissingMessage],
    [
      'an empty typed address',
      {
        home: null,
        days: { mon: { ...day, start: { kind: 'address', address: ' ' }, end: { kind: 'yesterday' } } },
      },
      'Type the address with its ZIP code, such as 100 N Tampa St, Tampa, FL 33602',
    ],
  ];
  it.each(rows)('%s', (_name, input, message) => {
    expect(firstMessage(workingDaysInputSchema.safeParse(input))).toBe(message);
  });
});
