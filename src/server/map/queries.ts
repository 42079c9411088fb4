import type { Principal } from '../../domain/access/policy.js';
import type { MapVisit } from '../../domain/map/contract.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';

/** The active customers a user may see, with their place and last visit, in name order. */
export function mapCustomerRows(db: Db, user: Principal) {
  return db
    .selectFrom('customers')
    .leftJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
    .leftJoin('customerLastVisits', 'customerLastVisits.customerListId', 'customers.listId')
    .select([
      'customers.listId',
      'customers.fullName',
      'customers.city',
      'customers.shipCity',
      'customers.state',
      'customers.shipState',
      'customerLocations.latitude',
      'customerLocations.longitude',
      'customerLocations.source',
      'customerLastVisits.lastVisitAt',
    ])
    .where(visibleCustomers(user))
    .where('customers.isActive', '=', true)
    .orderBy('customers.fullName')
    .orderBy('customers.listId')
    .execute();
}

const dayMs = 86_400_000;

/**
 * One rep's visits on a calendar day of the company's time zone, to customers the user may see.
 * The day's instants are read with a day's margin either side and kept by their local date, so
 * no time zone arithmetic is done in SQL.
 */
export async function visitsOfDay(
  db: Db,
  user: Principal,
  repId: string,
  date: string,
  timeZone: string,
): Promise<MapVisit[]> {
  const start = Date.parse(`${date}T00:00:00Z`);
  const rows = await db
    .selectFrom('visits')
    .innerJoin('customers', 'customers.listId', 'visits.customerListId')
    .select(['visits.customerListId', 'visits.startedAt', 'visits.endedAt'])
    .where('visits.userId', '=', repId)
    .where('visits.startedAt', '>=', new Date(start - dayMs).toISOString())
    .where('visits.startedAt', '<', new Date(start + 2 * dayMs).toISOString())
    .where(visibleCustomers(user))
    .orderBy('visits.startedAt')
    .execute();
  return rows
    .filter((row) => localDay(timeZone, Date.parse(row.startedAt)) === date)
    .map((row) => ({ customerId: row.customerListId, startedAt: row.startedAt, endedAt: row.endedAt }));
}
