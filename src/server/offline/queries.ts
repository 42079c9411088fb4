import { workingSetPageSize } from '../../domain/offline/contract.js';
import type { Principal } from '../../domain/access/policy.js';
import { visibleCustomers } from '../access/visibility.js';
import { presentContact, withAbility } from '../customer-records/queries.js';
import { withLastVisit } from '../customers/queries.js';
import type { Db } from '../db/database.js';
import { customersYearSales } from '../orders/context.js';
import { getSetting } from '../settings/queries.js';
import { licensesOf } from '../licenses/queries.js';
import { gradesOf } from '../visits/standing.js';
import { hoursOfCustomers } from '../visit-planning/hours.js';

/**
 * One page of what a phone keeps to read offline (issue 15): the customers the user may see after
 * `after`, with their Info tab and their event-year sales (an order written offline caps as the server will).
 */
export async function workingSetPage(db: Db, user: Principal, after: string | undefined, now = new Date()) {
  let page = withLastVisit(db.selectFrom('customers'))
    .where(visibleCustomers(user))
    .orderBy('listId')
    .limit(workingSetPageSize + 1);
  if (after) page = page.where('listId', '>', after);
  const rows = await page.execute();
  const customers = rows.slice(0, workingSetPageSize);
  const ids = customers.map((c) => c.listId);
  const [contacts, descriptions, yearSales, places, grades, licenses, hours] = ids.length
    ? await Promise.all([
        db
          .selectFrom('customerContacts')
          .selectAll()
          .where('customerListId', 'in', ids)
          .orderBy('updatedAt', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('customerDescriptions')
          .selectAll()
          .where('customerListId', 'in', ids)
          .orderBy('updatedAt', 'desc')
          .orderBy('id', 'desc')
          .execute(),
        getSetting(db, 'orderRules').then((rules) => customersYearSales(db, ids, rules)),
        db
          .selectFrom('customerLocations')
          .select(['customerListId', 'latitude', 'longitude'])
          .where('customerListId', 'in', ids)
          .execute(),
        gradesOf(db, now, ids),
        licensesOf(db, ids),
        hoursOfCustomers(db, ids),
      ])
    : [[], [], new Map<string, number>(), [], new Map<string, string | null>(), [], new Map()];
  const placeOf = new Map(
    places.map((p) => [p.customerListId, { latitude: Number(p.latitude), longitude: Number(p.longitude) }]),
  );
  return {
    customers: customers.map((customer) => ({
      customer,
      contacts: contacts.filter((c) => c.customerListId === customer.listId).map(presentContact),
      descriptions: descriptions
        .filter((d) => d.customerListId === customer.listId)
        .map((d) => withAbility(user, d)),
      licenses: licenses.filter((l) => l.customerListId === customer.listId),
      hours: hours.get(customer.listId)!,
      eventYearSales: yearSales.get(customer.listId) ?? 0,
      place: placeOf.get(customer.listId) ?? null,
      grade: grades.get(customer.listId) ?? null,
    })),
    next: rows.length > workingSetPageSize ? (customers.at(-1)?.listId ?? null) : null,
  };
}
