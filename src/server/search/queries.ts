import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { highlight, snippet } from '../../domain/search/highlight.js';
import {
  searchCountCap,
  searchWords,
  type SearchHit,
  type SearchKind,
  type SearchResponse,
} from '../../domain/search/schemas.js';
import { visibleCustomers, visibleNotes, visibleOrders } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { onPostgres } from './tables.js';

export interface SearchOptions {
  q: string;
  kind?: SearchKind[];
  authorId?: string;
  customerListId?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

interface EntryRow {
  kind: SearchKind;
  sourceId: string;
  noteId: string | null;
  customerListId: string | null;
  customerName: string | null;
  authorId: string | null;
  authorName: string | null;
  createdAt: string | Date;
  title: string;
  body: string;
}

const noMatch: SearchResponse = { results: [], total: 0, totalIsCapped: false, nextOffset: null };

/**
 * Whether the user may see entry `e`, asked of its source row through the visibility helpers, so
 * search is scoped exactly like the screens: a note by `visibleNotes`, a comment by its note, a
 * description or contact by its customer, an order's instructions by `visibleOrders`. A deleted
 * source has no row, so its entry (which its trigger removes anyway) can never show.
 */
function visibleEntry(db: Db, user: Principal): RawBuilder<SqlBool> {
  const ref = (column: string) => sql.ref(`e.${column}`);
  const note = (column: string) =>
    db
      .selectFrom('notes')
      .select(sql<number>`1`.as('one'))
      .where(sql<SqlBool>`${sql.ref('notes.id')} = ${ref(column)}`)
      .where(visibleNotes(user));
  const customer = db
    .selectFrom('customers')
    .select(sql<number>`1`.as('one'))
    .where(sql<SqlBool>`${sql.ref('customers.listId')} = ${ref('customerListId')}`)
    .where(visibleCustomers(user));
  const order = db
    .selectFrom('orders')
    .select(sql<number>`1`.as('one'))
    .where(sql<SqlBool>`${sql.ref('orders.id')} = ${ref('sourceId')}`)
    .where(visibleOrders(user));
  // An embedded query compiles in parentheses of its own.
  return sql<SqlBool>`(
    (${ref('kind')} = 'note' and exists ${note('sourceId')})
    or (${ref('kind')} = 'comment' and exists ${note('noteId')})
    or (${ref('kind')} in ('description', 'contact') and exists ${customer})
    or (${ref('kind')} = 'order' and exists ${order}))`;
}

/** The filters the screen offers, as one condition on entry `e`. */
function filters(options: SearchOptions): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (options.kind?.length) where.push(sql<SqlBool>`${sql.ref('e.kind')} in (${sql.join(options.kind)})`);
  if (options.authorId) where.push(sql<SqlBool>`${sql.ref('e.authorId')} = ${options.authorId}`);
  if (options.customerListId)
    where.push(sql<SqlBool>`${sql.ref('e.customerListId')} = ${options.customerListId}`);
  // Stored times are UTC ISO strings on SQLite; compare like with like.
  if (options.from)
    where.push(sql<SqlBool>`${sql.ref('e.createdAt')} >= ${new Date(options.from).toISOString()}`);
  if (options.to)
    where.push(sql<SqlBool>`${sql.ref('e.createdAt')} <= ${new Date(options.to).toISOString()}`);
  return where;
}

const and = (conditions: Expression<SqlBool>[]) =>
  conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`1 = 1`;

/** The customer's name, only when the user may see the customer. */
const customerJoin = (db: Db, user: Principal) => {
  const visible = db
    .selectFrom('customers')
    .select('customers.fullName')
    .where(sql<SqlBool>`${sql.ref('customers.listId')} = ${sql.ref('e.customerListId')}`)
    .where(visibleCustomers(user));
  return sql<string | null>`${visible}`;
};

/**
 * How many of the newest matches are ranked. A common word matches a large part of a million notes;
 * ranking them all costs seconds, so the ranking runs over the newest visible matches (walked newest
 * first through the index), which is where a CRM's reader looks (docs/decisions/0046).
 */
export const rankedWindow = 2000;

/**
 * Everything written that matches every word of `q` (each word also as a prefix), best first among
 * the newest `rankedWindow` matches: SQLite FTS5 bm25, PostgreSQL ts_rank_cd, title (a note's
 * subject, a contact's name) weighted over text; ties newest first. The count is of what the user
 * may see, up to `searchCountCap`. Snippets and highlights are cut here from the stored text.
 */
export async function searchEverything(
  db: Db,
  user: Principal,
  options: SearchOptions,
): Promise<SearchResponse> {
  const words = searchWords(options.q);
  if (words.length === 0) return noMatch;
  const where = and([...filters(options), visibleEntry(db, user)]);
  const run = onPostgres(db) ? onPostgresEngine : onSqliteEngine;
  const { rows, total } = await run(db, user, words, where, options);
  const results: SearchHit[] = rows.map((r) => ({
    kind: r.kind,
    id: r.sourceId,
    noteId: r.noteId,
    customerListId: r.customerListId,
    customerName: r.customerName,
    authorId: r.authorId,
    authorName: r.authorName,
    createdAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : r.createdAt,
    title: highlight(r.title.trim(), words),
    snippet: snippet(r.body, words),
  }));
  const shown = Math.min(total, searchCountCap);
  const end = options.offset + rows.length;
  return {
    results,
    total: shown,
    totalIsCapped: total > searchCountCap,
    nextOffset: rows.length === options.limit && end < Math.min(rankedWindow, total) ? end : null,
  };
}

type Engine = (
  db: Db,
  user: Principal,
  words: string[],
  where: RawBuilder<SqlBool>,
  options: SearchOptions,
) => Promise<{ rows: EntryRow[]; total: number }>;

const entryColumns = (db: Db, user: Principal) => sql`e."kind", e."sourceId", e."noteId", e."customerListId",
  ${customerJoin(db, user)} as "customerName", e."authorId", e."authorName", e."createdAt", e."title", e."body"`;

const onSqliteEngine: Engine = async (db, user, words, where, options) => {
  const match = words.map((w) => `"${w}"*`).join(' ');
  const matched = sql`"searchEntriesFts" f join "searchEntries" e on e."id" = f.rowid
    where "searchEntriesFts" match ${match} and ${where}`;
  const page = await sql<EntryRow>`select ${entryColumns(db, user)}
    from (select f.rowid as "id", bm25("searchEntriesFts", 3.0, 1.0) as "score" from ${matched}
      order by f.rowid desc limit ${rankedWindow}) ranked
    join "searchEntries" e on e."id" = ranked."id"
    order by ranked."score", e."createdAt" desc, e."id" desc
    limit ${options.limit} offset ${options.offset}`.execute(db);
  const count = await sql<{ total: number }>`select count(*) as "total" from
    (select 1 from ${matched} limit ${searchCountCap + 1}) counted`.execute(db);
  return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
};

const onPostgresEngine: Engine = async (db, user, words, where, options) => {
  const query = sql`to_tsquery('humidor_search', ${words.map((w) => `${w}:*`).join(' & ')})`;
  const matched = sql`"searchEntries" e where e."document" @@ ${query} and ${where}`;
  const page = await sql<EntryRow>`select ${entryColumns(db, user)}
    from (select e."id", ts_rank_cd(e."document", ${query}) as "score" from ${matched}
      order by e."id" desc limit ${rankedWindow}) ranked
    join "searchEntries" e on e."id" = ranked."id"
    order by ranked."score" desc, e."createdAt" desc, e."id" desc
    limit ${options.limit} offset ${options.offset}`.execute(db);
  const count = await sql<{ total: string }>`select count(*) as "total" from
    (select 1 from ${matched} limit ${searchCountCap + 1}) counted`.execute(db);
  return { rows: page.rows, total: Number(count.rows[0]?.total ?? 0) };
};
