import type { Db } from '../db/database.js';

/** Who a task may be assigned to: every active user, by name. */
export function taskAssignees(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name as displayName'])
    .where('active', '=', true)
    .orderBy('name')
    .execute();
}
