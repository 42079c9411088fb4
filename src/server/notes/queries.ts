import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { setImmediate } from 'node:timers/promises';
import type { Principal } from '../../domain/access/policy.js';
import type { Note } from '../../domain/notes/card.js';
import type { FeedFilters } from '../../domain/notes/schemas.js';
import { withinScope } from '../access/scope.js';
import type { Db, Tx } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';

export const noteColumns = [
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
  'notes.commentCount',
  'notes.attachmentCount',
] as const;

/**
 * The notes a user may see: notes of customers in their states (customer or ship state) and
 * personal notes, which carry no customer data (docs/decisions/0004-notes-visibility.md).
 */
export function visibleNotes(user: Principal) {
  const inScope = withinScope<'notes'>(user, ['notes.customerState', 'notes.customerShipState']);
  return (eb: ExpressionBuilder<DB, 'notes'>) =>
    eb.or([eb('notes.noteClass', '=', 'Personal-Note'), inScope(eb)]);
}

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

export const noteNotFound = (id: string) => notFound(`A note with the ID ${id} does not exist`);

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

export interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(note: Cursor): string {
  return Buffer.from(JSON.stringify([note.createdAt, note.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(createdAt))) {
      return { createdAt: new Date(createdAt).toISOString(), id };
    }
  } catch {
    // fall through
  }
  throw badRequest('The cursor is not valid; reload the feed.');
}

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

/** Applies the feed's filters and the user's scope. */
export async function filteredNotes(db: Db | Tx, user: Principal, filters: FeedFilters): Promise<NotesQuery> {
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
  if (filters.authorId) {
    const authorId = filters.authorId;
    const names = await authorNames(db, authorId);
    query = query.where((eb) =>
      eb.or([
        eb('notes.authorId', '=', authorId),
        ...(names.length
          ? [eb.and([eb('notes.authorId', 'is', null), eb('notes.authorName', 'in', names)])]
          : []),
      ]),
    );
  }
  if (filters.tasks !== 'Any') query = query.where('notes.isTask', '=', true);
  if (filters.tasks === 'Open Tasks') query = query.where('notes.isResolved', '=', false);
  if (filters.tasks === 'Resolved Tasks') query = query.where('notes.isResolved', '=', true);
  if (filters.withAttachments) query = query.where('notes.attachmentCount', '>', 0);
  if (filters.withComments) query = query.where('notes.commentCount', '>', 0);
  return query;
}

/** One page of the filtered feed, newest first, continuing after `cursor` (keyset, no offsets). */
export async function feedPage(
  db: Db | Tx,
  user: Principal,
  filters: FeedFilters,
  options: { cursor?: string; limit: number },
): Promise<{ notes: Note[]; nextCursor: string | null }> {
  const base = await filteredNotes(db, user, filters);
  const page = await pageOf(base, options.cursor ? decodeCursor(options.cursor) : null, options.limit);
  const canonical = await authorAliases(db);
  return { ...page, notes: page.notes.map(canonical) };
}

async function pageOf(base: NotesQuery, after: Cursor | null, limit: number) {
  let query = base.select(noteColumns);
  if (after) {
    // The redundant `<=` bound lets the database start the index range at the cursor instead of
    // walking down from the newest note through every page already read.
    query = query
      .where('notes.createdAt', '<=', after.createdAt)
      .where((eb) =>
        eb.or([
          eb('notes.createdAt', '<', after.createdAt),
          eb.and([eb('notes.createdAt', '=', after.createdAt), eb('notes.id', '<', after.id)]),
        ]),
      );
  }
  const rows = await query
    .orderBy('notes.createdAt', 'desc')
    .orderBy('notes.id', 'desc')
    .limit(limit + 1)
    .execute();
  const notes = rows.slice(0, limit);
  const last = notes.at(-1);
  return { notes, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

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
    const page = await pageOf(base, after, pageSize);
    if (page.notes.length) yield page.notes.map(canonical);
    const last = page.notes.at(-1);
    if (!page.nextCursor || !last) return;
    after = { createdAt: last.createdAt, id: last.id };
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
