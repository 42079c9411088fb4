import { deleteAttachmentsOf } from '../attachments/commands.js';
import type { Db } from '../db/database.js';
import type { Storage } from '../storage/storage.js';

/** Removes every comment of a note with their attachments; subscribed to the note's deletion. */
export async function deleteCommentsOf(deps: { db: Db; storage: Storage }, noteId: string): Promise<void> {
  const comments = await deps.db.selectFrom('comments').select('id').where('noteId', '=', noteId).execute();
  for (const { id } of comments) await deleteAttachmentsOf(deps.db, deps.storage, 'comment', id);
  await deps.db.deleteFrom('comments').where('noteId', '=', noteId).execute();
}
