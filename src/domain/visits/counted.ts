import { visitNoteTag } from './cadence.js';

/**
 * What counts as a visit, once (decision 0216): a check-in, at its start; or a standard note
 * tagged Visit that no check-in is tied to, at its writing. A note written during a check-in is
 * tied to it and is that visit, not another. The visits' week, rep activity in Insights and the
 * customers' last visits (Due, Near me, the map) all count by it; the server's SQL spells the note
 * rule as `isVisitNote` (server/visits/counted.ts), held to this one by `counted.test.ts` there.
 */

/** The note class whose notes tagged Visit are visits (a personal note never is). */
export const visitNoteClass = 'standard';

/** A note as the rule reads it. */
export interface NoteFacts {
  noteClass: string;
  tags: readonly string[];
  /** Whether a check-in is tied to it (`visits.noteId`). */
  tiedToCheckIn: boolean;
}

export function isVisitNote(note: NoteFacts): boolean {
  return note.noteClass === visitNoteClass && note.tags.includes(visitNoteTag) && !note.tiedToCheckIn;
}

/** One visit as it is counted: who made it, at which customer, when. */
export interface CountedVisit {
  userId: string | null;
  customerListId: string | null;
  at: string;
}

/** The visits among check-ins and the notes that are visits themselves (`isVisitNote`). */
export function countedVisits(
  checkIns: readonly { userId: string | null; customerListId: string | null; startedAt: string }[],
  visitNotes: readonly { authorId: string | null; customerListId: string | null; createdAt: string }[],
): CountedVisit[] {
  return [
    ...checkIns.map((visit) => ({
      userId: visit.userId,
      customerListId: visit.customerListId,
      at: visit.startedAt,
    })),
    ...visitNotes.map((note) => ({
      userId: note.authorId,
      customerListId: note.customerListId,
      at: note.createdAt,
    })),
  ];
}

/** Per user: how many visits, and at how many distinct customers. */
export function visitTally(
  visits: readonly CountedVisit[],
): Map<string, { visits: number; customers: number }> {
  const customersOf = new Map<string, (string | null)[]>();
  for (const visit of visits) {
    if (!visit.userId) continue;
    const customers = customersOf.get(visit.userId);
    if (customers) customers.push(visit.customerListId);
    else customersOf.set(visit.userId, [visit.customerListId]);
  }
  return new Map(
    [...customersOf].map(([userId, customers]) => [
      userId,
      { visits: customers.length, customers: new Set(customers).size },
    ]),
  );
}

/** Per customer: the newest visit's instant (ISO, UTC). */
export function lastVisits(visits: readonly CountedVisit[]): Map<string, string> {
  const last = new Map<string, string>();
  for (const visit of visits) {
    if (!visit.customerListId) continue;
    const at = new Date(visit.at).toISOString();
    const known = last.get(visit.customerListId);
    if (!known || at > known) last.set(visit.customerListId, at);
  }
  return last;
}
