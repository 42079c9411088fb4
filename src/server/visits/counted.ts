import type { ExpressionBuilder } from 'kysely';
import { visitNoteTag } from '../../domain/visits/cadence.js';
import { visitNoteClass } from '../../domain/visits/counted.js';
import type { DB } from '../db/schema.js';

/**
 * `isVisitNote` of domain/visits/counted.ts in SQL, for the reads that count visits in the
 * database (the week, rep activity, last visits): a standard note tagged Visit that no check-in
 * is tied to. `counted.test.ts` holds the two to the same answer on both databases.
 */
export const isVisitNote = (eb: ExpressionBuilder<DB, 'notes'>) =>
  eb.and([
    eb('notes.noteClass', '=', visitNoteClass),
    eb.exists(
      eb
        .selectFrom('noteTags')
        .select('noteTags.noteId')
        .whereRef('noteTags.noteId', '=', 'notes.id')
        .where('noteTags.tag', '=', visitNoteTag),
    ),
    eb.not(eb.exists(eb.selectFrom('visits').select('visits.id').whereRef('visits.noteId', '=', 'notes.id'))),
  ]);
