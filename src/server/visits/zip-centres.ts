import zipcodes from 'zipcodes';
import type { Position } from '../../domain/visits/geo.js';

/**
 * The centre of a US ZIP code from the table the `zipcodes` package ships (no network), or null for
 * a code it does not know. Its Canadian postal codes are never asked for: `zip5Of` passes five digits only.
 */
export function zipCentre(zip: string): Position | null {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { latitude: found.latitude, longitude: found.longitude };
}

/** The place of a typed city and state ("Tampa, FL"), for a rep who will not share a position. */
export function cityCentre(city: string, state: string): Position | null {
  const found = zipcodes.lookupByName(city, state)[0];
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
