import { z } from 'zod';

/**
 * How often each customer grade should be visited, in days; customers without a grade use
 * `otherDays`. Defaults: docs/decisions (visit cadence).
 */
export const visitCadenceSchema = z.object({
  grades: z
    .array(
      z.object({
        grade: z.enum(['A', 'B', 'C', 'D']),
        days: z
          .number()
          .int()
          .min(1, 'A cadence is at least 1 day')
          .max(365, 'A cadence is at most 365 days'),
      }),
    )
    .length(4, 'List the four grades A, B, C and D')
    .refine((list) => list.every((g, i) => g.grade === 'ABCD'[i]), {
      message: 'List the grades A, B, C, D in order',
    }),
  otherDays: z.number().int().min(1, 'A cadence is at least 1 day').max(365, 'A cadence is at most 365 days'),
});
export type VisitCadence = z.infer<typeof visitCadenceSchema>;

export const visitCadenceDefault: VisitCadence = {
  grades: [
    { grade: 'A', days: 14 },
    { grade: 'B', days: 30 },
    { grade: 'C', days: 60 },
    { grade: 'D', days: 90 },
  ],
  otherDays: 90,
};

export function cadenceDaysOf(grade: string | null | undefined, cadence: VisitCadence): number {
  return cadence.grades.find((g) => g.grade === grade)?.days ?? cadence.otherDays;
}

/** Fine: visited within its cadence. Due: its cadence has passed. Overdue: twice its cadence has passed, or never visited. */
export const visitStatuses = ['fine', 'due', 'overdue'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

const dayMs = 86_400_000;

/** Whole days from `from` to `to` (both instants), rounded down. */
export const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / dayMs);

export interface VisitStanding {
  status: VisitStatus;
  /** Days past the cadence (0 or more once due); null when never visited. */
  daysOver: number | null;
}

export function visitStanding(lastVisitAt: Date | null, now: Date, cadenceDays: number): VisitStanding {
  if (!lastVisitAt) return { status: 'overdue', daysOver: null };
  const since = daysBetween(lastVisitAt, now);
  if (since < cadenceDays) return { status: 'fine', daysOver: 0 };
  return { status: since >= 2 * cadenceDays ? 'overdue' : 'due', daysOver: since - cadenceDays };
}

/**
 * The Due list's order: never visited first, then most days over first; ties by name, so the list
 * does not shuffle between two reads.
 */
export function compareDue(
  a: { daysOver: number | null; name: string },
  b: { daysOver: number | null; name: string },
): number {
  const over = (x: { daysOver: number | null }) => x.daysOver ?? Number.POSITIVE_INFINITY;
  return over(b) - over(a) || a.name.localeCompare(b.name);
}

/** The note tag that makes a note a visit, with or without a check-in (issue 27, part 4). */
export const visitNoteTag = 'Visit';
