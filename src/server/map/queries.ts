import { can, type Principal } from '../../domain/access/policy.js';
import { gradeOf } from '../../domain/customer-stats/rules.js';
import { customerName } from '../../domain/customers/names.js';
import type { MapCustomersAnswer, MapDay, MapVisit } from '../../domain/map/contract.js';
import {
  dayNumberOf,
  lapsedLetter,
  scaleDegrees,
  sourceLetters,
  statusLetters,
} from '../../domain/map/customers.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { cadenceDaysOf, visitStanding } from '../../domain/visits/cadence.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';
import { lapsedLicenseHolders } from '../visits/license-lapsed.js';
import { getSetting } from '../settings/queries.js';
import type { BuyingFacts } from './facts.js';

/**
 * The active customers a user may see, with their place, last visit and whether they show
 * "License expired" on `today`, in name order.
 */
export function mapCustomerRows(db: Db, user: Principal, today: string) {
  return db
    .selectFrom('customers')
    .leftJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
    .leftJoin('customerLastVisits', 'customerLastVisits.customerListId', 'customers.listId')
    .leftJoin(
      lapsedLicenseHolders(db, today).as('lapsedLicense'),
      'lapsedLicense.customerListId',
      'customers.listId',
    )
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
      'lapsedLicense.customerListId as lapsedLicenseOf',
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
async function visitsOfDay(
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

/**
 * Every customer the user may see, column by column (decision 0225): its grade from the buying
 * facts, its visit status against the grade's cadence on the company's `today`.
 */
export async function mapCustomers(
  db: Db,
  user: Principal,
  today: string,
  buying: BuyingFacts,
): Promise<MapCustomersAnswer> {
  const [rows, cadence, gradeTable] = await Promise.all([
    mapCustomerRows(db, user, today),
    getSetting(db, 'visitCadence'),
    getSetting(db, 'gradeThresholds'),
  ]);
  const now = new Date(`${today}T12:00:00Z`);
  const answer: MapCustomersAnswer = {
    today,
    ids: [],
    names: [],
    cities: [],
    states: [],
    latitudes: [],
    longitudes: [],
    grades: '',
    statuses: '',
    sources: '',
    licenses: '',
    lastVisits: [],
    lastOrders: [],
    day: null,
  };
  const grades: string[] = [];
  const statuses: string[] = [];
  const sources: string[] = [];
  const licenses: string[] = [];
  for (const row of rows) {
    const grade = gradeOf(buying.skusLast9Months.get(row.listId) ?? 0, gradeTable.grades);
    const lastVisit = row.lastVisitAt ? new Date(row.lastVisitAt) : null;
    const { status } = visitStanding(lastVisit, now, cadenceDaysOf(grade, cadence));
    answer.ids.push(row.listId);
    answer.names.push(customerName(row));
    answer.cities.push(row.shipCity ?? row.city ?? '');
    answer.states.push(row.shipState ?? row.state ?? '');
    answer.latitudes.push(row.latitude === null ? null : scaleDegrees(row.latitude));
    answer.longitudes.push(row.longitude === null ? null : scaleDegrees(row.longitude));
    answer.lastVisits.push(dayNumberOf(row.lastVisitAt));
    answer.lastOrders.push(dayNumberOf(buying.lastInvoice.get(row.listId)));
    grades.push(grade ?? '-');
    statuses.push(statusLetters[status]);
    sources.push(row.source ? sourceLetters[row.source] : '-');
    licenses.push(row.lapsedLicenseOf === null ? '-' : lapsedLetter);
  }
  return {
    ...answer,
    grades: grades.join(''),
    statuses: statuses.join(''),
    sources: sources.join(''),
    licenses: licenses.join(''),
  };
}

export const notYourDayMessage = 'Only an admin or the office can open another rep’s day.';
export const noSuchRepMessage = 'There is no such rep. Choose one from the list.';

/** One rep's day: a user who may see the team's visits asks for anyone's, a rep only for their own. */
export async function repDay(
  db: Db,
  user: Principal,
  repId: string,
  date: string,
  timeZone: string,
): Promise<MapDay> {
  if (repId !== user.id && !can(user, 'visits.viewTeam')) throw forbidden(notYourDayMessage);
  const rep = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', '=', repId)
    .executeTakeFirst();
  if (!rep) throw notFound(noSuchRepMessage);
  return {
    userId: rep.id,
    userName: `${rep.firstName} ${rep.lastName}`.trim(),
    date,
    visits: await visitsOfDay(db, user, repId, date, timeZone),
  };
}
