import type { Principal } from '../../domain/access/policy.js';
import { weekStartOf } from '../../domain/insights/periods.js';
import { toCents } from '../../domain/insights/rules.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { visibleCustomers, visibleNotes, visibleOrders } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { isVisitNote } from '../visits/counted.js';
import type { SalesFilters, Span } from './sums.js';

/**
 * What rep activity counts (decision 0190): notes that are not personal, orders with their value
 * and new customers, and visits as domain/visits/counted.ts counts them (decision 0216): check-ins,
 * and standard notes tagged Visit that no check-in is tied to (`isVisitNote`). Per week, author and customer states (the scope
 * columns), as `activityWeeks` keeps them (`activity-weeks.ts`).
 */
export type ActivityCount = DB['activityWeeks'];

/** Whose rows: a user's, through the visibility filters and the insight filters, or everyone's. */
export type ActivityScope = { user: Principal; filters: SalesFilters } | null;

/** The users the rep filter picks (those with its rep code), or null without one. */
export async function repFilterUsers(db: Db | Tx, filters: SalesFilters): Promise<string[] | null> {
  if (!filters.rep) return null;
  const users = await db.selectFrom('users').select('id').where('repCode', '=', filters.rep).execute();
  return users.map((u) => u.id);
}

/** The notes, orders and check-ins of [from, to) (UTC instants) in a scope. */
export async function activityFacts(db: Db | Tx, scope: ActivityScope, bounds: Span) {
  const repUsers = scope ? await repFilterUsers(db, scope.filters) : null;
  if (repUsers && !repUsers.length) return { notes: [], orders: [], checkIns: [] };
  const state = scope?.filters.state;
  let notes = db
    .selectFrom('notes')
    .where('notes.noteClass', '!=', 'Personal-Note')
    .where('notes.createdAt', '>=', bounds.from)
    .where('notes.createdAt', '<', bounds.to)
    .where('notes.authorId', 'is not', null)
    .select([
      'notes.authorId',
      'notes.createdAt',
      'notes.customerState',
      'notes.customerShipState',
      (eb) => isVisitNote(eb).as('isVisit'),
    ]);
  let orders = db
    .selectFrom('orders')
    .where('orders.createdAt', '>=', bounds.from)
    .where('orders.createdAt', '<', bounds.to)
    .select([
      'orders.authorId',
      'orders.createdAt',
      'orders.amount',
      'orders.newCustomer',
      'orders.customerState',
      'orders.customerShipState',
    ]);
  let checkIns = db
    .selectFrom('visits')
    .innerJoin('customers', 'customers.listId', 'visits.customerListId')
    .where('visits.startedAt', '>=', bounds.from)
    .where('visits.startedAt', '<', bounds.to)
    .select([
      'visits.userId as authorId',
      'visits.startedAt as createdAt',
      'customers.state as customerState',
      'customers.shipState as customerShipState',
    ]);
  if (scope) {
    notes = notes.where(visibleNotes(scope.user));
    orders = orders.where(visibleOrders(scope.user));
    checkIns = checkIns.where(visibleCustomers(scope.user));
  }
  if (state) {
    notes = notes.where((eb) =>
      eb.or([eb('notes.customerState', '=', state), eb('notes.customerShipState', '=', state)]),
    );
    orders = orders.where((eb) =>
      eb.or([eb('orders.customerState', '=', state), eb('orders.customerShipState', '=', state)]),
    );
    checkIns = checkIns.where((eb) =>
      eb.or([eb('customers.state', '=', state), eb('customers.shipState', '=', state)]),
    );
  }
  if (repUsers) {
    notes = notes.where('notes.authorId', 'in', repUsers);
    orders = orders.where('orders.authorId', 'in', repUsers);
    checkIns = checkIns.where('visits.userId', 'in', repUsers);
  }
  const [noteRows, orderRows, checkInRows] = await Promise.all([
    notes.execute(),
    orders.execute(),
    checkIns.execute(),
  ]);
  return { notes: noteRows, orders: orderRows, checkIns: checkInRows };
}

type ActivityFacts = Awaited<ReturnType<typeof activityFacts>>;

/**
 * The company's week (its Monday) of an instant within the span's days, or null outside them:
 * one time-zone lookup per hour, as a week can hold tens of thousands of rows. Instants are UTC
 * ISO strings, whose first 13 characters name their hour; any other form is parsed.
 */
export function weeksWithin(timeZone: string, span: Span) {
  const hours = new Map<string, string | null>();
  return (iso: string) => {
    const hour = iso.endsWith('Z') ? iso.slice(0, 13) : String(Math.floor(Date.parse(iso) / 3_600_000));
    let week = hours.get(hour);
    if (week === undefined) {
      const day = localDay(timeZone, Date.parse(iso));
      week = day < span.from || day > span.to ? null : weekStartOf(day);
      hours.set(hour, week);
    }
    return week;
  };
}

/** The facts counted per week, author and customer states. */
export function countActivity(facts: ActivityFacts, weekOf: (iso: string) => string | null): ActivityCount[] {
  const counts = new Map<string, ActivityCount>();
  const countOf = (row: {
    authorId: string | null;
    createdAt: string;
    customerState: string | null;
    customerShipState: string | null;
  }) => {
    const weekStart = row.authorId ? weekOf(row.createdAt) : null;
    if (!weekStart || !row.authorId) return null;
    const key = [
      weekStart,
      row.authorId,
      row.customerState ?? '\u0000',
      row.customerShipState ?? '\u0000',
    ].join('\u0001');
    let count = counts.get(key);
    if (!count) {
      count = {
        weekStart,
        authorId: row.authorId,
        customerState: row.customerState,
        customerShipState: row.customerShipState,
        notes: 0,
        visits: 0,
        orders: 0,
        orderCents: 0,
        newCustomers: 0,
      };
      counts.set(key, count);
    }
    return count;
  };
  for (const note of facts.notes) {
    const count = countOf(note);
    if (!count) continue;
    count.notes += 1;
    if (note.isVisit === true || (note.isVisit as unknown) === 1) count.visits += 1;
  }
  for (const checkIn of facts.checkIns) {
    const count = countOf(checkIn);
    if (count) count.visits += 1;
  }
  for (const order of facts.orders) {
    const count = countOf(order);
    if (!count) continue;
    count.orders += 1;
    count.orderCents += toCents(Number(order.amount));
    if (order.newCustomer) count.newCustomers += 1;
  }
  return [...counts.values()];
}
