import { visitNoteTag } from '../../domain/visits/cadence.js';
import type { Tx } from '../db/database.js';

/**
 * Recomputes the last visit of these customers from what counts as a visit: a check-in, or a note
 * tagged Visit. Call it in the transaction of any write that adds, moves or removes one (a check-in,
 * a note saved, retagged or deleted), so the map, Due and Near me never read a stale date.
 */
export async function refreshLastVisits(tx: Tx, customerListIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(customerListIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const checkIns = await tx
    .selectFrom('visits')
    .where('customerListId', 'in', ids)
    .select(['customerListId', (eb) => eb.fn.max('startedAt').as('at')])
    .groupBy('customerListId')
    .execute();
  const taggedNotes = await tx
    .selectFrom('notes')
    .innerJoin('noteTags', 'noteTags.noteId', 'notes.id')
    .where('noteTags.tag', '=', visitNoteTag)
    .where('notes.customerListId', 'in', ids)
    .select(['notes.customerListId', (eb) => eb.fn.max('notes.createdAt').as('at')])
    .groupBy('notes.customerListId')
    .execute();
  const last = new Map<string, string>();
  for (const row of [...checkIns, ...taggedNotes]) {
    if (!row.customerListId || row.at === null) continue;
    const at = new Date(row.at).toISOString();
    const known = last.get(row.customerListId);
    if (!known || at > known) last.set(row.customerListId, at);
  }
  const gone = ids.filter((id) => !last.has(id));
  if (gone.length > 0)
    await tx.deleteFrom('customerLastVisits').where('customerListId', 'in', gone).execute();
  if (last.size === 0) return;
  await tx
    .insertInto('customerLastVisits')
    .values([...last].map(([customerListId, lastVisitAt]) => ({ customerListId, lastVisitAt })))
    .onConflict((conflict) =>
      conflict
        .column('customerListId')
        .doUpdateSet((eb) => ({ lastVisitAt: eb.ref('excluded.lastVisitAt') })),
    )
    .execute();
}
