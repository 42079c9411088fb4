import { z } from 'zod';
import { grades } from '../customer-stats/rules.js';

const grade = z.enum(['A', 'B', 'C', 'D']);

/**
 * The SKUs (bought in the last 9 months) each customer grade needs, best grade first
 * (orders-and-records.md §9 Statistics); docs/decisions/0052-settings-for-hard-coded-lists.md.
 */
export const gradeThresholdsSchema = z
  .object({
    grades: z
      .array(z.object({ grade, skus: z.number().int().min(1).max(10_000) }))
      .length(4, 'List the four grades A, B, C and D'),
  })
  .refine(
    ({ grades: list }) =>
      list.every((g, i) => g.grade === 'ABCD'[i] && (i === 0 || list[i - 1]!.skus > g.skus)),
    { message: 'List the grades A, B, C, D in order, each needing fewer SKUs than the one before' },
  );

export const gradeThresholdsDefault: z.infer<typeof gradeThresholdsSchema> = {
  grades: grades.map((g) => ({ ...g })),
};
