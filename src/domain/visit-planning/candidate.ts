import { z } from 'zod';
import { weekHoursSchema } from './hours.js';

/** A customer as the planning pages and the week's plan read it: its hours, priority and pin. */
export const pins = ['in', 'out'] as const;

/** A customer's hours as the plan reads them: its own, its type's default, or none (always open). */
export const customerHoursSchema = z.object({
  hours: weekHoursSchema.nullable(),
  /** 'own': typed for this customer; 'default': the admin's default for its type (or every other). */
  source: z.enum(['own', 'default']),
  /** QuickBooks' customer type, which picks the default; null when it has none. */
  customerType: z.string().nullable(),
});
export type CustomerHours = z.infer<typeof customerHoursSchema>;

export const candidateSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  grade: z.string().nullable(),
  /** Null when the customer has no place on the map (no US ZIP): the plan cannot reach it. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  cadenceDays: z.number(),
  /** Whole days since the last visit; null when never visited. */
  daysSinceVisit: z.number().nullable(),
  priority: z.number().int(),
  /** The priority in words (decision 0316). */
  explanation: z.string(),
  parts: z.array(z.object({ part: z.string(), points: z.number() })),
  hours: customerHoursSchema,
  visitMinutes: z.number().int(),
  pin: z.enum(pins).nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;
