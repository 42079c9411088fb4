import zipcodes from 'zipcodes';
import type { Position } from '../../domain/visits/geo.js';

// In db/ beside the migration that places the customers already mirrored, so that neither the
// migrations nor visits/ import each other.

/**
 * The centre of a US ZIP code from the table the `zipcodes` package ships (no network), or null for
 * a code it does not know. Its Canadian postal codes are never asked for: `zip5Of` passes five digits only.
 */
export function zipCentre(zip: string): Position | null {
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { latitude: found.latitude, longitude: found.longitude };
}
