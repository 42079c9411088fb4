import { can, type Principal } from '../../domain/access/policy.js';
import { customerName } from '../../domain/customers/names.js';
import type { Visit } from '../../domain/visits/contract.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';

/** Visits with their customer's and rep's names, of customers the user may see (never a hidden one). */
export function visitsOf(db: Db | Tx, user: Principal) {
  return db
    .selectFrom('visits')
    .innerJoin('customers', 'customers.listId', 'visits.customerListId')
    .innerJoin('users', 'users.id', 'visits.userId')
    .where(visibleCustomers(user))
    .select([
      'visits.id',
      'visits.customerListId as customerId',
      'customers.fullName',
      'visits.userId',
      'users.name as userName',
      'visits.startedAt',
      'visits.endedAt',
      'visits.distanceMiles',
      'visits.noteId',
    ]);
}

type VisitRow = Awaited<ReturnType<ReturnType<typeof visitsOf>['execute']>>[number];

export function presentVisit(row: VisitRow): Visit {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: customerName(row),
    userId: row.userId,
    userName: row.userName,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    distanceMiles: row.distanceMiles === null ? null : Math.round(row.distanceMiles * 100) / 100,
    noteId: row.noteId,
  };
}

/** A visit the user may see, or null (missing and hidden alike). */
export async function findVisit(db: Db | Tx, user: Principal, id: string): Promise<Visit | null> {
  const row = await visitsOf(db, user).where('visits.id', '=', id).executeTakeFirst();
  return row ? presentVisit(row) : null;
}

/** The user's open visit: the newest without a check-out. */
export async function currentVisit(db: Db, user: Principal): Promise<Visit | null> {
  const row = await visitsOf(db, user)
    .where('visits.userId', '=', user.id)
    .where('visits.endedAt', 'is', null)
    .orderBy('visits.startedAt', 'desc')
    .executeTakeFirst();
  return row ? presentVisit(row) : null;
}

/** One rep's visits between two instants, oldest first: a rep sees only their own. */
export async function listVisits(
  db: Db,
  user: Principal,
  query: { userId?: string | undefined; from: string; to: string },
): Promise<Visit[]> {
  const team = can(user, 'visits.viewTeam');
  const userId = !team || !query.userId ? user.id : query.userId;
  if (!team && query.userId && query.userId !== user.id) return [];
  const rows = await visitsOf(db, user)
    .where('visits.userId', '=', userId)
    .where('visits.startedAt', '>=', new Date(query.from).toISOString())
    .where('visits.startedAt', '<', new Date(query.to).toISOString())
    .orderBy('visits.startedAt')
    .limit(500)
    .execute();
  return rows.map(presentVisit);
}
