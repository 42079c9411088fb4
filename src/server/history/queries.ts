import { can, type Principal } from '../../domain/access/policy.js';
import { purgeBefore, trashDays } from '../../domain/history/diff.js';
import type { AuditQuery, HistoryEntry, HistorySubject, TrashItem } from '../../domain/history/schemas.js';
import { visibleHistory, visibleTrash } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { HistoryTable, TrashTable } from '../db/tables/history.js';
import { afterCursor, decodeCursor, pageOf } from '../shared/paging.js';

const present = (row: HistoryTable): HistoryEntry => ({
  id: row.id,
  at: row.at,
  userId: row.userId,
  userName: row.userName,
  entityType: row.entityType,
  entityId: row.entityId,
  action: row.action,
  label: row.label,
  customerListId: row.customerListId,
  noteId: row.noteId,
  changes: row.historyChanges,
});

/** The history of a note (its task and comments), an order, a prospect or a customer, within the user's scope. */
export async function historyOf(
  db: Db,
  user: Principal,
  subject: HistorySubject,
  id: string,
): Promise<HistoryEntry[]> {
  let query = db.selectFrom('history').selectAll().where(visibleHistory(user));
  if (subject === 'note') query = query.where('noteId', '=', id);
  else if (subject === 'order' || subject === 'prospect')
    query = query.where('entityType', '=', subject).where('entityId', '=', id);
  else query = query.where('customerListId', '=', id);
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map(present);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function auditRows(db: Db, user: Principal, filters: Omit<AuditQuery, 'limit' | 'cursor'>) {
  let query = db.selectFrom('history').selectAll().where(visibleHistory(user));
  if (filters.userId) query = query.where('userId', '=', filters.userId);
  if (filters.entityType) query = query.where('entityType', '=', filters.entityType);
  if (filters.from) query = query.where('at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where('at', '<', nextDay(filters.to));
  return query.orderBy('at', 'desc').orderBy('id', 'desc');
}

/** One page of the audit log, newest first. */
export async function auditPage(db: Db, user: Principal, query: AuditQuery) {
  let rows = auditRows(db, user, query);
  if (query.cursor) {
    const after = decodeCursor(query.cursor, {
      time: true,
      message: 'This page of the audit log is out of date.',
    });
    rows = rows.where(afterCursor('at', 'id', after));
  }
  const page = pageOf(await rows.limit(query.limit + 1).execute(), query.limit, (last) => [last.at, last.id]);
  return { entries: page.rows.map(present), nextCursor: page.nextCursor };
}

/** Every filtered entry, streamed for the CSV. */
export async function* auditEntries(db: Db, user: Principal, filters: Omit<AuditQuery, 'limit' | 'cursor'>) {
  // Pages by the keyset rather than a driver cursor, which PostgreSQL's pool does not give here.
  let cursor: string | undefined;
  do {
    const page = await auditPage(db, user, { ...filters, limit: 200, ...(cursor ? { cursor } : {}) });
    yield* page.entries;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

export const presentTrash = (row: TrashTable): TrashItem => ({
  id: row.id,
  entityType: row.entityType,
  entityId: row.entityId,
  label: row.label,
  deletedAt: row.deletedAt,
  deletedByName: row.deletedByName,
  customerListId: row.customerListId,
  purgeAt: new Date(Date.parse(row.deletedAt) + trashDays * 86_400_000).toISOString(),
});

/** Who may restore a trashed row: an admin, its author, or whoever deleted it (they were allowed to). */
export const mayRestore = (user: Principal, row: Pick<TrashTable, 'authorId' | 'deletedById'>) =>
  [row.authorId, row.deletedById].some((authorId) => can(user, 'trash.restore', { authorId }));

/** What the user may restore, newest first: not yet purged, in scope, theirs (an admin: all). */
export async function listTrash(db: Db, user: Principal, now = new Date()): Promise<TrashItem[]> {
  let query = db
    .selectFrom('trash')
    .selectAll()
    .where(visibleTrash(user))
    .where('deletedAt', '>=', purgeBefore(now).toISOString());
  if (!can(user, 'history.viewAll'))
    query = query.where((eb) => eb.or([eb('authorId', '=', user.id), eb('deletedById', '=', user.id)]));
  const rows = await query.orderBy('deletedAt', 'desc').limit(500).execute();
  return rows.map(presentTrash);
}

export async function findTrash(db: Db | Tx, user: Principal, id: string): Promise<TrashTable | undefined> {
  return db.selectFrom('trash').selectAll().where('id', '=', id).where(visibleTrash(user)).executeTakeFirst();
}
