import type { ExpressionBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { gradeOf, type Grade } from '../../domain/customer-stats/rules.js';
import { customerName } from '../../domain/customers/names.js';
import { cadenceDaysOf, visitStanding, type VisitCadence } from '../../domain/visits/cadence.js';
import { visibleCustomers } from '../access/visibility.js';
import { readKeptSkus, refreshStaleGrades } from './customer-grades.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { getSetting } from '../settings/queries.js';

/**
 * A few customers' grades as the map gives them (Near me): the assortment items (names starting
 * "p-") bought in the last 9 months, from the counts kept per customer (decision 0192), against
 * the admin's grade thresholds.
 */
export async function gradesOf(db: Db, now: Date, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Grade | null>();
  const [thresholds, skus] = await Promise.all([
    getSetting(db, 'gradeThresholds'),
    readKeptSkus(db, dayOf(now), ids),
  ]);
  return new Map([...skus].map(([id, count]) => [id, gradeOf(count, thresholds.grades)]));
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * What Near me, Due and the week show of a customer: its id, full name (named by `customerName`),
 * city and states.
 */
export const customerFactsOf = (eb: ExpressionBuilder<DB, 'customers'>) =>
  [
    eb.ref('customers.listId').as('customerId'),
    eb.ref('customers.fullName').as('fullName'),
    eb.fn.coalesce('customers.shipCity', 'customers.city').as('city'),
    eb.ref('customers.state').as('state'),
    eb.ref('customers.shipState').as('shipState'),
  ] as const;

/**
 * Every active customer the user may see, with its place, last visit and grade (Due, the week):
 * the kept counts not good for today are counted again first, then read with the customers.
 */
export async function gradedCustomersOf(db: Db, user: Principal, now: Date) {
  await refreshStaleGrades(db, dayOf(now));
  const [rows, thresholds] = await Promise.all([
    db
      .selectFrom('customers')
      .leftJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
      .leftJoin('customerLastVisits', 'customerLastVisits.customerListId', 'customers.listId')
      .leftJoin('customerGrades', 'customerGrades.customerListId', 'customers.listId')
      .where(visibleCustomers(user))
      .where('customers.isActive', '=', true)
      .select((eb) => [
        ...customerFactsOf(eb),
        'customerLocations.latitude',
        'customerLocations.longitude',
        'customerLastVisits.lastVisitAt',
        'customerGrades.skus',
      ])
      .execute(),
    getSetting(db, 'gradeThresholds'),
  ]);
  return rows.map(({ skus, ...row }) => ({
    ...row,
    name: customerName(row),
    grade: gradeOf(skus ?? 0, thresholds.grades),
  }));
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
