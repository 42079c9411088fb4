import type { Principal } from '../../domain/access/policy.js';
import type { NotificationType } from '../../domain/notifications/schemas.js';
import { notificationText } from '../../domain/notifications/text.js';
import type { Db, Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { notFound } from '../http/errors.js';
import { visibleNotes } from '../access/visibility.js';
import { findPrincipal } from '../users/queries.js';
import { mailNotifications } from '../mail/notify.js';
import type { NotificationsTable } from '../db/tables/notifications.js';

interface NoteNotification {
  note: { id: string; subject: string; authorId: string | null };
  type: NotificationType;
  actor: Principal;
  /** Users mentioned by a comment: they are told too, with the mention text. */
  mentionedIds?: string[];
  comment?: string;
  taskDescription?: string | null;
}

/** Whether `userId` is an active user who may see the note (the note's own visibility rule). */
export async function maySeeNote(tx: Tx, userId: string, noteId: string): Promise<boolean> {
  const user = await findPrincipal(tx, userId);
  if (!user) return false;
  const row = await tx
    .selectFrom('notes')
    .select('notes.id')
    .where('notes.id', '=', noteId)
    .where(visibleNotes(user))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Writes one notification per recipient inside the caller's transaction: the note's author, its
 * involved users and the mentioned users, never the acting user, and only users who may see the
 * note. Returns the recipients, to be told with `publishNotifications` after the commit.
 */
export async function notifyAboutNote(tx: Tx, input: NoteNotification, now = new Date()): Promise<string[]> {
  const involved = await tx
    .selectFrom('noteInvolvedUsers')
    .select('userId')
    .where('noteId', '=', input.note.id)
    .execute();
  const mentioned = new Set(input.mentionedIds ?? []);
  const candidates = new Set([
    ...(input.note.authorId ? [input.note.authorId] : []),
    ...involved.map((row) => row.userId),
    ...mentioned,
  ]);
  candidates.delete(input.actor.id);
  const recipients: string[] = [];
  for (const userId of candidates) if (await maySeeNote(tx, userId, input.note.id)) recipients.push(userId);
  if (!recipients.length) return [];
  const createdAt = now.toISOString();
  const rows: NotificationsTable[] = recipients.map((userId) => ({
    id: crypto.randomUUID(),
    userId,
    type: input.type,
    text: notificationText(input.type, input.note, {
      comment: input.comment,
      taskDescription: input.taskDescription,
      mentioned: mentioned.has(userId),
    }),
    actingUserId: input.actor.id,
    actingUserName: input.actor.displayName,
    link: `/noteview/${input.note.id}`,
    seen: false,
    dismissed: false,
    createdAt,
  }));
  await tx.insertInto('notifications').values(rows).execute();
  // Those who chose email get it too, queued in this transaction (docs/decisions/0049-email.md).
  await mailNotifications(
    tx,
    input.note,
    rows.map((row) => ({ ...row, mentioned: mentioned.has(row.userId) })),
    now,
  );
  return recipients;
}

/**
 * Tells an app order's author that QuickBooks has it (a Desktop sales order, an Online estimate or
 * invoice): `text` says as what. Returns who to tell live once committed.
 */
export async function tellAuthorOrderInQuickbooks(
  db: Db | Tx,
  order: { id: string; authorId: string | null },
  text: string,
): Promise<string[]> {
  if (!order.authorId) return [];
  await db
    .insertInto('notifications')
    .values({
      id: crypto.randomUUID(),
      userId: order.authorId,
      type: 'order-in-quickbooks',
      text,
      actingUserId: null,
      actingUserName: 'QuickBooks',
      link: `/orderview/${order.id}`,
      seen: false,
      dismissed: false,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return [order.authorId];
}

export async function publishNotifications(bus: EventBus, userIds: string[]): Promise<void> {
  if (userIds.length) await bus.publish({ kind: 'notifications.changed', userIds });
}

const notificationNotFound = (id: string) => notFound(`A notification with the ID ${id} does not exist`);

/** Marks one of the user's notifications seen or dismissed; anyone else's answers 404. */
export async function updateNotification(
  deps: { db: Db; bus: EventBus },
  user: Principal,
  id: string,
  change: { seen: true } | { dismissed: true },
): Promise<void> {
  const result = await deps.db
    .updateTable('notifications')
    .set(change)
    .where('id', '=', id)
    .where('userId', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notificationNotFound(id);
  await publishNotifications(deps.bus, [user.id]);
}

/** Dismisses every notification of the user; returns how many changed. */
export async function dismissAll(deps: { db: Db; bus: EventBus }, user: Principal): Promise<number> {
  const result = await deps.db
    .updateTable('notifications')
    .set({ dismissed: true })
    .where('userId', '=', user.id)
    .where('dismissed', '=', false)
    .executeTakeFirst();
  await publishNotifications(deps.bus, [user.id]);
  return Number(result.numUpdatedRows);
}
