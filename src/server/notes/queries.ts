import { sql, type SelectQueryBuilder } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import type { Principal } from '../../domain/access/policy.js';
import type { Note } from '../../domain/notes/card.js';
import type { FeedFilters } from '../../domain/notes/schemas.js';
import { visibleNotes } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { afterCursor, decodeCursor, pageOf, type Cursor } from '../shared/paging.js';

const noteColumns = [
  'notes.id',
  'notes.createdAt',
  'notes.noteClass',
  'notes.customerListId',
  'notes.customerName',
  'notes.customerState',
  'notes.subject',
  'notes.text',
  'notes.tags',
  'notes.authorId',
  'notes.authorName',
  'notes.damagedItems',
  'notes.isTask',
  'notes.isResolved',
  'notes.isResolvedAt',
  'notes.isResolvedBy',
  'notes.taskDescription',
  'notes.changedTaskStatusBy',
  'notes.changedTaskResolutionBy',
  'notes.taskDueAt',
  'notes.taskDueAllDay',
  'notes.taskAssignee',
  'notes.taskAssignedBy',
  'notes.commentCount',
  'notes.attachmentCount',
] as const;

/** Alias spellings of users' names mapped to their names, so legacy notes show one spelling. */
async function authorAliases(db: Db | Tx): Promise<(note: Note) => Note> {
  const users = await db.selectFrom('users').select(['name', 'nameAliases']).execute();
  const names = new Map(users.flatMap((u) => u.nameAliases.map((alias) => [alias, u.name] as const)));
  if (!names.size) return (note) => note;
  return (note) => {
    const name = note.authorName === null ? undefined : names.get(note.authorName);
    return name ? { ...note, authorName: name } : note;
  };
}

const noteNotFound = (id: string) => notFound(`A note with the ID ${id} does not exist`);

/** A note the user may see, or 404 with the same text whether it is missing or out of scope. */
export async function findVisibleNote(db: Db | Tx, user: Principal, id: string): Promise<Note> {
  const note = await db
    .selectFrom('notes')
    .select(noteColumns)
    .where('notes.id', '=', id)
    .where(visibleNotes(user))
    .executeTakeFirst();
  if (!note) throw noteNotFound(id);
  return (await authorAliases(db))(note);
}

/** The feed's cursor: a note's creation time and ID (the 400 asks to reload the feed). */
const readCursor = (text: string) =>
  decodeCursor(text, { time: true, message: 'The cursor is not valid; reload the feed.' });

type NotesQuery = SelectQueryBuilder<DB, 'notes', object>;

/** The names an author's notes may carry: their display name and the alias spellings. */
async function authorNames(db: Db | Tx, userId: string): Promise<string[]> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'nameAliases'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? [row.name, ...row.nameAliases] : [];
}

/** Applies the feed's filters and the user's scope: one query, or two whose rows together are the feed. */
async function filteredNotes(db: Db | Tx, user: Principal, filters: FeedFilters): Promise<NotesQuery[]> {
  let query: NotesQuery = db.selectFrom('notes').where(visibleNotes(user));
  if (filters.from) query = query.where('notes.createdAt', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('notes.createdAt', '<', new Date(filters.to).toISOString());
  if (filters.customerListId) query = query.where('notes.customerListId', '=', filters.customerListId);
  const tags = filters.tags ?? [];
  if (tags.length) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('noteTags')
          .select(sql`1`.as('one'))
          .whereRef('noteTags.noteId', '=', 'notes.id')
          .where('noteTags.tag', 'in', tags),
      ),
    );
  }
  if (filters.tasks !== 'Any') query = query.where('notes.isTask', '=', true);
  if (filters.tasks === 'Open Tasks') query = query.where('notes.isResolved', '=', false);
  if (filters.tasks === 'Resolved Tasks') query = query.where('notes.isResolved', '=', true);
  if (filters.withAttachments) query = query.where('notes.attachmentCount', '>', 0);
  if (filters.withComments) query = query.where('notes.commentCount', '>', 0);
  if (!filters.authorId) return [query];
  // An author's notes are those linked by id and the older ones that carry only a name. Asked as one
  // OR, the database sorts every note of the author for each page; as two queries, each walks its
  // own index newest first (notes_author_created, notes_author_name_created) and notePage merges them.
  const authorId = filters.authorId;
  const names = await authorNames(db, authorId);
  const linked = query.where('notes.authorId', '=', authorId);
  if (!names.length) return [linked];
  return [linked, query.where('notes.authorId', 'is', null).where('notes.authorName', 'in', names)];
}

/** One page of the filtered feed, newest first, continuing after `cursor` (keyset, no offsets). */
export async function feedPage(
  db: Db | Tx,
  user: Principal,
  filters: FeedFilters,
  options: { cursor?: string; limit: number },
): Promise<{ notes: Note[]; nextCursor: string | null }> {
  const base = await filteredNotes(db, user, filters);
  const page = await notePage(base, options.cursor ? readCursor(options.cursor) : null, options.limit);
  const canonical = await authorAliases(db);
  return { ...page, notes: page.notes.map(canonical) };
}

async function notePage(bases: NotesQuery[], after: Cursor | null, limit: number) {
  const parts = await Promise.all(
    bases.map((base) => {
      let query = base.select(noteColumns);
      if (after) query = query.where(afterCursor('notes.createdAt', 'notes.id', after));
      return query
        .orderBy('notes.createdAt', 'desc')
        .orderBy('notes.id', 'desc')
        .limit(limit + 1)
        .execute();
    }),
  );
  // Each part is newest first; the page is the first limit + 1 of them merged.
  const fetched =
    parts.length === 1
      ? (parts[0] ?? [])
      : parts
          .flat()
          .sort((a, b) => newestFirst(a.createdAt, b.createdAt) || newestFirst(a.id, b.id))
          .slice(0, limit + 1);
  const page = pageOf(fetched, limit, (last) => [last.createdAt, last.id]);
  return { notes: page.rows, nextCursor: page.nextCursor };
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Every note of the filters, page by page, so exports and summaries run in constant memory. */
export async function* allFilteredNotes(
  db: Db,
  user: Principal,
  filters: FeedFilters,
  pageSize = 500,
): AsyncGenerator<Note[]> {
  const base = await filteredNotes(db, user, filters);
  const canonical = await authorAliases(db);
  let after: Cursor | null = null;
  for (;;) {
    const page = await notePage(base, after, pageSize);
    if (page.notes.length) yield page.notes.map(canonical);
    const last = page.notes.at(-1);
    if (!page.nextCursor || !last) return;
    after = { value: last.createdAt, id: last.id };
    // SQLite answers synchronously: let other requests (and the socket) run between pages.
    await setImmediate();
  }
}

/** Unresolved tasks the user is involved in, newest first (home page). */
export async function openTasksOf(db: Db, user: Principal): Promise<Note[]> {
  const canonical = await authorAliases(db);
  const notes = await db
    .selectFrom('notes')
    .innerJoin('noteInvolvedUsers', 'noteInvolvedUsers.noteId', 'notes.id')
    .select(noteColumns)
    .where('noteInvolvedUsers.userId', '=', user.id)
    .where('notes.isTask', '=', true)
    .where('notes.isResolved', '=', false)
    .where(visibleNotes(user))
    .orderBy('notes.createdAt', 'desc')
    .orderBy('notes.id', 'desc')
    .limit(500)
    .execute();
  return notes.map(canonical);
}

/**
 * Open tasks given to the user, or (`assignedByMe`) that the user gave to someone else, soonest
 * due first and undated last (My Tasks); scoped like every note read.
 */
export async function myTasksOf(
  db: Db,
  user: Principal,
  options: { assignedByMe: boolean },
): Promise<Note[]> {
  const canonical = await authorAliases(db);
  let query = db
    .selectFrom('notes')
    .select(noteColumns)
    .where('notes.isTask', '=', true)
    .where('notes.isResolved', '=', false)
    .where(visibleNotes(user));
  query = options.assignedByMe
    ? query.where('notes.taskAssignedById', '=', user.id).where('notes.taskAssigneeId', '!=', user.id)
    : query.where('notes.taskAssigneeId', '=', user.id);
  const notes = await query
    // Undated tasks last on both dialects (SQLite sorts nulls first, PostgreSQL last).
    .orderBy(sql`case when ${sql.ref('notes.taskDueAt')} is null then 1 else 0 end`)
    .orderBy('notes.taskDueAt')
    .orderBy('notes.createdAt', 'desc')
    .orderBy('notes.id')
    .limit(500)
    .execute();
  return notes.map(canonical);
}
