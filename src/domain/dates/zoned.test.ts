import { describe, expect, it } from 'vitest';
import { isTimeZone, localDate, localDateTime, timeZoneSchema } from './zoned.js';

describe('dates in a time zone', () => {
  // Late evening in New York is already the next day in UTC and Tokyo; each zone keeps its own
  // formatter, so asking in turn must never answer with another zone's.
  it.each([
    { zone: 'America/New_York', date: '03/09/2025', dateTime: '03/09/2025 11:30 PM' },
    { zone: 'UTC', date: '03/10/2025', dateTime: '03/10/2025 3:30 AM' },
    { zone: 'Asia/Tokyo', date: '03/10/2025', dateTime: '03/10/2025 12:30 PM' },
    { zone: 'America/New_York', date: '03/09/2025', dateTime: '03/09/2025 11:30 PM' },
  ])('2025-03-10T03:30Z in $zone is $dateTime', ({ zone, date, dateTime }) => {
    expect(localDate('2025-03-10T03:30:00.000Z', zone)).toBe(date);
    expect(localDateTime('2025-03-10T03:30:00.000Z', zone)).toBe(dateTime);
  });

  it.each([
    { sent: 'America/Chicago', zone: 'America/Chicago', known: true },
    { sent: 'america/chicago', zone: 'America/Chicago', known: true },
    { sent: 'Mars/Olympus_Mons', zone: 'America/New_York', known: false },
    { sent: undefined, zone: 'America/New_York', known: false },
  ])('the zone $sent is read as $zone', ({ sent, zone, known }) => {
    expect(timeZoneSchema.parse(sent)).toBe(zone);
    if (sent) expect(isTimeZone(sent)).toBe(known);
  });
});
