import { z } from 'zod';
import { sameHoursEveryDay, weekHoursSchema } from './hours.js';

/**
 * The admin's settings for planning visits (issue 47): how long a visit lasts by grade, the opening
 * hours a customer has until someone types its own (by QuickBooks' customer type), the weights
 * of the priority's parts (decision 0316), and the drive's figures (decision 0361).
 */

const minutes = z
  .number()
  .int('Whole minutes')
  .min(5, 'A visit lasts at least 5 minutes')
  .max(480, 'A visit lasts at most 8 hours');

export const visitMinutesSchema = z.object({
  grades: z
    .array(z.object({ grade: z.enum(['A', 'B', 'C', 'D']), minutes }))
    .length(4, 'List the four grades A, B, C and D')
    .refine((list) => list.every((g, i) => g.grade === 'ABCD'[i]), {
      message: 'List the grades A, B, C, D in order',
    }),
  /** A customer without a grade. */
  otherMinutes: minutes,
});
export type VisitMinutes = z.infer<typeof visitMinutesSchema>;

export const visitMinutesDefault: VisitMinutes = {
  grades: [
    { grade: 'A', minutes: 45 },
    { grade: 'B', minutes: 30 },
    { grade: 'C', minutes: 20 },
    { grade: 'D', minutes: 20 },
  ],
  otherMinutes: 20,
};

export const visitMinutesOf = (grade: string | null | undefined, setting: VisitMinutes): number =>
  setting.grades.find((g) => g.grade === grade)?.minutes ?? setting.otherMinutes;

const customerTypeSchema = z.string().trim().min(1, 'Name the customer type').max(100);

export const openingHoursDefaultsSchema = z
  .object({
    /** By QuickBooks' customer type ("Lounge"), compared without regard to case. */
    types: z.array(z.object({ customerType: customerTypeSchema, hours: weekHoursSchema })).max(50),
    /** Every other customer's; null: open whenever the rep is working. */
    otherHours: weekHoursSchema.nullable(),
  })
  .refine(({ types }) => new Set(types.map((t) => t.customerType.toLowerCase())).size === types.length, {
    message: 'Each customer type is listed once',
  });
export type OpeningHoursDefaults = z.infer<typeof openingHoursDefaultsSchema>;

export const openingHoursDefaultsDefault: OpeningHoursDefaults = {
  types: [{ customerType: 'Lounge', hours: sameHoursEveryDay('16:00', '22:00') }],
  otherHours: sameHoursEveryDay('10:00', '19:00', ['sun']),
};

/** The default hours of a customer of that type (null: always open). */
export function defaultHoursOf(customerType: string | null, setting: OpeningHoursDefaults) {
  const type = customerType?.trim().toLowerCase();
  return setting.types.find((t) => t.customerType.toLowerCase() === type)?.hours ?? setting.otherHours;
}

const weight = z
  .number()
  .int('Whole points')
  .min(0, 'A weight is 0 or more')
  .max(1000, 'A weight is at most 1000');

/** The priority's parts and their points (decision 0316). */
export const priorityWeightsSchema = z.object({
  /** Points for being one whole cadence overdue (half a cadence, half of them), up to twice as many. */
  overdue: weight,
  /** Points for a customer never visited (counts as the most overdue). */
  neverVisited: weight,
  /** Points when sales insight puts the customer at risk. */
  atRisk: weight,
  /** Points per open task or follow-up, for up to three. */
  openTask: weight,
  /** Points for a license expiring within the reminder window. */
  licenseExpiring: weight,
  /** Points for a license expired or dropped from its state's list (and none valid). */
  licenseLapsed: weight,
});
export type PriorityWeights = z.infer<typeof priorityWeightsSchema>;

export const priorityWeightsDefault: PriorityWeights = {
  overdue: 40,
  neverVisited: 60,
  atRisk: 30,
  openTask: 10,
  licenseExpiring: 15,
  licenseLapsed: 20,
};

/**
 * The straight-line travel model's figures (decisions 0313, 0361): minutes between two places are
 * their great-circle miles × `roadFactor` ÷ `mph` × 60. Bounded to what a road trip between shops can
 * be: roads are never shorter than the straight line, rarely more than twice as long over a
 * territory; below 10 mph is walking pace in traffic, above 75 mph faster than any US limit.
 */
export const planTravelSchema = z.object({
  roadFactor: z
    .number({ error: 'The road factor is a number, such as 1.3' })
    .min(1, 'The road factor is at least 1: a road is never shorter than the straight line')
    .max(2.5, 'The road factor is at most 2.5'),
  mph: z
    .number({ error: 'The speed is a number of miles per hour, such as 35' })
    .min(10, 'The speed is at least 10 mph')
    .max(75, 'The speed is at most 75 mph'),
});
export type PlanTravel = z.infer<typeof planTravelSchema>;

/** Docs/planning.md's example and decision 0333's figures, until an admin saves others. */
export const planTravelDefault: PlanTravel = { roadFactor: 1.3, mph: 35 };
