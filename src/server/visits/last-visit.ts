import { countedVisits, lastVisits } from '../../domain/visits/counted.js';
import type { Tx } from '../db/database.js';
import { isVisitNote } from './counted.js';

/**
 * Recomputes the last visit of these customers from what counts as a visit (domain/visits/counted.ts):
 * a check-in, or a note tagged Visit no check-in is tied to. Call it in the transaction of any write
 * that adds, moves or removes one (a check-in, a note saved, retagged or deleted), so the map, Due
 * and Near me never read a stale date.
 */
export async function refreshLastVisits(tx: Tx, customerListIds: readonly (string | null)[]): Promise<void> {
  const ids = [...new Set(customerListIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const checkIns = await tx
    .selectFrom('visits')
    .where('customerListId', 'in', ids)
    .select(['customerListId', (eb) => eb.fn.max('startedAt').as('startedAt')])
    .groupBy('customerListId')
    .execute();
  const visitNotes = await tx
    .selectFrom('notes')
    .where(isVisitNote)
    .where('notes.customerListId', 'in', ids)
    .select(['notes.customerListId', (eb) => eb.fn.max('notes.createdAt').as('createdAt')])
    .groupBy('notes.customerListId')
    .execute();
  // The newest of each kind per customer, then the newest of both.
  const last = lastVisits(
    countedVisits(
      checkIns.map((row) => ({ ...row, userId: null })),
      visitNotes.map((row) => ({ ...row, authorId: null })),
    ),
  );
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
