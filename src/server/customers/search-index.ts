import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { stateScopeOf, type Principal } from '../../domain/access/policy.js';
import { customerSummaryOf, searchPhrase } from '../../domain/customers/search.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { EventBus } from '../live/bus.js';
import { onPostgres, type SearchTables } from '../search/tables.js';
import type { CustomerSummary } from '../../domain/customers/contract.js';

interface CustomerSearch {
  search(user: Principal, query: string, limit: number): Promise<CustomerSummary[]>;
  /** Nothing to release: the index lives in the database. */
  close(): void;
}

const summaryColumns = [
  'listId',
  'fullName',
  'companyName',
  'firstName',
  'lastName',
  'accountNumber',
  'isActive',
  'city',
  'shipCity',
  'state',
  'shipState',
] as const;

/** Trigram indexes find a word only from 3 characters on; shorter words are checked row by row. */
const trigram = 3;

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchDb = Kysely<DB & SearchTables>;
/** The search rows carry the customer's scope columns under the customers table's name. */
type ScopeBuilder = ExpressionBuilder<DB, 'customers'>;

/**
 * Customer search from a full-text index kept in the database by triggers on `customers`
 * (docs/decisions/0045-customer-search-index.md): SQLite FTS5 trigram over a narrow copy of each
 * customer's folded search text, PostgreSQL pg_trgm over the column itself. Nothing to rebuild after
 * a restart or an import. Every word of the folded query must occur; the whole query at the start
 * of the text (the company name) ranks first, at the start of a word second, anywhere third;
 * within a rank, by name. The chosen rows are read again through `visibleCustomers`.
 */
export function createCustomerSearch({ db }: { db: Db; bus: EventBus }): CustomerSearch {
  const postgres = onPostgres(db);
  const searchDb = db as unknown as SearchDb;
  const customerSearch: CustomerSearch = {
    close: () => undefined,
    async search(user, query, limit) {
      if (stateScopeOf(user).kind === 'none') return [];
      const phrase = searchPhrase(query);
      const ranked = phrase
        ? await (postgres ? rankedOnPostgres : rankedOnSqlite)(searchDb, user, phrase, limit)
        : await firstByName(db, user, limit);
      const exact = await customerOfId(db, query);
      const ids = exact ? [exact, ...ranked.filter((id) => id !== exact)].slice(0, limit) : ranked;
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('customers')
        .select(summaryColumns)
        .where('listId', 'in', ids)
        .where(visibleCustomers(user))
        .execute();
      const byId = new Map(rows.map((r) => [r.listId, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [customerSummaryOf(row)] : [];
      });
    },
  };
  if (!postgres) void warmOnSqlite(searchDb, customerSearch);
  return customerSearch;
}

/** An id typed whole (a ListID, or an Online id a Desktop customer took over at the cutover) finds its customer first. */
async function customerOfId(db: Db, query: string): Promise<string | null> {
  const id = query.trim();
  if (!/^[\w-]{3,60}$/.test(id) || !id.includes('-')) return null;
  const own = await db.selectFrom('customers').select('listId').where('listId', '=', id).executeTakeFirst();
  if (own) return own.listId;
  const alias = await db
    .selectFrom('quickbooksOnlineLinks')
    .select('listId')
    .where('kind', '=', 'customer')
    .where('onlineId', '=', id)
    .executeTakeFirst();
  return alias?.listId ?? null;
}

async function firstByName(db: Db, user: Principal, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('customers')
    .select('listId')
    .where(visibleCustomers(user))
    .orderBy('fullName')
    .orderBy('listId')
    .limit(limit)
    .execute();
  return rows.map((r) => r.listId);
}

/** Sees every customer; used only to run the warm-up searches below, whose results are dropped. */
const warmUpPrincipal: Principal = {
  id: 'search-warm-up',
  role: 'admin',
  email: '',
  displayName: '',
  states: [],
  repCode: null,
  canChangeOrderStatus: false,
  reportUrl: null,
};

/**
 * A new SQLite connection starts with an empty page cache, so the first search after a restart read
 * the index from the file (21–26 ms at 45,000 customers, against 3–4 ms warm). Reading the search
 * rows and the trigram index once at start, and running both kinds of search (a trigram match and a
 * walk of the names), in the background, moves that to the start.
 */
async function warmOnSqlite(db: SearchDb, search: CustomerSearch) {
  try {
    await sql`select count(*) from "customerSearch" where "searchText" is not null`.execute(db);
    await sql`select count(*) from "customerSearchFts_data"`.execute(db);
    await search.search(warmUpPrincipal, 'shop', 50);
    await search.search(warmUpPrincipal, 'a', 50);
  } catch {
    // Only a head start: searches work without it.
  }
}

/** 0: the text starts with the phrase; 1: a word does; 2: the words occur anywhere. */
const rankOf = (phrase: string) =>
  sql<number>`case when substr(${sql.ref('customers.searchText')}, 1, ${phrase.length}) = ${phrase} then 0
    when ${sql.ref('customers.searchText')} like ${`% ${likeEscaped(phrase)}%`} escape '\\' then 1 else 2 end`;

/** The word occurs (as typed, wildcards and all). */
const containing = (word: string) => sql<SqlBool>`instr(${sql.ref('customers.searchText')}, ${word}) > 0`;

/** Past this many trigram matches, walking the names in order finds the first 50 sooner than sorting. */
const sortAtMost = 2000;

async function rankedOnSqlite(db: SearchDb, user: Principal, phrase: string, limit: number) {
  const words = phrase.split(' ');
  const indexed = words.filter((w) => [...w].length >= trigram);
  const scope = visibleCustomers(user);
  const scoped = (eb: unknown) => scope(eb as ScopeBuilder);
  const allWords = sql<SqlBool>`${sql.join(words.map(containing), sql` and `)}`;
  const match = indexed.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
  if (indexed.length) {
    const counted = await sql<{ n: number }>`select count(*) as "n" from (select 1 from "customerSearchFts"
      where "customerSearchFts" match ${match} limit ${sortAtMost}) matches`.execute(db);
    if (Number(counted.rows[0]?.n ?? 0) < sortAtMost) {
      const rows = await db
        .selectFrom('customerSearchFts')
        .innerJoin('customerSearch as customers', (join) =>
          join.on(sql<SqlBool>`${sql.ref('customers.id')} = ${sql.ref('customerSearchFts.rowid')}`),
        )
        .where(sql<SqlBool>`${sql.table('customerSearchFts')} match ${match}`)
        .where(allWords)
        .where(scoped)
        .select('customers.listId')
        .orderBy(rankOf(phrase))
        .orderBy('customers.fullName')
        .orderBy('customers.listId')
        .limit(limit)
        .execute();
      return rows.map((r) => r.listId);
    }
  }
  // A common or short query: rank by rank, each a walk of the names in order that stops at `limit`
  // (the text prefix through its own index).
  const text = sql.ref('customers.searchText');
  const ranks = [
    sql<SqlBool>`${text} >= ${phrase} and ${text} < ${`${phrase}\uffff`}`,
    sql<SqlBool>`not (${text} >= ${phrase} and ${text} < ${`${phrase}\uffff`}) and ${text} like ${`% ${likeEscaped(phrase)}%`} escape '\\'`,
    sql<SqlBool>`not (${text} >= ${phrase} and ${text} < ${`${phrase}\uffff`}) and not (${text} like ${`% ${likeEscaped(phrase)}%`} escape '\\')`,
  ];
  const found: string[] = [];
  for (const rank of ranks) {
    const rows = await db
      .selectFrom('customerSearch as customers')
      .select('customers.listId')
      .where(rank)
      .where(allWords)
      .where(scoped)
      .orderBy('customers.fullName')
      .orderBy('customers.listId')
      .limit(limit - found.length)
      .execute();
    found.push(...rows.map((r) => r.listId));
    if (found.length >= limit) break;
  }
  return found;
}

async function rankedOnPostgres(db: SearchDb, user: Principal, phrase: string, limit: number) {
  const words = phrase.split(' ');
  const scope = visibleCustomers(user);
  const rows = await (db as unknown as Db)
    .selectFrom('customers')
    .select('customers.listId')
    // LIKE lets the trigram index answer; strpos keeps the match literal.
    .where((eb) =>
      eb.and(
        words.map(
          (w) =>
            sql<SqlBool>`(${sql.ref('customers.searchText')} like ${`%${likeEscaped(w)}%`} escape '\\' and strpos(${sql.ref('customers.searchText')}, ${w}) > 0)`,
        ),
      ),
    )
    .where(scope)
    .orderBy(rankOf(phrase))
    .orderBy('customers.fullName')
    .orderBy('customers.listId')
    .limit(limit)
    .execute();
  return rows.map((r) => r.listId);
}
