import type { Principal } from '../../domain/access/policy.js';
import { customerMissingMessage } from '../../domain/customers/contract.js';
import { customerName } from '../../domain/customers/names.js';
import { zonedHour } from '../../domain/tasks/digest-time.js';
import type { RoutePlan, RoutePlanInput } from '../../domain/visits/contract.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { getSetting } from '../settings/queries.js';

/** The instants a calendar day of the company's time zone starts and ends (the digest's zone). */
export async function dayBounds(db: Db, day: string, days = 1): Promise<{ from: string; to: string }> {
  const { timeZone } = await getSetting(db, 'taskDigest');
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return {
    from: new Date(zonedHour(day, 0, timeZone)).toISOString(),
    to: new Date(zonedHour(next, 0, timeZone)).toISOString(),
  };
}

/** The user's plan for a day with each stop they may still see, and whether they checked in there that day. */
export async function findRoutePlan(db: Db, user: Principal, day: string): Promise<RoutePlan | null> {
  const plan = await db
    .selectFrom('routePlans')
    .selectAll()
    .where('userId', '=', user.id)
    .where('day', '=', day)
    .executeTakeFirst();
  if (!plan) return null;
  const ids = plan.routeStopIds;
  const { from, to } = await dayBounds(db, day);
  const [customers, visited] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom('customers')
          .leftJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
          .where('customers.listId', 'in', ids)
          .where(visibleCustomers(user))
          .select((eb) => [
            'customers.listId',
            'customers.fullName',
            eb.fn.coalesce('customers.shipCity', 'customers.city').as('city'),
            'customerLocations.latitude',
            'customerLocations.longitude',
          ])
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('visits')
          .select('customerListId')
          .where('userId', '=', user.id)
          .where('customerListId', 'in', ids)
          .where('startedAt', '>=', from)
          .where('startedAt', '<', to)
          .execute(),
  ]);
  const byId = new Map(customers.map((c) => [c.listId, c]));
  const checkedIn = new Set(visited.map((v) => v.customerListId));
  // A stop whose customer left the rep's states since is left out, never shown.
  const stops = ids.flatMap((id) => {
    const customer = byId.get(id);
    if (!customer) return [];
    return [
      {
        customerId: id,
        name: customerName(customer),
        city: customer.city,
        latitude: customer.latitude,
        longitude: customer.longitude,
        checkedIn: checkedIn.has(id),
      },
    ];
  });
  return {
    date: plan.day,
    start: { latitude: plan.startLatitude, longitude: plan.startLongitude, label: plan.startLabel },
    stops,
    updatedAt: plan.updatedAt,
  };
}

/** Saves the user's plan for a day in the order given; every stop must be a customer they may see. */
export async function saveRoutePlan(db: Db, user: Principal, input: RoutePlanInput, now = new Date()) {
  const visible = await db
    .selectFrom('customers')
    .select('listId')
    .where('listId', 'in', input.stops)
    .where(visibleCustomers(user))
    .execute();
  const known = new Set(visible.map((c) => c.listId));
  const missing = input.stops.find((id) => !known.has(id));
  if (missing) throw notFound(customerMissingMessage(missing));
  const values = {
    startLatitude: input.start.latitude,
    startLongitude: input.start.longitude,
    startLabel: input.start.label,
    routeStopIds: input.stops,
    updatedAt: now.toISOString(),
  };
  await db
    .insertInto('routePlans')
    .values({ userId: user.id, day: input.date, ...values })
    .onConflict((conflict) => conflict.columns(['userId', 'day']).doUpdateSet(values))
    .execute();
  return (await findRoutePlan(db, user, input.date))!;
}
