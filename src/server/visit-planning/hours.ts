import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { WeekHours } from '../../domain/visit-planning/hours.js';
import type { CustomerHours } from '../../domain/visit-planning/contract.js';
import { defaultHoursOf, type OpeningHoursDefaults } from '../../domain/visit-planning/settings.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import type { Db, Tx } from '../db/database.js';
import { customerScope, recordChange } from '../history-writes/record.js';
import type { EventBus } from '../live/bus.js';
import { getSetting } from '../settings/queries.js';

/**
 * A customer's type is QuickBooks' own (`CustomerTypeRef`), read from the mirrored customer as it
 * came: Humidor keeps no type of its own (decision 0317).
 */
export function customerTypeColumn(db: Db | Tx): RawBuilder<string | null> {
  const raw = sql.ref('customers.raw');
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string | null>`${raw}->'CustomerTypeRef'->>'FullName'`;
  return sql<string | null>`json_extract(${raw}, '$.CustomerTypeRef.FullName')`;
}

export function hoursAnswer(
  own: WeekHours | null | undefined,
  customerType: string | null,
  defaults: OpeningHoursDefaults,
): CustomerHours {
  if (own) return { hours: own, source: 'own', customerType };
  return { hours: defaultHoursOf(customerType, defaults), source: 'default', customerType };
}

/** Customers with their own hours (if any) and type, for `hoursByCustomer`; the caller narrows it. */
export const customersWithHours = (db: Db | Tx) =>
  db
    .selectFrom('customers')
    .leftJoin('customerHours', 'customerHours.customerListId', 'customers.listId')
    .select(['customers.listId', 'customerHours.openingHours'])
    .select(customerTypeColumn(db).as('customerType'));

/** Each customer's hours read by `customersWithHours`: its own, or its type's default. */
export async function hoursByCustomer(
  db: Db | Tx,
  query: ReturnType<typeof customersWithHours>,
): Promise<Map<string, CustomerHours>> {
  const [rows, defaults] = await Promise.all([query.execute(), getSetting(db, 'openingHoursDefaults')]);
  return new Map(rows.map((row) => [row.listId, hoursAnswer(row.openingHours, row.customerType, defaults)]));
}

/** The hours of a few customers the caller has checked visible (one customer's page, the working set). */
export async function hoursOfCustomers(
  db: Db | Tx,
  listIds: readonly string[],
): Promise<Map<string, CustomerHours>> {
  if (!listIds.length) return new Map();
  return hoursByCustomer(db, customersWithHours(db).where('customers.listId', 'in', listIds));
}

export async function customerHoursOf(db: Db, user: Principal, listId: string): Promise<CustomerHours> {
  await visibleCustomerOrThrow(db, user, listId);
  return (await hoursOfCustomers(db, [listId])).get(listId)!;
}

/**
 * Sets a customer's own hours, or (null) drops them so its type's default applies again; the change
 * is recorded in the customer's history in the same transaction and told live to the users who see
 * the customer (decision 0348).
 */
export async function saveCustomerHours(
  { db, bus }: { db: Db; bus: EventBus },
  user: Principal,
  listId: string,
  hours: WeekHours | null,
  now = new Date(),
): Promise<CustomerHours> {
  const customer = await visibleCustomerOrThrow(db, user, listId);
  await db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('customerHours')
      .select('openingHours')
      .where('customerListId', '=', listId)
      .executeTakeFirst();
    if (hours === null) await tx.deleteFrom('customerHours').where('customerListId', '=', listId).execute();
    else {
      const values = { openingHours: hours, updatedAt: now.toISOString(), updatedBy: user.id };
      await tx
        .insertInto('customerHours')
        .values({ customerListId: listId, ...values })
        .onConflict((conflict) => conflict.column('customerListId').doUpdateSet(values))
        .execute();
    }
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'opening-hours',
      entityId: listId,
      action: 'update',
      label: customer.fullName,
      scope: customerScope(customer),
      // No own hours reads as the type's default, in words, so the entry says what changed to what.
      before: { hours: before?.openingHours ?? 'the type’s default' },
      after: { hours: hours ?? 'the type’s default' },
      at: now,
    });
  });
  await bus.publish({
    kind: 'customer.hours',
    id: listId,
    scopeStates: customerStatesOf(customer.state, customer.shipState),
  });
  return (await hoursOfCustomers(db, [listId])).get(listId)!;
}
