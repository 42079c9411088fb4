import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { assortmentPrefix, gradeOf, monthsBefore, type Grade } from '../../domain/customer-stats/rules.js';
import { cadenceDaysOf, visitStanding, type VisitCadence } from '../../domain/visits/cadence.js';
import { visibleCustomers, visibleDocuments } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';

/**
 * Each customer's grade as its Statistics tab gives it: the assortment items (names starting "p-")
 * bought in the last 9 months, against the admin's grade thresholds. `ids` narrows the count to a
 * few customers (Near me); without it every customer's is counted (Due, the week).
 */
export async function gradesOf(db: Db, user: Principal, now: Date, ids?: readonly string[]) {
  if (ids && ids.length === 0) return new Map<string, Grade | null>();
  const thresholds = (await getSetting(db, 'gradeThresholds')).grades;
  let query = db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.txnId', 'invoiceLines.txnId')
    .innerJoin('items', 'items.listId', 'invoiceLines.itemListId')
    .where('invoiceLines.txnDate', '>=', monthsBefore(now.toISOString().slice(0, 10), 9))
    .where('items.isActive', '=', true)
    .where(sql`lower(${sql.ref('items.name')})`, 'like', `${assortmentPrefix}%`)
    .where(visibleDocuments(user, 'invoices'))
    .select((eb) => [
      'invoiceLines.customerListId',
      eb.fn.count<number>('invoiceLines.itemListId').distinct().as('skus'),
    ])
    .groupBy('invoiceLines.customerListId');
  if (ids) query = query.where('invoiceLines.customerListId', 'in', ids);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.customerListId, gradeOf(Number(row.skus), thresholds)]));
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
