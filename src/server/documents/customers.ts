import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { foldText } from '../../domain/text/fold.js';
import type { Db } from '../db/database.js';
import { visibleCustomers } from '../access/visibility.js';
import type { CustomerListQuery } from '../../domain/documents/contract.js';
import { decodeKeyCursor, encodeKeyCursor, rowsAfter } from '../shared/paging.js';

/** The ship-to postal code (bill-to when missing, '' when neither), from the JSON address on either dialect. */
function postalCode(db: Db): RawBuilder<string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<string>`coalesce(${sql.ref('shipAddress')}->>'postalCode', ${sql.ref('billAddress')}->>'postalCode', '')`;
  }
  return sql<string>`coalesce(json_extract(${sql.ref('shipAddress')}, '$.postalCode'), json_extract(${sql.ref('billAddress')}, '$.postalCode'), '')`;
}

const blank = sql<string>`''`;
const orEmpty = (...columns: string[]) =>
  sql<string>`coalesce(${sql.join(columns.map((c) => sql.ref(c)))}, '')`;

/**
 * The saved Customer-List: scoped, keyword-filtered, sorted and paged by keyset (the sort keys and
 * the ListID of the last row). A missing value sorts as empty text, first when ascending, on both
 * databases.
 */
export async function listCustomers(db: Db, user: Principal, query: CustomerListQuery) {
  const zip = postalCode(db);
  const direction = query.sort.endsWith('Desc') ? 'desc' : 'asc';
  const key = query.sort.replace(/Desc$/, '');
  const name = sql<string>`${sql.ref('fullName')}`;
  const city = orEmpty('shipCity', 'city');
  const state = orEmpty('shipState', 'state');
  const sortKeys = {
    name: [name],
    city: [city, name],
    state: [state, name],
    contact: [orEmpty('lastName'), orEmpty('firstName'), name],
    zip: [zip, name],
  }[key] ?? [name];
  // Always three sort keys and the ListID (padded with a constant), so the cursor has one shape.
  const [k0 = name, k1 = blank, k2 = blank] = sortKeys;
  const keys = [k0, k1, k2, sql<string>`${sql.ref('listId')}`];
  let select = db
    .selectFrom('customers')
    .select(['listId', 'fullName', 'firstName', 'lastName', 'isActive'])
    .select([
      sql<string | null>`coalesce(${sql.ref('shipCity')}, ${sql.ref('city')})`.as('city'),
      sql<string | null>`coalesce(${sql.ref('shipState')}, ${sql.ref('state')})`.as('state'),
      zip.as('postalCode'),
      k0.as('k0'),
      k1.as('k1'),
      k2.as('k2'),
    ])
    .where(visibleCustomers(user));
  if (query.q) select = select.where('searchText', 'like', `%${foldText(query.q)}%`);
  if (query.cursor)
    select = select.where(rowsAfter(keys, decodeKeyCursor(query.cursor, keys.length), direction));
  // The padding is the same on every row, so it is compared but not sorted by.
  for (const k of [...sortKeys, keys[3]!]) select = select.orderBy(k, direction);
  const rows = await select.limit(query.limit + 1).execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    customers: page.map(({ k0: _0, k1: _1, k2: _2, ...row }) => ({
      ...row,
      postalCode: row.postalCode || null,
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeKeyCursor([last.k0, last.k1, last.k2, last.listId]) : null,
  };
}
