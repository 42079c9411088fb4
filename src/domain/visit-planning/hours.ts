import { z } from 'zod';

/**
 * Opening hours and working days (issue 47, part 1), in the shape the planner's problem file takes
 * (`{"mon": [["10:00", "19:00"]], …}`): a weekday missing means closed that day. Times are 'HH:MM'
 * on a 24-hour clock, in the customer's (the company's) local time.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The weekday of a calendar day 'YYYY-MM-DD' (its own day, whatever the time zone). */
export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

export const timeMessage = 'Use a time like 09:30 (24-hour clock)';
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage);

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const closesBeforeOpensMessage = 'A shop closes after it opens: check the hours';
export const overlappingHoursMessage = 'A day’s opening hours may not overlap: list them earliest first';
export const maxIntervalsPerDay = 4;

const intervalSchema = z
  .tuple([timeOfDaySchema, timeOfDaySchema])
  .refine(([opens, closes]) => minutesOf(closes) > minutesOf(opens), closesBeforeOpensMessage);

const dayHoursSchema = z
  .array(intervalSchema)
  .min(1, 'A day with no hours is a closed day: leave it out')
  .max(maxIntervalsPerDay, `At most ${maxIntervalsPerDay} opening intervals a day`)
  .refine(
    (intervals) =>
      intervals.every((interval, i) => i === 0 || minutesOf(interval[0]) >= minutesOf(intervals[i - 1]![1])),
    overlappingHoursMessage,
  );

export const unknownWeekdayMessage = 'Name the weekdays mon, tue, wed, thu, fri, sat and sun';

/** A customer's week: each weekday's intervals, earliest first; a weekday left out is closed. */
export const weekHoursSchema = z.strictObject(
  Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof dayHoursSchema>
  >,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownWeekdayMessage : undefined) },
);
export type WeekHours = z.infer<typeof weekHoursSchema>;

/** Open every day from `opens` to `closes`, except the days listed. */
export function sameHoursEveryDay(
  opens: string,
  closes: string,
  closedOn: readonly Weekday[] = [],
): WeekHours {
  return Object.fromEntries(
    weekdays.filter((day) => !closedOn.includes(day)).map((day) => [day, [[opens, closes]]]),
  ) as WeekHours;
}

/** "Closed on Mondays" and the like: the days a week of hours leaves out. */
export const closedDaysOf = (hours: WeekHours): Weekday[] => weekdays.filter((day) => !hours[day]);
