import { can, type Principal } from '../../domain/access/policy.js';
import type { MapPin, PinInput } from '../../domain/map/contract.js';
import { addressKeyOf, visitAddressOf } from '../../domain/visits/placement.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';

export const notVisibleMessage = 'This customer does not exist or is not in your states.';
export const mayNotMovePinsMessage = 'Only an admin or the customer’s rep can move a pin.';

/**
 * Sets a customer's place by hand: a pin, kept while the address it was set for stays
 * (`placementOf`), by whoever the policy lets move pins, on a customer they see.
 */
export async function movePin(
  db: Db,
  user: Principal,
  customerId: string,
  position: PinInput,
  now = new Date(),
): Promise<MapPin> {
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
  await db
    .insertInto('customerLocations')
    .values({ customerListId: customer.listId, ...place })
    .onConflict((conflict) => conflict.column('customerListId').doUpdateSet(place))
    .execute();
  return {
    customerId: customer.listId,
    latitude: place.latitude,
    longitude: place.longitude,
    source: place.source,
  };
}
