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
  return row?.active ? toPrincipal(row) : null;
}

/** A user row as every rule sees it (the session lookup reads the same columns through its join). */
export function toPrincipal(row: {
  id: string;
  role: Principal['role'];
  email: string;
  name: string;
  states: string[];
  repCode: string | null;
  canChangeOrderStatus: boolean;
  reportUrl: string | null;
}): Principal {
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
