import { can, type Principal } from '../../domain/access/policy.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { MapPin, PinInput } from '../../domain/map/contract.js';
import { addressKeyOf, visitAddressOf } from '../../domain/visits/placement.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db } from '../db/database.js';
import { customerScope, recordChange } from '../history-writes/record.js';
import { forbidden, notFound } from '../http/errors.js';

export const notVisibleMessage = 'This customer does not exist or is not in your states.';
export const mayNotMovePinsMessage = 'Only an admin or the customer’s rep can move a pin.';

/**
 * Sets a customer's place by hand: a pin, kept while the address it was set for stays
 * (`placementOf`), by whoever the policy lets move pins, on a customer they see. Answers the pin
 * and the states whose users are told of it.
 */
export async function movePin(
  db: Db,
  user: Principal,
  customerId: string,
  position: PinInput,
  now = new Date(),
): Promise<{ pin: MapPin; scopeStates: string[] }> {
  if (!can(user, 'map.movePins')) throw forbidden(mayNotMovePinsMessage);
  const customer = await findVisibleCustomer(db, user, customerId);
  if (!customer) throw notFound(notVisibleMessage);
  const place = {
    latitude: position.latitude,
    longitude: position.longitude,
    source: 'pin' as const,
    zip: null,
    addressKey: addressKeyOf(visitAddressOf(customer)),
    updatedAt: now.toISOString(),
    updatedBy: user.id,
  };
  await db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('customerLocations')
      .select(['latitude', 'longitude', 'source'])
      .where('customerListId', '=', customer.listId)
      .executeTakeFirst();
    await tx
      .insertInto('customerLocations')
      .values({ customerListId: customer.listId, ...place })
      .onConflict((conflict) => conflict.column('customerListId').doUpdateSet(place))
      .execute();
    // In the customer's history, as its hours and contacts are: who put it where, from where.
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'place',
      entityId: customer.listId,
      action: 'update',
      label: customer.fullName,
      scope: customerScope(customer),
      before: before ?? { latitude: null, longitude: null, source: null },
      after: { latitude: place.latitude, longitude: place.longitude, source: place.source },
      at: now,
    });
  });
  return {
    pin: {
      customerId: customer.listId,
      latitude: place.latitude,
      longitude: place.longitude,
      source: place.source,
    },
    scopeStates: customerStatesOf(customer.state, customer.shipState),
  };
}
