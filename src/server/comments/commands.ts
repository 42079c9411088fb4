import { sql } from 'kysely';
import { can, type Principal } from '../../domain/access/policy.js';
import { mentionedUsers } from '../../domain/comments/mentions.js';
import { notCommentAuthorMessage, type Comment, type NewComment } from '../../domain/comments/schemas.js';
import { newCommentSchema } from '../../domain/comments/schemas.js';
import { recordChange, storedNoteScope } from '../history-writes/record.js';
import { detachAttachments, filesOf, putInTrash } from '../history-writes/trash.js';
import type { Db, Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { forbidden } from '../http/errors.js';
import { noteScopeStates, publishNoteChanged } from '../notes/commands.js';
import { findVisibleNote } from '../notes/queries.js';
import { maySeeNote, notifyAboutNote, publishNotifications } from '../notifications/commands.js';
import { clientWriteOf, createOnce, type Remember } from '../shared/idempotency.js';
import type { Storage } from '../storage/storage.js';
import { findVisibleComment, present, searchTextOf } from './queries.js';
import type { CommentsTable } from '../db/tables/comments.js';

interface CommentDeps {
  db: Db;
  bus: EventBus;
  storage: Storage;
}

type NoteScope = { id: string; customerState: string | null; customerShipState?: string | null };

/** Tells the users who may see the note that its comments (and its comment count) changed. */
async function publishCommentsChanged(bus: EventBus, note: NoteScope): Promise<void> {
  await bus.publish({ kind: 'comments.changed', id: note.id, scopeStates: noteScopeStates(note) });
  await publishNoteChanged(bus, note);
}

async function involve(tx: Tx, noteId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await tx
    .insertInto('noteInvolvedUsers')
    .values(userIds.map((userId) => ({ noteId, userId })))
    .onConflict((oc) => oc.columns(['noteId', 'userId']).doNothing())
    .execute();
}

/**
 * The users a comment mentions: active, not untaggable, picked and named (@Name) in the text, and
 * able to see the note (someone who cannot is not told and not involved).
 */
async function validMentions(tx: Tx, noteId: string, text: string, picked: string[]) {
  if (!picked.length) return [];
  const users = await tx
    .selectFrom('users')
    .select(['id', 'name as displayName', 'active', 'untaggable'])
    .where('id', 'in', picked)
    .execute();
  const mentions = [];
  for (const { id, displayName } of mentionedUsers(text, picked, users))
    if (await maySeeNote(tx, id, noteId)) mentions.push({ id, displayName });
  return mentions;
}

/**
 * Adds a comment to a note the user may see. In one transaction: the comment, the note's comment
 * count, the commenter and mentioned users as involved users, and the notifications.
 */
export function addComment(
  deps: CommentDeps,
  user: Principal,
  noteId: string,
  input: NewComment,
  now = new Date(),
): Promise<Comment> {
  return createOnce(deps.db, clientWriteOf(user, 'comment', input.clientId), {
    create: (remember: Remember<{ id: string }>) => insertComment(deps, user, noteId, input, now, remember),
    replay: async ({ id }) => present(user, (await findVisibleComment(deps.db, user, id)).comment),
  });
}

async function insertComment(
  deps: CommentDeps,
  user: Principal,
  noteId: string,
  input: NewComment,
  now: Date,
  remember: Remember<{ id: string }>,
): Promise<Comment> {
  const { text, taggedUsers } = newCommentSchema.parse(input);
  const note = await findVisibleNote(deps.db, user, noteId);
  const { row, recipients } = await deps.db.transaction().execute(async (tx) => {
    await findVisibleNote(tx, user, noteId);
    const mentions = await validMentions(tx, noteId, text, taggedUsers);
    const row: CommentsTable = {
      id: crypto.randomUUID(),
      noteId,
      text,
      searchText: searchTextOf(text, user.displayName),
      authorId: user.id,
      authorName: user.displayName,
      taggedUsers: mentions,
      attachmentCount: 0,
      createdAt: now.toISOString(),
    };
    await tx.insertInto('comments').values(row).execute();
    await tx
      .updateTable('notes')
      .set({ commentCount: sql`"commentCount" + 1` })
      .where('id', '=', noteId)
      .execute();
    const recipients = await notifyAboutNote(
      tx,
      { note, type: 'new-comment', actor: user, mentionedIds: mentions.map((m) => m.id), comment: text },
      now,
    );
    await involve(tx, noteId, [user.id, ...mentions.map((m) => m.id)]);
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'comment',
      entityId: row.id,
      noteId,
      action: 'create',
      label: note.subject,
      scope: await storedNoteScope(tx, noteId),
      after: { text },
    });
    await remember(tx, { id: row.id });
    return { row, recipients };
  });
  await publishCommentsChanged(deps.bus, await noteScope(deps.db, noteId));
  await publishNotifications(deps.bus, recipients);
  return present(user, row);
}

const noteScope = (db: Db, id: string) =>
  db
    .selectFrom('notes')
    .select(['id', 'customerState', 'customerShipState'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Deletes a comment its author wrote: its attachments first, then the comment and the note's count. */
export async function deleteComment(deps: CommentDeps, user: Principal, id: string): Promise<Comment> {
  const { comment, note } = await findVisibleComment(deps.db, user, id);
  if (!can(user, 'comment.delete', comment)) throw forbidden(notCommentAuthorMessage);
  await deps.db.transaction().execute(async (tx) => {
    // To the Trash with its attachments; their files stay until the purge.
    const attachments = await detachAttachments(tx, 'comment', [id]);
    const row = await tx.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return;
    await putInTrash(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'comment',
      entityId: id,
      label: row.text.slice(0, 80),
      authorId: row.authorId,
      scope: await storedNoteScope(tx, note.id),
      snapshot: { comment: row, attachments },
      before: { text: row.text },
      noteId: note.id,
      files: filesOf(attachments),
    });
    const deleted = await tx.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return;
    await tx
      .updateTable('notes')
      .set({ commentCount: sql`case when "commentCount" > 0 then "commentCount" - 1 else 0 end` })
      .where('id', '=', note.id)
      .execute();
  });
  await publishCommentsChanged(deps.bus, note);
  return present(user, comment);
}
