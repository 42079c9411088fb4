import type { Principal } from '../../domain/access/policy.js';
import type { Grade } from '../../domain/customer-stats/rules.js';
import { cadenceDaysOf, visitStanding, type VisitCadence } from '../../domain/visits/cadence.js';
import { visibleCustomers } from '../access/visibility.js';
import { keptGrades } from '../db/customer-grades.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';

/**
 * Each customer's grade as the map gives it: the assortment items (names starting "p-") bought in
 * the last 9 months, from the counts kept per customer (decision 0192), against the admin's grade
 * thresholds. `ids` narrows it to a few customers (Near me); without it every customer's is read
 * (Due, the week), and the callers look up only the customers the user may see.
 */
export async function gradesOf(db: Db, now: Date, ids?: readonly string[]) {
  if (ids && ids.length === 0) return new Map<string, Grade | null>();
  const thresholds = (await getSetting(db, 'gradeThresholds')).grades;
  return keptGrades(db, now.toISOString().slice(0, 10), thresholds, ids);
}

/** A customer as Near me, Due and the week see it: its place (if any), grade and last visit. */
export interface StandingRow {
  customerId: string;
  name: string;
  city: string | null;
  state: string | null;
  shipState: string | null;
  latitude: number | null;
  longitude: number | null;
  lastVisitAt: string | null;
}

/** Every active customer the user may see, with its place and last visit. */
export function activeCustomersOf(db: Db, user: Principal) {
  return db
    .selectFrom('customers')
    .leftJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
    .leftJoin('customerLastVisits', 'customerLastVisits.customerListId', 'customers.listId')
    .where(visibleCustomers(user))
    .where('customers.isActive', '=', true)
    .select((eb) => [
      'customers.listId as customerId',
      eb.fn.coalesce('customers.companyName', 'customers.fullName').as('name'),
      eb.fn.coalesce('customers.shipCity', 'customers.city').as('city'),
      'customers.state',
      'customers.shipState',
      'customerLocations.latitude',
      'customerLocations.longitude',
      'customerLastVisits.lastVisitAt',
    ]);
}

/** Where a customer stands against the cadence of its grade. */
export function standingOf(
  row: { lastVisitAt: string | null },
  grade: Grade | null,
  cadence: VisitCadence,
  now: Date,
) {
  const cadenceDays = cadenceDaysOf(grade, cadence);
  return {
    cadenceDays,
    ...visitStanding(row.lastVisitAt ? new Date(row.lastVisitAt) : null, now, cadenceDays),
  };
}
