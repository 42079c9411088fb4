import { changedFields, type FieldChanges } from '../../domain/history/diff.js';
import type { HistoryAction, HistoryEntityType } from '../../domain/history/schemas.js';
import type { Insertable } from 'kysely';
import type { Tx } from '../db/database.js';
import type { HistoryTable, RowScope } from '../db/tables/history.js';

/**
 * Writes history inside the caller's transaction, so a change and its record commit together
 * (docs/decisions/0050-history-and-trash.md). This folder imports no resource folder: every
 * command may call it without an import loop. Reading, restoring and purging are `history/`'s, which
 * imports resource folders to put a row back, so the writing cannot live there.
 */

/** Who made a change; null for the system (the purge, an import). */
export type Actor = { id: string; displayName: string } | null;

/** The columns that scope a history or Trash row, copied from the row it is about. */
export interface Scoped {
  scope: RowScope;
  customerListId: string | null;
  customerState: string | null;
  customerShipState: string | null;
}

/** A note is seen through its customer's states; a personal note by everyone (as visibleNotes). */
export const noteScope = (note: {
  noteClass: string;
  customerListId: string | null;
  customerState: string | null;
  customerShipState: string | null;
}): Scoped => ({
  scope: note.noteClass === 'Personal-Note' ? 'everyone' : 'states',
  customerListId: note.customerListId,
  customerState: note.customerState,
  customerShipState: note.customerShipState,
});

/** An order is seen through its customer's states. */
export const orderScope = (order: {
  customerListId: string | null;
  customerState: string | null;
  customerShipState: string | null;
}): Scoped => ({
  scope: 'states',
  customerListId: order.customerListId,
  customerState: order.customerState,
  customerShipState: order.customerShipState,
});

/** A customer's contacts and descriptions are seen through the customer's states. */
export const customerScope = (customer: {
  listId: string;
  state: string | null;
  shipState: string | null;
}): Scoped => ({
  scope: 'states',
  customerListId: customer.listId,
  customerState: customer.state,
  customerShipState: customer.shipState,
});

/** Events and their appointments are everyone's. */
export const everyoneScope: Scoped = {
  scope: 'everyone',
  customerListId: null,
  customerState: null,
  customerShipState: null,
};

/** Settings are for admins. */
export const adminsScope: Scoped = { ...everyoneScope, scope: 'admins' };

export interface Change {
  actor: Actor;
  entityType: HistoryEntityType;
  entityId: string;
  action: HistoryAction;
  label: string;
  scope: Scoped;
  /** The note a comment or task belongs to, so the note's panel shows it. */
  noteId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at?: Date;
}

/** Rows written by this process so far: the order of rows written in the same millisecond. */
let written = 0;

/**
 * A history row's id, which sorts as the rows were written when their `at` is the same millisecond
 * (the history reads `at` then `id`, newest first): a random id put two quick changes of one
 * record, a status set and set back, in either order.
 */
function historyIdAt(at: Date): string {
  written += 1;
  return `${at.getTime().toString(36).padStart(9, '0')}-${written.toString(36).padStart(8, '0')}-${crypto.randomUUID()}`;
}

/** The history row of one change; null for an update that changed nothing. */
export function historyRowOf(change: Change): Insertable<HistoryTable> | null {
  const changes: FieldChanges = changedFields(change.before, change.after);
  if (change.action === 'update' && Object.keys(changes).length === 0) return null;
  const at = change.at ?? new Date();
  return {
    id: historyIdAt(at),
    at: at.toISOString(),
    userId: change.actor?.id ?? null,
    userName: change.actor?.displayName ?? 'System',
    entityType: change.entityType,
    entityId: change.entityId,
    action: change.action,
    label: change.label.slice(0, 200),
    ...change.scope,
    noteId: change.noteId ?? null,
    historyChanges: changes,
  };
}

/** Records one change; an update that changed nothing records nothing. */
export async function recordChange(tx: Tx, change: Change): Promise<void> {
  const row = historyRowOf(change);
  if (row) await tx.insertInto('history').values(row).execute();
}

/**
 * Records a change to an order (its status, review, gate, estimate or push) by `actor`: one shape
 * for every command that changes an order after it was placed.
 */
export async function recordOrderUpdate(
  tx: Tx,
  actor: Actor,
  order: Parameters<typeof orderScope>[0] & { id: string; customerName: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  await recordChange(tx, {
    actor,
    entityType: 'order',
    entityId: order.id,
    action: 'update',
    label: order.customerName,
    scope: orderScope(order),
    before,
    after,
  });
}

/** A stored note's scope, read in the transaction that changes it. */
export async function storedNoteScope(tx: Tx, id: string): Promise<Scoped> {
  const note = await tx
    .selectFrom('notes')
    .select(['noteClass', 'customerListId', 'customerState', 'customerShipState'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return noteScope(note);
}
