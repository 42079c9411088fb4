import { zip5Of, type LocationSource, type Position } from './geo.js';

/**
 * The address fields a customer's place is found from (QuickBooks' BillAddress / ShipAddress), as
 * the import reads them and as a customer's answer gives them (where a missing field is null).
 */
export interface PlaceAddress {
  addr1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

export interface StoredLocation extends Position {
  source: LocationSource;
  /** The address the location was found for: a pin stays while the address does. */
  addressKey: string;
}

export type Placement =
  { action: 'keep' } | { action: 'set'; location: StoredLocation & { zip: string } } | { action: 'clear' };

/** The address a rep drives to: the ship-to when it has a ZIP code (the shop), else the bill-to. */
export function visitAddressOf(customer: {
  shipAddress: PlaceAddress | null;
  billAddress: PlaceAddress | null;
}): PlaceAddress | null {
  if (zip5Of(customer.shipAddress?.postalCode)) return customer.shipAddress;
  if (zip5Of(customer.billAddress?.postalCode)) return customer.billAddress;
  return null;
}

const fold = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

export const addressKeyOf = (address: PlaceAddress | null): string =>
  address
    ? [address.addr1, address.city, address.state, zip5Of(address.postalCode) ?? ''].map(fold).join('|')
    : '';

/**
 * Where a customer goes on the map after an import: a pin set by hand or a geocoded address stays
 * while the address it was set for does; otherwise the centre of the address's ZIP code, and no place
 * at all when the ZIP is unknown (the customer is listed as "not on the map").
 */
export function placementOf(
  customer: { shipAddress: PlaceAddress | null; billAddress: PlaceAddress | null },
  stored: StoredLocation | null,
  zipCentre: (zip: string) => Position | null,
): Placement {
  const address = visitAddressOf(customer);
  const addressKey = addressKeyOf(address);
  if (stored && stored.source !== 'zip' && stored.addressKey === addressKey) return { action: 'keep' };
  const zip = zip5Of(address?.postalCode);
  const centre = zip ? zipCentre(zip) : null;
  if (!zip || !centre) return stored ? { action: 'clear' } : { action: 'keep' };
  if (
    stored?.source === 'zip' &&
    stored.addressKey === addressKey &&
    stored.latitude === centre.latitude &&
    stored.longitude === centre.longitude
  ) {
    return { action: 'keep' };
  }
  return { action: 'set', location: { ...centre, source: 'zip', addressKey, zip } };
}
