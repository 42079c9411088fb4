import { z } from 'zod';
import { isTimeZone } from '../dates/zoned.js';

/**
 * When the daily task digest leaves: a local hour in the company's time zone, so it arrives early
 * in the working day and follows daylight saving time (docs/decisions/0049-email.md).
 */
export const taskDigestSchema = z.object({
  hour: z.number().int().min(0, 'Choose an hour from 0 to 23').max(23, 'Choose an hour from 0 to 23'),
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine(isTimeZone, 'Choose a time zone by its name, such as America/New_York'),
});
export type TaskDigestTime = z.infer<typeof taskDigestSchema>;

export const taskDigestDefault: TaskDigestTime = { hour: 7, timeZone: 'America/New_York' };
