import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const damageablePrefix = 'p-';

/** Active items whose code starts with 'p-' (spec §9), matching `q` in the code or description. */
export async function searchDamageableItems(db: Db, q: string, limit = 50) {
  const like = `%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('items')
    .select(['listId', 'name', 'salesDesc'])
    .where(sql<boolean>`lower(${sql.ref('name')}) like ${`${damageablePrefix}%`}`)
    .where('isActive', '=', true)
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('name')}) like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(${sql.ref('salesDesc')}, '')) like ${like} escape '\\'`,
      ]),
    )
    .orderBy('name')
    .limit(limit)
    .execute();
}
