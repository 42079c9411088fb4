import type { Principal } from '../../domain/access/policy.js';
import type { Pin } from '../../domain/visit-planning/priority.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import type { Db } from '../db/database.js';

/** The user's pins, by customer. */
export async function pinsOf(db: Db, user: Principal): Promise<Map<string, Pin>> {
  const rows = await db
    .selectFrom('visitPins')
    .select(['customerListId', 'pin'])
    .where('userId', '=', user.id)
    .execute();
  return new Map(rows.map((row) => [row.customerListId, row.pin]));
}

/** Pins a customer the user may see in or out of their own plans; null takes the pin off. */
export async function savePin(db: Db, user: Principal, listId: string, pin: Pin | null, now = new Date()) {
  await visibleCustomerOrThrow(db, user, listId);
  if (pin === null)
    await db
      .deleteFrom('visitPins')
      .where('userId', '=', user.id)
      .where('customerListId', '=', listId)
      .execute();
  else
    await db
      .insertInto('visitPins')
      .values({ userId: user.id, customerListId: listId, pin, updatedAt: now.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['userId', 'customerListId']).doUpdateSet({ pin, updatedAt: now.toISOString() }),
      )
      .execute();
  return { customerId: listId, pin };
}
