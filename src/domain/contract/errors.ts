import { z } from 'zod';

/**
 * What every refused or failed /api request answers (`server/http/errors.ts`), whatever the route:
 * a stable `code` for code, a `message` meant for the user, and what the route adds (`details`,
 * the form's `issues`). No stack trace, ever.
 */
export const errorAnswerSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  details: z.unknown().optional(),
  /** A refused form body: one entry per problem, by field path. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;
