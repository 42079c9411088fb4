import type { Principal } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';
import { toPrincipal } from '../access/principal.js';

export async function findPrincipal(db: Db, userId: string): Promise<Principal | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'email',
      'name',
      'states',
      'repCode',
      'canChangeOrderStatus',
      'reportUrl',
      'active',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.active ? toPrincipal(row) : null;
}
