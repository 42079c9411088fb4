import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { foldText } from '../../domain/text/fold.js';
import type { Db } from '../db/database.js';
import { visibleCustomers } from '../access/visibility.js';
import type { CustomerListQuery } from '../../domain/documents/contract.js';

/** The ship-to postal code (bill-to when missing), read from the JSON address on either dialect. */
function postalCode(db: Db): RawBuilder<string | null> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return sql<
      string | null
    >`coalesce(${sql.ref('shipAddress')}->>'postalCode', ${sql.ref('billAddress')}->>'postalCode')`;
  }
  return sql<
    string | null
  >`coalesce(json_extract(${sql.ref('shipAddress')}, '$.postalCode'), json_extract(${sql.ref('billAddress')}, '$.postalCode'))`;
}

/** The saved Customer-List: scoped, keyword-filtered, sorted and paged by offset. */
export async function listCustomers(db: Db, user: Principal, query: CustomerListQuery) {
  const zip = postalCode(db);
  const direction = query.sort.endsWith('Desc') ? 'desc' : 'asc';
  const key = query.sort.replace(/Desc$/, '');
  const sortExpressions = {
    name: [sql.ref('fullName')],
    city: [sql`coalesce(${sql.ref('shipCity')}, ${sql.ref('city')})`, sql.ref('fullName')],
    state: [sql`coalesce(${sql.ref('shipState')}, ${sql.ref('state')})`, sql.ref('fullName')],
    contact: [sql.ref('lastName'), sql.ref('firstName'), sql.ref('fullName')],
    zip: [zip, sql.ref('fullName')],
  }[key] ?? [sql.ref('fullName')];
  const offset = query.cursor ?? 0;
  let select = db
    .selectFrom('customers')
    .select(['listId', 'fullName', 'firstName', 'lastName', 'isActive'])
    .select([
      sql<string | null>`coalesce(${sql.ref('shipCity')}, ${sql.ref('city')})`.as('city'),
      sql<string | null>`coalesce(${sql.ref('shipState')}, ${sql.ref('state')})`.as('state'),
      zip.as('postalCode'),
    ])
    .where(visibleCustomers(user));
  if (query.q) select = select.where('searchText', 'like', `%${foldText(query.q)}%`);
  for (const expression of sortExpressions) select = select.orderBy(expression, direction);
  const rows = await select
    .orderBy('listId')
    .limit(query.limit + 1)
    .offset(offset)
    .execute();
  return {
    customers: rows.slice(0, query.limit),
    nextCursor: rows.length > query.limit ? offset + query.limit : null,
  };
}
