import type { TrashEntityType } from '../../domain/history/schemas.js';
import type { Tx } from '../db/database.js';
import type { AttachmentsTable } from '../db/tables/attachments.js';
import { recordChange, type Actor, type Scoped } from './record.js';

/**
 * Deleting moves a row to the Trash: a JSON snapshot of it and its dependents, kept 30 days with the
 * columns that scope it; attachment files stay in storage until the purge
 * (docs/decisions/0050-history-and-trash.md).
 */
export interface Trashed {
  actor: Actor;
  entityType: TrashEntityType;
  entityId: string;
  label: string;
  /** Who may restore it besides an admin. */
  authorId: string | null;
  scope: Scoped;
  snapshot: Record<string, unknown>;
  /** The row as the history's "before" (the fields worth showing). */
  before: Record<string, unknown>;
  noteId?: string | null;
  files?: string[];
  at?: Date;
}

export async function putInTrash(tx: Tx, item: Trashed): Promise<void> {
  const at = item.at ?? new Date();
  await tx
    .insertInto('trash')
    .values({
      id: crypto.randomUUID(),
      entityType: item.entityType,
      entityId: item.entityId,
      label: item.label.slice(0, 200),
      deletedAt: at.toISOString(),
      deletedById: item.actor?.id ?? null,
      deletedByName: item.actor?.displayName ?? 'System',
      authorId: item.authorId,
      ...item.scope,
      trashSnapshot: item.snapshot,
      trashFiles: item.files ?? [],
    })
    .execute();
  await recordChange(tx, {
    actor: item.actor,
    entityType: item.entityType,
    entityId: item.entityId,
    action: 'delete',
    label: item.label,
    scope: item.scope,
    noteId: item.noteId ?? null,
    before: item.before,
    after: null,
    at,
  });
}

/** The storage keys of some attachments (the file and its preview). */
export const filesOf = (rows: AttachmentsTable[]): string[] =>
  rows.flatMap((row) => [row.storagePath, ...(row.previewStoragePath ? [row.previewStoragePath] : [])]);

/** Takes an owner's attachment rows out (their files stay for the purge); answers the rows. */
export async function detachAttachments(
  tx: Tx,
  ownerType: AttachmentsTable['ownerType'],
  ownerIds: string[],
): Promise<AttachmentsTable[]> {
  if (!ownerIds.length) return [];
  const rows = await tx
    .selectFrom('attachments')
    .selectAll()
    .where('ownerType', '=', ownerType)
    .where('ownerId', 'in', ownerIds)
    .execute();
  if (rows.length)
    await tx
      .deleteFrom('attachments')
      .where('ownerType', '=', ownerType)
      .where('ownerId', 'in', ownerIds)
      .execute();
  return rows;
}

/** A note with its tags, involved users, comments and every attachment goes to the Trash. */
export async function trashNote(tx: Tx, actor: Actor, id: string, scope: Scoped, at?: Date): Promise<void> {
  const note = await tx.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const noteTags = await tx.selectFrom('noteTags').selectAll().where('noteId', '=', id).execute();
  const involved = await tx.selectFrom('noteInvolvedUsers').selectAll().where('noteId', '=', id).execute();
  const comments = await tx.selectFrom('comments').selectAll().where('noteId', '=', id).execute();
  const attachments = [
    ...(await detachAttachments(tx, 'note', [id])),
    ...(await detachAttachments(
      tx,
      'comment',
      comments.map((c) => c.id),
    )),
  ];
  await tx.deleteFrom('comments').where('noteId', '=', id).execute();
  await putInTrash(tx, {
    actor,
    entityType: 'note',
    entityId: id,
    label: note.subject,
    authorId: note.authorId,
    scope,
    snapshot: { note, noteTags, involved, comments, attachments },
    before: { subject: note.subject, text: note.text, customerName: note.customerName, tags: note.tags },
    noteId: id,
    files: filesOf(attachments),
    ...(at ? { at } : {}),
  });
}
