import { z } from 'zod';
import { minutesOf, timeOfDaySchema, unknownWeekdayMessage, weekdays, type Weekday } from './hours.js';

/**
 * A rep's working days (issue 47, part 1): for each weekday worked, the hours and where the day
 * starts and ends. A place is the rep's home, an address typed (placed by the server: see
 * `server/visit-planning/places.ts`), or, for a start, "where yesterday ended". A weekday left out
 * is not worked.
 */

export const addressMessage = 'Type the address with its ZIP code, such as 100 N Tampa St, Tampa, FL 33602';
const addressSchema = z.string().trim().min(1, addressMessage).max(300, 'At most 300 characters');

const placeKinds = ['home', 'address', 'yesterday'] as const;
export type PlaceKind = (typeof placeKinds)[number];

const placeInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('home') }),
    z.object({ kind: z.literal('address'), address: addressSchema }),
    z.object({ kind: z.literal('yesterday') }),
  ],
  { error: 'Pick home, an address, or where yesterday ended' },
);
export type PlaceInput = z.infer<typeof placeInputSchema>;

export const noHoursMessage = 'A working day ends after it starts: check the hours';
export const yesterdayEndMessage = 'A day can start where yesterday ended, not end there';
export const homeMissingMessage = 'Type your home address first, or pick another place';

const dayInputSchema = z
  .object({ from: timeOfDaySchema, to: timeOfDaySchema, start: placeInputSchema, end: placeInputSchema })
  .refine((day) => minutesOf(day.to) > minutesOf(day.from), { message: noHoursMessage, path: ['to'] })
  .refine((day) => day.end.kind !== 'yesterday', { message: yesterdayEndMessage, path: ['end'] });

/** What the rep's form sends: home as typed, and the weekdays worked. */
export const workingDaysInputSchema = z
  .object({
    home: addressSchema.nullable(),
    days: z.strictObject(
      Object.fromEntries(weekdays.map((day) => [day, dayInputSchema.optional()])) as Record<
        Weekday,
        z.ZodOptional<typeof dayInputSchema>
      >,
      { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownWeekdayMessage : undefined) },
    ),
  })
  .superRefine((input, ctx) => {
    if (input.home !== null) return;
    for (const day of weekdays) {
      const worked = input.days[day];
      if (worked && (worked.start.kind === 'home' || worked.end.kind === 'home'))
        ctx.addIssue({ code: 'custom', path: ['home'], message: homeMissingMessage });
    }
  });
export type WorkingDaysInput = z.infer<typeof workingDaysInputSchema>;

/** A place as kept: the words typed and where the server placed them. */
export const placedSchema = z.object({ label: z.string(), latitude: z.number(), longitude: z.number() });
export type Placed = z.infer<typeof placedSchema>;

const placeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home') }),
  z.object({ kind: z.literal('address'), address: z.string(), place: placedSchema }),
  z.object({ kind: z.literal('yesterday') }),
]);
export type Place = z.infer<typeof placeSchema>;

const daySchema = z.object({ from: z.string(), to: z.string(), start: placeSchema, end: placeSchema });
export type WorkingDay = z.infer<typeof daySchema>;

export const workingDaysSchema = z.object({
  home: z.object({ address: z.string(), place: placedSchema }).nullable(),
  days: z.object(
    Object.fromEntries(weekdays.map((day) => [day, daySchema.optional()])) as Record<
      Weekday,
      z.ZodOptional<typeof daySchema>
    >,
  ),
});
export type WorkingDays = z.infer<typeof workingDaysSchema>;

/** A rep who never set their days: none worked, until they (or an admin) say which. */
export const noWorkingDays: WorkingDays = { home: null, days: {} };

/**
 * The form's value for days already kept, so a save without changes sends the same addresses.
 */
export function workingDaysInputOf(kept: WorkingDays): WorkingDaysInput {
  const days: WorkingDaysInput['days'] = {};
  for (const day of weekdays) {
    const worked = kept.days[day];
    if (!worked) continue;
    const input = (place: Place): PlaceInput =>
      place.kind === 'address' ? { kind: 'address', address: place.address } : place;
    days[day] = { from: worked.from, to: worked.to, start: input(worked.start), end: input(worked.end) };
  }
  return { home: kept.home?.address ?? null, days };
}

export { placeKinds };
