import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { customerName } from '../../domain/customers/names.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { nearLimit, type NearCustomer, type NearQuery, type Place } from '../../domain/visits/contract.js';
import { milesBetween, type Position } from '../../domain/visits/geo.js';
import { rankNear } from '../../domain/visits/near.js';
import { visibleCustomers, visibleDocuments } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { placeCentre } from './zip-centres.js';
import { badRequest } from '../http/errors.js';
import { lapsedAmong } from './license-lapsed.js';
import { getSetting } from '../settings/queries.js';
import { customerFactsOf, gradesOf } from './standing.js';

export const unknownPlaceMessage = (place: string) =>
  `We could not find “${place}”. Check the ZIP code, or type a city and state such as Tampa, FL.`;

/** Where Near me measures from: the phone's position, or a typed ZIP code or city (400 when unknown). */
export function originOf(query: NearQuery): Place {
  if (query.latitude !== undefined && query.longitude !== undefined)
    return { latitude: query.latitude, longitude: query.longitude, label: 'Your position' };
  const found = placeCentre(query.place ?? '');
  if (!found) throw badRequest(unknownPlaceMessage(query.place ?? ''));
  return found;
}

const milesPerDegree = 69.05;
/** Boxes tried around the origin, in miles, before all the map: most answers come from the first. */
const boxMiles = [25, 100, 400];

/** Places read nearest first before their customers are: most belong to customers the user may see. */
const candidatesPerAnswer = 4 * nearLimit;

/**
 * The nearest customers inside a box around the origin, by a flat-earth distance the database can
 * compute (both dialects have no trigonometry in common); exact miles follow in TypeScript. The
 * places are ordered from their own index first and only the nearest `candidates` are joined to
 * their customers for the scope: at ZIP centres a 25-mile box holds some 1,500 customers, and
 * reading each customer's row cost more than the rest of the answer (docs/performance.md).
 */
function nearestQuery(
  db: Db,
  user: Principal,
  origin: Position,
  miles: number | null,
  candidates: number | null,
) {
  const lonScale = Math.cos((origin.latitude * Math.PI) / 180);
  const distance = (table: 'customerLocations' | 'near') => {
    const dLat = sql<number>`(${sql.ref(`${table}.latitude`)} - ${origin.latitude})`;
    const dLon = sql<number>`((${sql.ref(`${table}.longitude`)} - ${origin.longitude}) * ${lonScale})`;
    return sql`${dLat} * ${dLat} + ${dLon} * ${dLon}`;
  };
  let places = db.selectFrom('customerLocations').select([
    'customerLocations.customerListId',
    'customerLocations.latitude',
    'customerLocations.longitude',
    // How many places the box holds, counted before the limit: were they all candidates?
    sql<number>`count(*) over ()`.as('inBox'),
  ]);
  if (miles !== null) {
    const latSpan = miles / milesPerDegree;
    const lonSpan = miles / (milesPerDegree * Math.max(lonScale, 0.01));
    places = places
      .where('customerLocations.latitude', '>=', origin.latitude - latSpan)
      .where('customerLocations.latitude', '<=', origin.latitude + latSpan)
      .where('customerLocations.longitude', '>=', origin.longitude - lonSpan)
      .where('customerLocations.longitude', '<=', origin.longitude + lonSpan);
  }
  if (candidates !== null)
    places = places
      .orderBy(distance('customerLocations'))
      .orderBy('customerLocations.customerListId')
      .limit(candidates);
  return db
    .selectFrom(places.as('near'))
    .innerJoin('customers', 'customers.listId', 'near.customerListId')
    .leftJoin('customerLastVisits', 'customerLastVisits.customerListId', 'customers.listId')
    .where(visibleCustomers(user))
    .where('customers.isActive', '=', true)
    .select((eb) => [
      ...customerFactsOf(eb),
      'near.latitude',
      'near.longitude',
      'customerLastVisits.lastVisitAt',
      'near.inBox',
    ])
    .orderBy(distance('near'))
    .orderBy('customers.listId')
    .limit(nearLimit)
    .execute();
}

/**
 * The `nearLimit` nearest customers the user may see inside the box (or anywhere): from the nearest
 * places first, and from every place in the box when too few of those are the user's.
 */
export async function nearestInBox(db: Db, user: Principal, origin: Position, miles: number | null) {
  const rows = await nearestQuery(db, user, origin, miles, candidatesPerAnswer);
  // Any customer beyond the candidates is farther than each of them: a full answer is the answer,
  // and so is a short one when every place in the box was a candidate.
  const everyPlaceRead = rows.length > 0 && Number(rows[0]!.inBox) <= candidatesPerAnswer;
  return rows.length === nearLimit || everyPlaceRead ? rows : nearestQuery(db, user, origin, miles, null);
}

/** The customers nearest a position, ZIP code or city, nearest first, with their distance and standing. */
export async function nearCustomers(
  db: Db,
  user: Principal,
  query: NearQuery,
  now = new Date(),
): Promise<{ origin: Place; customers: NearCustomer[] }> {
  const origin = originOf(query);
  let rows: Awaited<ReturnType<typeof nearestInBox>> = [];
  for (const miles of [...boxMiles, null]) {
    rows = await nearestInBox(db, user, origin, miles);
    const farthest = rows.at(-1);
    // Every customer closer than the box's half-width is inside it: done when the last one is.
    if (miles === null || (rows.length === nearLimit && milesBetween(origin, farthest as Position) <= miles))
      break;
  }
  const ids = rows.map((row) => row.customerId);
  // The company's day, as the map's (the digest's time zone, `companyToday`).
  const { timeZone } = await getSetting(db, 'taskDigest');
  const today = localDay(timeZone, now.getTime());
  const [grades, lastOrders, cadence, lapsed] = await Promise.all([
    gradesOf(db, now, ids),
    lastInvoiceDates(db, user, ids),
    getSetting(db, 'visitCadence'),
    lapsedAmong(db, ids, today),
  ]);
  const candidates = rows.map((row) => ({
    customerId: row.customerId,
    name: customerName(row),
    city: row.city,
    state: row.shipState ?? row.state,
    grade: grades.get(row.customerId) ?? null,
    latitude: row.latitude!,
    longitude: row.longitude!,
    lastVisitAt: row.lastVisitAt,
    lastOrderAt: lastOrders.get(row.customerId) ?? null,
    licenseLapsed: lapsed.has(row.customerId),
  }));
  const customers = rankNear(origin, candidates, cadence, now);
  return { origin, customers };
}

async function lastInvoiceDates(db: Db, user: Principal, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('invoices')
    .where('invoices.customerListId', 'in', ids)
    .where(visibleDocuments(user, 'invoices'))
    .select((eb) => ['invoices.customerListId', eb.fn.max('invoices.txnDate').as('lastOrderAt')])
    .groupBy('invoices.customerListId')
    .execute();
  return new Map(
    rows.flatMap((row) => (row.lastOrderAt ? [[row.customerListId, String(row.lastOrderAt)]] : [])),
  );
}
