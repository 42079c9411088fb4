import { sql, type SqlBool } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { can } from '../../domain/access/policy.js';
import type { Comment } from '../../domain/comments/schemas.js';
import type { Db, Tx } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { visibleNotes } from '../access/visibility.js';
import { findVisibleNote } from '../notes/queries.js';
import { afterCursor, decodeCursor, pageOf } from '../shared/paging.js';
import type { CommentsTable } from '../db/tables/comments.js';

const commentNotFound = (id: string) => notFound(`A comment with the ID ${id} does not exist`);

export function present(user: Principal, row: CommentsTable): Comment {
  return {
    id: row.id,
    noteId: row.noteId,
    text: row.text,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt,
    taggedUsers: row.taggedUsers,
    attachmentCount: row.attachmentCount,
    canDelete: can(user, 'comment.delete', row),
  };
}

/** The lower-cased text the search box matches: the comment and its author's name. */
export const searchTextOf = (text: string, authorName: string) => `${text}\n${authorName}`.toLowerCase();

const cursorMessage = 'The cursor is not valid; reload the feed.';

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of a visible note's comments, oldest first: the newest `limit` before `cursor` (so 'Load
 * older' continues further back), optionally only those whose text or author matches `q`.
 */
export async function listComments(
  db: Db,
  user: Principal,
  noteId: string,
  options: { q?: string; cursor?: string; limit: number },
): Promise<{ comments: Comment[]; nextCursor: string | null }> {
  await findVisibleNote(db, user, noteId);
  let query = db.selectFrom('comments').selectAll().where('noteId', '=', noteId);
  if (options.q)
    query = query.where(sql<SqlBool>`${sql.ref('searchText')} like ${likePattern(options.q)} escape '\\'`);
  if (options.cursor) {
    const before = decodeCursor(options.cursor, { time: true, message: cursorMessage });
    query = query.where(afterCursor('createdAt', 'id', before));
  }
  const fetched = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = pageOf(fetched, options.limit, (oldest) => [oldest.createdAt, oldest.id]);
  return {
    comments: page.rows.reverse().map((row) => present(user, row)),
    nextCursor: page.nextCursor,
  };
}

/** A comment on a note the user may see, with the note's scope states; else 404 as if missing. */
export async function findVisibleComment(db: Db | Tx, user: Principal, id: string) {
  const row = await db
    .selectFrom('comments')
    .innerJoin('notes', 'notes.id', 'comments.noteId')
    .selectAll('comments')
    .select(['notes.customerState', 'notes.customerShipState'])
    .where('comments.id', '=', id)
    .where(visibleNotes(user))
    .executeTakeFirst();
  if (!row) throw commentNotFound(id);
  const { customerState, customerShipState, ...comment } = row;
  return {
    comment: comment as CommentsTable,
    note: { id: comment.noteId, customerState, customerShipState },
  };
}
