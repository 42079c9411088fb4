import { z } from 'zod';

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  starting: z.string(),
  ending: z.string(),
  active: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
});

export const appointmentSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  participant: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  accountName: z.string(),
  type: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});

/** Someone the grid can be shown for: an active user with a rep code. */
export const participantSchema = z.object({ repCode: z.string(), name: z.string() });

export const eventIdParams = z.object({ id: z.string().min(1).max(64) });
export const appointmentsQuery = z.object({ rep: z.string().trim().max(20).optional() });
