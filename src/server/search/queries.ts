import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { highlight, snippet } from '../../domain/search/highlight.js';
import { relevance } from '../../domain/search/rank.js';
import {
  searchCountCap,
  searchTerms,
  type SearchTerm,
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
 * How many of the newest matches of each tier are ranked. An everyday word matches a large part of
 * a million notes; ranking them all costs seconds, so ranking runs over the newest visible matches
 * (walked newest first through the index), where a CRM's reader looks (docs/decisions/0046).
 */
export const rankedWindow = 200;

/**
 * Everything written that matches every term of `q` (whole words, the last word and `word*` as
 * prefixes), best first among the newest `rankedWindow` matches: entries whose title (a note's
 * subject, a contact's name) holds every term, then the rest; within each, by relevance (BM25 over
 * the window, the title weighing more than the text: `rank.ts`), then newest first. The
 * count is of what the user may see, up to `searchCountCap`. Snippets and highlights are cut here
 * from the stored text.
 */
export async function searchEverything(
  db: Db,
  user: Principal,
  options: SearchOptions,
): Promise<SearchResponse> {
  const terms = searchTerms(options.q);
  if (terms.length === 0) return noMatch;
  const where = and([...filters(options), visibleEntry(db, user)]);
  const { rows, total } = await findEntries(db, user, terms, where, options);
  const results: SearchHit[] = rows.map((r) => ({
    kind: r.kind,
    id: r.sourceId,
    noteId: r.noteId,
    customerListId: r.customerListId,
    customerName: r.customerName,
    authorId: r.authorId,
    authorName: r.authorName,
    createdAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : r.createdAt,
    title: highlight(r.title.trim(), terms),
    snippet: snippet(r.body, terms),
  }));
  const end = options.offset + rows.length;
  return {
    results,
    total: Math.min(total, searchCountCap),
    totalIsCapped: total > searchCountCap,
    nextOffset: rows.length === options.limit && end < Math.min(rankedWindow, total) ? end : null,
  };
}

/** Whether every term matches a word of the title (a note's subject, a contact's name). */
const titleHoldsAll = (title: string, terms: SearchTerm[]) => {
  const marked = highlight(title, terms).filter((segment) => segment.hit);
  const words = new Set(marked.flatMap((segment) => searchTerms(segment.text).map((t) => t.word)));
  return terms.every((t) => [...words].some((w) => (t.prefix ? w.startsWith(t.word) : w === t.word)));
};

/**
 * The one dialect difference: the full-text condition on entry `e` (FTS5 joined by rowid on SQLite,
 * the stored tsvector on PostgreSQL), which both read newest first through their index. Terms hold
 * letters and digits only (`searchTerms`), so no user text reaches either query syntax.
 */
function matching(db: Db, terms: SearchTerm[]) {
  if (onPostgres(db)) {
    const query = terms.map((t) => `${t.word}${t.prefix ? ':*' : ''}`).join(' & ');
    return {
      from: sql`"searchEntries" e`,
      match: sql<SqlBool>`e."document" @@ to_tsquery('humidor_search', ${query})`,
      newestFirst: sql`e."id" desc`,
    };
  }
  const query = terms.map((t) => `"${t.word}"${t.prefix ? '*' : ''}`).join(' ');
  return {
    from: sql`"searchEntriesFts" f join "searchEntries" e on e."id" = f.rowid`,
    match: sql<SqlBool>`"searchEntriesFts" match ${query}`,
    // By the FTS rowid, so FTS5 walks its index backwards instead of sorting every match.
    newestFirst: sql`f.rowid desc`,
  };
}

interface Found {
  rows: EntryRow[];
  total: number;
}

async function findEntries(
  db: Db,
  user: Principal,
  terms: SearchTerm[],
  where: RawBuilder<SqlBool>,
  options: SearchOptions,
): Promise<Found> {
  const { from, match, newestFirst } = matching(db, terms);
  // Relevance is scored over the window only, as the index hands it over newest first: scoring
  // every match would read them all (docs/decisions/0089).
  const window = await sql<{ id: number; title: string; body: string }>`select e."id", e."title", e."body"
    from ${from} where ${match} and ${where} order by ${newestFirst} limit ${rankedWindow}`.execute(db);
  const scores = relevance(window.rows, terms);
  const scored = window.rows.map((row, newest) => ({
    id: row.id,
    titled: titleHoldsAll(row.title, terms),
    relevance: scores[newest] ?? 0,
    newest,
  }));
  const ranked = scored.sort(
    (a, b) => Number(b.titled) - Number(a.titled) || b.relevance - a.relevance || a.newest - b.newest,
  );
  const ids = ranked.slice(options.offset, options.offset + options.limit).map((r) => Number(r.id));
  // Counted newest first too: a date range starting recently would otherwise walk every older match
  // before reaching its own (140 ms at scale 30 for a common word).
  const count = await sql<{ total: number | string }>`select count(*) as "total" from
    (select 1 from ${from} where ${match} and ${where} order by ${newestFirst}
    limit ${searchCountCap + 1}) counted`.execute(db);
  const total = Number(count.rows[0]?.total ?? 0);
  if (ids.length === 0) return { rows: [], total };
  const rows = await sql<EntryRow & { id: number }>`select e."id", ${entryColumns(db, user)}
    from "searchEntries" e where e."id" in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

const entryColumns = (db: Db, user: Principal) => sql`e."kind", e."sourceId", e."noteId", e."customerListId",
  ${customerJoin(db, user)} as "customerName", e."authorId", e."authorName", e."createdAt", e."title", e."body"`;
