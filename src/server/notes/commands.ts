import { can, type Principal } from '../../domain/access/policy.js';
import type { Note } from '../../domain/notes/card.js';
import {
  missingCustomerMessage,
  notAuthorMessage,
  tagsForClass,
  type DamagedItem,
  type NewNote,
} from '../../domain/notes/schemas.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import { taskNotificationTypes } from '../../domain/notifications/schemas.js';
import { tagSelectionProblem } from '../../domain/tags/exclusivity.js';
import { pick } from '../../domain/history/diff.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db, Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { maySeeNote, notifyAboutNote, publishNotifications } from '../notifications/commands.js';
import { getSetting } from '../settings/queries.js';
import { noteScope, recordChange, storedNoteScope } from '../history-writes/record.js';
import { trashNote } from '../history-writes/trash.js';
import { clientWriteOf, createOnce, type Remember } from '../shared/idempotency.js';
import type { Storage } from '../storage/storage.js';
import { visitNoteTag } from '../../domain/visits/cadence.js';
import { publishVisitChanged, tieNoteToVisit } from '../visits/commands.js';
import { refreshLastVisits } from '../visits/last-visit.js';
import { damagedItemsFromList } from './damaged-items.js';
import { findVisibleNote } from './queries.js';
import { cancelTaskReminders, keepTaskReminder } from './reminders.js';
import { untouchedNote, type NotesTable, type UserRef } from '../db/tables/notes.js';

interface NoteDeps {
  db: Db;
  bus: EventBus;
}

const refOf = (user: Principal): UserRef => ({ id: user.id, displayName: user.displayName });

/** Tells the users who may see the note (by either of its states) that it changed. */
export async function publishNoteChanged(
  bus: EventBus,
  note: { id: string; customerState: string | null; customerShipState?: string | null },
): Promise<void> {
  await bus.publish({ kind: 'note.changed', id: note.id, scopeStates: noteScopeStates(note) });
}

/** A note without a customer state is everyone's; otherwise it is seen through its states. */
export function noteScopeStates(note: {
  customerState: string | null;
  customerShipState?: string | null;
}): string[] | undefined {
  const states = customerStatesOf(note.customerState, note.customerShipState);
  return states.length ? states : undefined;
}

async function involve(tx: Tx, noteId: string, userId: string): Promise<void> {
  await tx
    .insertInto('noteInvolvedUsers')
    .values({ noteId, userId })
    .onConflict((oc) => oc.columns(['noteId', 'userId']).doNothing())
    .execute();
}

/** Saves a note once: a repeat with the same client ID answers the note already saved. */
export function createNote(deps: NoteDeps, user: Principal, input: NewNote, now = new Date()): Promise<Note> {
  return createOnce(deps.db, clientWriteOf(user, 'note', input.clientId), {
    create: (remember: Remember<{ id: string }>) => insertNote(deps, user, input, now, remember),
    replay: ({ id }) => findVisibleNote(deps.db, user, id),
  });
}

async function insertNote(
  deps: NoteDeps,
  user: Principal,
  input: NewNote,
  now: Date,
  remember: Remember<{ id: string }>,
): Promise<Note> {
  // A note written during a visit is a visit's note: it carries the Visit tag (issue 27, part 4).
  const tags = tagsForClass(input.noteClass, [
    ...new Set([...input.tags, ...(input.visitId ? [visitNoteTag] : [])]),
  ]);
  const problem = tagSelectionProblem(await getSetting(deps.db, 'noteTags'), tags);
  if (problem) throw badRequest(problem);
  const id = crypto.randomUUID();
  const createdAt = now.toISOString();
  const row = await deps.db.transaction().execute(async (tx) => {
    let customer: Awaited<ReturnType<typeof findVisibleCustomer>> = null;
    if (input.noteClass === 'standard') {
      customer = await findVisibleCustomer(tx, user, input.customerListId ?? '');
      if (!customer) throw badRequest(missingCustomerMessage);
    }
    const values: NotesTable = {
      id,
      createdAt,
      updatedAt: createdAt,
      noteClass: input.noteClass,
      customerListId: customer?.listId ?? null,
      customerName: customer ? (customer.companyName ?? customer.fullName) : null,
      customerState: customer?.state ?? null,
      customerShipState: customer?.shipState ?? null,
      subject: input.subject,
      text: input.text,
      tags,
      authorId: user.id,
      authorName: user.displayName,
      damagedItems: await damagedItemsFromList(tx, input.damagedItems),
      hasDamagedItems: input.damagedItems.length > 0,
      ...untouchedNote,
    };
    await tx.insertInto('notes').values(values).execute();
    if (tags.length)
      await tx
        .insertInto('noteTags')
        .values(tags.map((tag) => ({ noteId: id, tag })))
        .execute();
    await involve(tx, id, user.id);
    if (input.visitId) await tieNoteToVisit(tx, user, input.visitId, values);
    if (tags.includes(visitNoteTag)) await refreshLastVisits(tx, [values.customerListId]);
    await recordChange(tx, {
      actor: refOf(user),
      entityType: 'note',
      entityId: id,
      noteId: id,
      action: 'create',
      label: input.subject,
      scope: noteScope(values),
      after: { subject: input.subject, text: input.text, tags },
    });
    await remember(tx, { id });
    return values;
  });
  await publishNoteChanged(deps.bus, row);
  // Due, Near me and the map follow a customer's visits by this kind.
  if (tags.includes(visitNoteTag))
    await publishVisitChanged(deps.bus, input.visitId ?? id, [row.customerState, row.customerShipState]);
  return findVisibleNote(deps.db, user, id);
}

async function scopeStatesOf(db: Db | Tx, id: string) {
  return db
    .selectFrom('notes')
    .select(['id', 'customerState', 'customerShipState'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Deletes a note the user wrote; anyone else is refused with the spec's words. */
export async function deleteNote(
  deps: NoteDeps & { storage: Storage },
  user: Principal,
  id: string,
): Promise<Note> {
  const note = await findVisibleNote(deps.db, user, id);
  if (!can(user, 'note.delete', note)) throw forbidden(notAuthorMessage);
  const states = await scopeStatesOf(deps.db, id);
  const visitTagged = note.tags.includes(visitNoteTag);
  await deps.db.transaction().execute(async (tx) => {
    // To the Trash with its comments and attachments; their files stay until the purge.
    await trashNote(tx, refOf(user), id, await storedNoteScope(tx, id));
    await tx.deleteFrom('noteTags').where('noteId', '=', id).execute();
    await tx.deleteFrom('noteInvolvedUsers').where('noteId', '=', id).execute();
    await tx.deleteFrom('notes').where('id', '=', id).execute();
    await cancelTaskReminders(tx, id);
    // The customer's last visit may have been this note.
    if (visitTagged) await refreshLastVisits(tx, [note.customerListId]);
  });
  await publishNoteChanged(deps.bus, states);
  if (visitTagged) await publishVisitChanged(deps.bus, id, [states.customerState, states.customerShipState]);
  return note;
}

export type TaskChange =
  | { kind: 'set'; description: string; dueAt?: string | null; dueAllDay?: boolean; assigneeId?: string }
  | { kind: 'resolve' }
  | { kind: 'unresolve' }
  | { kind: 'remove' };

type SetTask = Extract<TaskChange, { kind: 'set' }>;

/**
 * Who does a task being set: the one chosen, else its current assignee, else the note's author,
 * else the one setting it. A chosen user must be active and able to see the note.
 */
async function assigneeOf(tx: Tx, note: Note, change: SetTask, user: Principal): Promise<UserRef> {
  const refOfId = async (userId: string) => {
    if (!(await maySeeNote(tx, userId, note.id))) return null;
    const row = await tx
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? { id: row.id, displayName: row.name } : null;
  };
  if (change.assigneeId) {
    const chosen = await refOfId(change.assigneeId);
    if (!chosen) throw badRequest('The task can only be given to an active user who can see this note.');
    return chosen;
  }
  const fallback = note.isTask ? note.taskAssignee?.id : note.authorId;
  return (fallback && (await refOfId(fallback))) || refOf(user);
}

/** The task fields a set writes: description, due date, assignee (and who assigned it, on a change). */
async function setTaskPatch(
  tx: Tx,
  note: Note,
  change: SetTask,
  user: Principal,
): Promise<Partial<NotesTable>> {
  const assignee = await assigneeOf(tx, note, change, user);
  const reassigned = !note.isTask || note.taskAssignee?.id !== assignee.id;
  const dueAt =
    change.dueAt === undefined
      ? note.isTask
        ? note.taskDueAt
        : null
      : change.dueAt && new Date(change.dueAt).toISOString();
  return {
    isTask: true,
    taskDescription: change.description,
    changedTaskStatusBy: refOf(user),
    isResolved: false,
    taskDueAt: dueAt,
    taskDueAllDay: dueAt ? (change.dueAllDay ?? (change.dueAt === undefined && note.taskDueAllDay)) : false,
    taskAssigneeId: assignee.id,
    taskAssignee: assignee,
    ...(reassigned ? { taskAssignedById: user.id, taskAssignedBy: refOf(user) } : {}),
  };
}

const removedTask: Partial<NotesTable> = {
  isTask: false,
  isResolved: false,
  taskDescription: null,
  taskDueAt: null,
  taskDueAllDay: false,
  taskAssigneeId: null,
  taskAssignee: null,
  taskAssignedById: null,
  taskAssignedBy: null,
};

/**
 * Task transitions (spec §4): set → resolve ⇄ unresolve; remove from any task state. With a client
 * ID (an outbox resending a change) the change and its notifications happen once; a repeat answers
 * the note as it is now.
 */
export function changeTask(
  deps: NoteDeps,
  user: Principal,
  id: string,
  change: TaskChange,
  options: { clientId?: string | undefined; now?: Date } = {},
): Promise<Note> {
  return createOnce(deps.db, clientWriteOf(user, 'task', options.clientId), {
    create: (remember: Remember<{ id: string }>) =>
      applyTaskChange(deps, user, id, change, options.now ?? new Date(), remember),
    replay: (saved) => findVisibleNote(deps.db, user, saved.id),
  });
}

async function applyTaskChange(
  deps: NoteDeps,
  user: Principal,
  id: string,
  change: TaskChange,
  now: Date,
  remember: Remember<{ id: string }>,
): Promise<Note> {
  const note = await findVisibleNote(deps.db, user, id);
  if (change.kind !== 'set' && !note.isTask) throw conflict('This note is not a task.');
  const me = refOf(user);
  const updatedAt = now.toISOString();
  const notified = await deps.db.transaction().execute(async (tx) => {
    const patch: Partial<NotesTable> =
      change.kind === 'set'
        ? await setTaskPatch(tx, note, change, user)
        : change.kind === 'resolve'
          ? { isResolved: true, isResolvedAt: updatedAt, isResolvedBy: me, changedTaskResolutionBy: me }
          : change.kind === 'unresolve'
            ? { isResolved: false, isResolvedAt: null, isResolvedBy: null, changedTaskResolutionBy: me }
            : { ...removedTask, changedTaskStatusBy: me };
    await tx
      .updateTable('notes')
      .set({ ...patch, updatedAt })
      .where('id', '=', id)
      .execute();
    await involve(tx, id, user.id);
    if (patch.taskAssigneeId) await involve(tx, id, patch.taskAssigneeId);
    await keepTaskReminder(tx, id, now);
    await recordChange(tx, {
      actor: me,
      entityType: 'task',
      entityId: id,
      noteId: id,
      action: 'update',
      label: note.subject,
      scope: await storedNoteScope(tx, id),
      before: pick(note as Record<string, unknown>, Object.keys(patch)),
      after: patch,
    });
    const type = taskNotificationTypes[change.kind];
    const taskDescription = patch.taskDescription ?? note.taskDescription;
    const sent = await notifyAboutNote(tx, { note, type, actor: user, taskDescription }, now);
    await remember(tx, { id });
    return sent;
  });
  await publishNoteChanged(deps.bus, await scopeStatesOf(deps.db, id));
  await publishNotifications(deps.bus, notified);
  return findVisibleNote(deps.db, user, id);
}

/** Replaces a note's damaged items; only its author may. */
export async function editDamagedItems(
  deps: NoteDeps,
  user: Principal,
  id: string,
  damagedItems: DamagedItem[],
): Promise<Note> {
  const note = await findVisibleNote(deps.db, user, id);
  if (!can(user, 'note.editDamagedItems', note))
    throw forbidden('Only the author of this note can edit its damaged items');
  const listed = await damagedItemsFromList(deps.db, damagedItems);
  await deps.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('notes')
      .set({
        damagedItems: listed,
        hasDamagedItems: damagedItems.length > 0,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, {
      actor: refOf(user),
      entityType: 'note',
      entityId: id,
      noteId: id,
      action: 'update',
      label: note.subject,
      scope: await storedNoteScope(tx, id),
      before: pick(note, ['damagedItems']),
      after: { damagedItems: listed },
    });
  });
  await publishNoteChanged(deps.bus, await scopeStatesOf(deps.db, id));
  return findVisibleNote(deps.db, user, id);
}
