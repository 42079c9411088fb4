import type { Principal } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';

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
  if (!row || !row.active) return null;
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    displayName: row.name,
    states: row.states,
    repCode: row.repCode,
    canChangeOrderStatus: row.canChangeOrderStatus,
    reportUrl: row.reportUrl,
  };
}
