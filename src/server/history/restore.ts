import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { customerStatesOf, type LiveChangeKind } from '../../domain/live/changes.js';
import { parentGoneMessages, type TrashItem } from '../../domain/history/schemas.js';
import { recordChange } from '../history-writes/record.js';
import type { Db, Tx } from '../db/database.js';
import type { AttachmentsTable } from '../db/tables/attachments.js';
import type { TrashTable } from '../db/tables/history.js';
import type { DB } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import type { EventBus } from '../live/bus.js';
import { bumpCounters } from '../attachments/owners.js';
import { keepTaskReminder } from '../notes/reminders.js';
import { visitNoteTag } from '../../domain/visits/cadence.js';
import { refreshLastVisits } from '../visits/last-visit.js';
import { findTrash, mayRestore, presentTrash } from './queries.js';

type Rows<T extends keyof DB> = DB[T][];

/** The snapshot holds rows as they were read; they go back as they were, with the same ids. */
interface Snapshot {
  note: DB['notes'];
  noteTags: Rows<'noteTags'>;
  involved: Rows<'noteInvolvedUsers'>;
  comments: Rows<'comments'>;
  attachments: AttachmentsTable[];
  comment: DB['comments'];
  contact: DB['customerContacts'];
  description: DB['customerDescriptions'];
  license: DB['customerLicenses'];
  appointment: DB['appointments'];
  order: DB['orders'];
  lines: Rows<'orderLines'>;
  tags: Rows<'orderTags'>;
  tickets: Rows<'raffleTickets'>;
  /** Absent in orders trashed before the push record was kept. */
  pushes?: Rows<'qbwcPushes'>;
  attachment: AttachmentsTable;
  /** The owner's customer states when the file was deleted (the scope of its live events). */
  scopeStates: string[];
}

type Parent = 'customers' | 'notes' | 'comments' | 'orders' | 'events' | 'items';
const exists = async (tx: Tx, table: Parent, column: string, id: string | null) => {
  if (!id) return true;
  const row = await tx
    .selectFrom(table)
    .select(sql<number>`1`.as('one'))
    .where(sql.ref(column), '=', id)
    .executeTakeFirst();
  return Boolean(row);
};

async function insertAttachments(tx: Tx, rows: AttachmentsTable[] | undefined) {
  if (rows?.length) await tx.insertInto('attachments').values(rows).execute();
}

/** A live change to tell after the commit. */
interface Told {
  kind: LiveChangeKind;
  id: string;
  states: string[] | undefined;
}

/** Puts one trashed row and its dependents back; refuses when what it belonged to is gone. */
async function putBack(tx: Tx, item: TrashTable, now: Date): Promise<Told[]> {
  const snap = item.trashSnapshot as unknown as Snapshot;
  const gone = () => conflict(parentGoneMessages[item.entityType]);
  const states = customerStatesOf(item.customerState, item.customerShipState);
  const scopeStates = states.length ? states : undefined;
  switch (item.entityType) {
    case 'note': {
      const note = snap.note;
      if (!(await exists(tx, 'customers', 'listId', note.customerListId))) throw gone();
      await tx.insertInto('notes').values(note).execute();
      const tags = snap.noteTags;
      if (tags.length) await tx.insertInto('noteTags').values(tags).execute();
      const involved = snap.involved;
      if (involved.length) await tx.insertInto('noteInvolvedUsers').values(involved).execute();
      const comments = snap.comments;
      if (comments.length) await tx.insertInto('comments').values(comments).execute();
      await insertAttachments(tx, snap.attachments);
      if (note.isTask) await keepTaskReminder(tx, note.id, now);
      if (tags.some((t) => t.tag === visitNoteTag)) await refreshLastVisits(tx, [note.customerListId]);
      return [{ kind: 'note.changed', id: note.id, states: scopeStates }];
    }
    case 'comment': {
      const comment = snap.comment;
      if (!(await exists(tx, 'notes', 'id', comment.noteId))) throw gone();
      await tx.insertInto('comments').values(comment).execute();
      await insertAttachments(tx, snap.attachments);
      await tx
        .updateTable('notes')
        .set({ commentCount: sql`"commentCount" + 1` })
        .where('id', '=', comment.noteId)
        .execute();
      return [
        { kind: 'comments.changed', id: comment.noteId, states: scopeStates },
        { kind: 'note.changed', id: comment.noteId, states: scopeStates },
      ];
    }
    case 'contact': {
      const contact = snap.contact;
      if (!(await exists(tx, 'customers', 'listId', contact.customerListId))) throw gone();
      await tx.insertInto('customerContacts').values(contact).execute();
      return [{ kind: 'customer.contacts', id: contact.customerListId, states }];
    }
    case 'description': {
      const description = snap.description;
      if (!(await exists(tx, 'customers', 'listId', description.customerListId))) throw gone();
      await tx.insertInto('customerDescriptions').values(description).execute();
      return [{ kind: 'customer.descriptions', id: description.customerListId, states }];
    }
    case 'license': {
      const license = snap.license;
      if (!(await exists(tx, 'customers', 'listId', license.customerListId))) throw gone();
      await tx.insertInto('customerLicenses').values(license).execute();
      return [{ kind: 'customer.licenses', id: license.customerListId, states }];
    }
    case 'appointment': {
      const appointment = snap.appointment;
      if (!(await exists(tx, 'events', 'id', appointment.eventId))) throw gone();
      const taken = await tx
        .selectFrom('appointments')
        .select('id')
        .where('eventId', '=', appointment.eventId)
        .where('participant', '=', appointment.participant)
        .where('startDate', '=', appointment.startDate)
        .where('startTime', '=', appointment.startTime)
        .executeTakeFirst();
      if (taken) throw conflict('That slot has been taken since; the appointment cannot be restored.');
      await tx.insertInto('appointments').values(appointment).execute();
      return [{ kind: 'appointment.changed', id: appointment.eventId, states: undefined }];
    }
    case 'order': {
      const order = snap.order;
      await tx.insertInto('orders').values(order).execute();
      const lines = snap.lines;
      if (lines.length) await tx.insertInto('orderLines').values(lines).execute();
      const tags = snap.tags;
      if (tags.length) await tx.insertInto('orderTags').values(tags).execute();
      const tickets = snap.tickets;
      if (tickets.length) await tx.insertInto('raffleTickets').values(tickets).execute();
      const pushes = snap.pushes ?? [];
      // a reference number taken meanwhile stays with its new order
      if (pushes.length)
        await tx
          .insertInto('qbwcPushes')
          .values(pushes)
          .onConflict((oc) => oc.doNothing())
          .execute();
      await insertAttachments(tx, snap.attachments);
      return [{ kind: 'order.changed', id: order.id, states: scopeStates }];
    }
    case 'attachment': {
      const file = snap.attachment;
      const owner = attachmentOwnerRows[file.ownerType];
      if (owner && !(await exists(tx, owner.table, owner.column, file.ownerId))) throw gone();
      await insertAttachments(tx, [file]);
      await bumpCounters(tx, file.ownerType, file.ownerId, 1);
      const ownerStates = snap.scopeStates.length ? snap.scopeStates : undefined;
      const told: Told[] = [{ kind: 'attachments.changed', id: file.ownerId, states: ownerStates }];
      if (file.ownerType === 'note')
        told.push({ kind: 'note.changed', id: file.ownerId, states: ownerStates });
      return told;
    }
  }
}

/** Where an attachment's owner lives; the shop portal's logo has no row of its own (it always is). */
const attachmentOwnerRows = {
  note: { table: 'notes', column: 'id' },
  comment: { table: 'comments', column: 'id' },
  order: { table: 'orders', column: 'id' },
  item: { table: 'items', column: 'listId' },
  portal: null,
} as const;

const alreadyBack = async (tx: Tx, item: TrashTable) => {
  const table = {
    note: 'notes',
    comment: 'comments',
    contact: 'customerContacts',
    description: 'customerDescriptions',
    license: 'customerLicenses',
    appointment: 'appointments',
    order: 'orders',
    attachment: 'attachments',
  } as const;
  const row = await tx
    .selectFrom(table[item.entityType])
    .select('id')
    .where('id', '=', item.entityId)
    .executeTakeFirst();
  return Boolean(row);
};

/**
 * Restores a trashed row with the same ids, in one transaction with its history entry; only its
 * author (or whoever deleted it) or an admin may.
 */
export async function restoreFromTrash(
  deps: { db: Db; bus: EventBus },
  user: Principal,
  id: string,
  now = new Date(),
): Promise<TrashItem> {
  const { item, told } = await deps.db.transaction().execute(async (tx) => {
    const item = await findTrash(tx, user, id);
    if (!item) throw notFound('This item is no longer in the Trash.');
    if (!mayRestore(user, item)) throw forbidden('Only its author or an admin can restore this.');
    if (await alreadyBack(tx, item)) throw conflict('This has already been restored.');
    const told = await putBack(tx, item, now);
    await tx.deleteFrom('trash').where('id', '=', id).execute();
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: item.entityType,
      entityId: item.entityId,
      action: 'restore',
      label: item.label,
      scope: {
        scope: item.scope,
        customerListId: item.customerListId,
        customerState: item.customerState,
        customerShipState: item.customerShipState,
      },
      noteId: item.entityType === 'note' ? item.entityId : noteIdOf(item),
      after: { restored: true },
      at: now,
    });
    return { item, told };
  });
  for (const event of told)
    await deps.bus.publish({
      kind: event.kind,
      id: event.id,
      ...(event.states ? { scopeStates: event.states } : {}),
    });
  return presentTrash(item);
}

const noteIdOf = (item: TrashTable): string | null =>
  item.entityType === 'comment'
    ? (item.trashSnapshot as { comment: { noteId: string } }).comment.noteId
    : null;
