import { z } from 'zod';

/**
 * The planner's file format (issue 47 item 4), fixed so that outside checkers can rely on it:
 * these fields keep their names and meaning; new fields are optional. Times are "HH:MM" on the
 * day's clock, dates "YYYY-MM-DD"; a user's mistake gets a message that names the stop or day.
 */

export const maxPlanDays = 5;
export const maxPlanStops = 500;
/** The longest budget a caller may give (the benchmark's long run takes 60 s). */
export const maxBudgetMs = 120_000;

export const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof weekdayKeys)[number];

const clockPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** "10:05" → 605. The caller has validated the text. */
export function minutesOfClock(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** 605 → "10:05". */
export function clockOfMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The weekday of a calendar date, whatever the time zone of the machine that plans. */
export function weekdayOf(date: string): WeekdayKey {
  return weekdayKeys[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

const clock = z.string().regex(clockPattern, 'A time is written HH:MM, from 00:00 to 24:00');
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD')
  .refine((text) => new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'Not a calendar date');

export const placeSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** One opening interval, ["10:00", "19:00"]; it must close after it opens (no overnight hours). */
const interval = z.tuple([clock, clock]);
const hoursSchema = z.strictObject(
  Object.fromEntries(weekdayKeys.map((key) => [key, z.array(interval).max(6).optional()])) as Record<
    WeekdayKey,
    z.ZodOptional<z.ZodArray<typeof interval>>
  >,
);
export type OpeningHours = z.infer<typeof hoursSchema>;

export const planDaySchema = z.object({
  date,
  start: placeSchema,
  end: placeSchema,
  from: clock,
  to: clock,
});

export const planStopSchema = z.object({
  id: z.string().min(1).max(100),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** The visit's length in whole minutes. */
  minutes: z.number().int().min(1).max(1440),
  priority: z.number().min(0).max(1e9),
  /** A weekday missing means closed that day; no `hours` means always open. */
  hours: hoursSchema.optional(),
  /** An appointment: the visit starts at `at` on `date`, whatever the opening hours say. */
  fixed: z.object({ date, at: clock }).optional(),
  /** Optional extra: the stop may only be planned on this day (a stop the rep moved or locked to a day). */
  day: date.optional(),
  /**
   * Optional extra: a locked stop's place in its day (decision 0358). Among the stops of one day
   * that have an `order`, lower comes first; the stops without one go anywhere around them.
   */
  order: z.number().int().min(0).max(1e6).optional(),
});

/**
 * Optional extra: travel minutes from a table (an OSRM server's, say) instead of the straight-line
 * model. `points` names stops by id and the days' ends as "start:YYYY-MM-DD" / "end:YYYY-MM-DD";
 * `minutes[i][j]` is from points[i] to points[j]. A pair the table lacks falls back to the model.
 */
export const travelTableSchema = z
  .object({
    points: z.array(z.string().min(1)).max(maxPlanStops + 2 * maxPlanDays),
    minutes: z.array(z.array(z.number().min(0))),
  })
  .refine(
    (table) =>
      table.minutes.length === table.points.length &&
      table.minutes.every((row) => row.length === table.points.length),
    'The travel table needs one row and one column for each of its points',
  );

export const travelSchema = z.object({
  roadFactor: z.number().min(1).max(5),
  mph: z.number().min(1).max(100),
  table: travelTableSchema.optional(),
});

export const planProblemSchema = z
  .object({
    days: z
      .array(planDaySchema)
      .min(1, 'Pick at least one day')
      .max(maxPlanDays, `A plan covers at most ${maxPlanDays} days`),
    stops: z.array(planStopSchema).max(maxPlanStops, `A plan takes at most ${maxPlanStops} stops`),
    travel: travelSchema,
    /** Optional extras: the search's budget (the default suits a phone) and its seed. */
    budgetMs: z.number().int().min(1).max(maxBudgetMs).optional(),
    iterations: z.number().int().min(0).max(1e7).optional(),
    seed: z.number().int().optional(),
  })
  .superRefine((problem, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const dates = new Set<string>();
    problem.days.forEach((day, index) => {
      if (dates.has(day.date)) issue(['days', index, 'date'], `The day ${day.date} is listed twice`);
      dates.add(day.date);
      if (minutesOfClock(day.to) <= minutesOfClock(day.from)) {
        issue(
          ['days', index, 'to'],
          `The day ${day.date} has no hours: it ends (${day.to}) before it starts (${day.from})`,
        );
      }
    });
    const ids = new Set<string>();
    problem.stops.forEach((stop, index) => {
      if (ids.has(stop.id)) issue(['stops', index, 'id'], `The stop ${stop.id} is listed twice`);
      ids.add(stop.id);
      for (const key of weekdayKeys) {
        (stop.hours?.[key] ?? []).forEach(([opens, closes], n) => {
          if (minutesOfClock(closes) <= minutesOfClock(opens)) {
            issue(
              ['stops', index, 'hours', key, n],
              `The opening hours of ${stop.id} on ${key} close (${closes}) before they open (${opens})`,
            );
          }
        });
      }
      if (stop.fixed && !dates.has(stop.fixed.date)) {
        issue(
          ['stops', index, 'fixed', 'date'],
          `The appointment with ${stop.id} is on ${stop.fixed.date}, not one of the plan's days`,
        );
      }
      if (stop.fixed && minutesOfClock(stop.fixed.at) + stop.minutes > 1440) {
        issue(['stops', index, 'fixed', 'at'], `The appointment with ${stop.id} runs past midnight`);
      }
      if (stop.day && !dates.has(stop.day)) {
        issue(['stops', index, 'day'], `${stop.id} is pinned to ${stop.day}, not one of the plan's days`);
      }
      if (stop.order !== undefined && !stop.day && !stop.fixed) {
        issue(
          ['stops', index, 'order'],
          `${stop.id} has a place in its day's order but no day: give it a day or an appointment`,
        );
      }
      if (stop.day && stop.fixed && stop.day !== stop.fixed.date) {
        issue(
          ['stops', index, 'day'],
          `${stop.id} is pinned to ${stop.day} but its appointment is on ${stop.fixed.date}`,
        );
      }
    });
  });

export type PlanProblem = z.infer<typeof planProblemSchema>;
export type PlanProblemInput = z.input<typeof planProblemSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type PlanStop = z.infer<typeof planStopSchema>;

/**
 * Why a stop is left out: one of a small fixed set (decision 0314), in words users read; `kind`
 * (an optional extra) lets a page choose its own words or icon.
 */
export const unplacedKinds = [
  'closed',
  'too-short',
  'too-far',
  'no-time',
  'clash',
  'appointment-outside-day',
] as const;
export type UnplacedKind = (typeof unplacedKinds)[number];

export const planSchema = z.object({
  days: z.array(
    z.object({
      date,
      stops: z.array(z.object({ id: z.string(), arrive: clock, leave: clock })),
    }),
  ),
  unplaced: z.array(z.object({ id: z.string(), reason: z.string(), kind: z.enum(unplacedKinds).optional() })),
  driveMinutes: z.number().min(0),
  /** Optional extra: the sum of the priorities of the stops placed. */
  priority: z.number().optional(),
});

export type Plan = z.infer<typeof planSchema>;
export type UnplacedStop = Plan['unplaced'][number];
