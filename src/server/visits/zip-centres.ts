import { createRequire } from 'node:module';
import type zipcodesModule from 'zipcodes';
import type { Position } from '../../domain/visits/geo.js';

/**
 * The package's table (about 40,000 places) is read when a place is first looked up, not when the
 * server starts: loading it cost every start about half a CPU second.
 */
let table: typeof zipcodesModule | undefined;
function zipcodes(): typeof zipcodesModule {
  table ??= createRequire(import.meta.url)('zipcodes') as typeof zipcodesModule;
  return table;
}

/**
 * The centre of a US ZIP code from the table the `zipcodes` package ships (no network), or null for
 * a code it does not know. Its Canadian postal codes are never asked for: `zip5Of` passes five digits only.
 */
export function zipCentre(zip: string): Position | null {
  const found = zipcodes().lookup(zip);
  if (!found || found.country !== 'US') return null;
  return { latitude: found.latitude, longitude: found.longitude };
}

/** The centre of a place a rep typed: a ZIP code ("33602") or a city and state ("Tampa, FL"). */
export function placeCentre(place: string): (Position & { label: string }) | null {
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(place)?.[1];
  if (zip) {
    const found = zipcodes().lookup(zip);
    if (!found || found.country !== 'US') return null;
    return {
      latitude: found.latitude,
      longitude: found.longitude,
      label: `${found.city}, ${found.state} ${zip}`,
    };
  }
  const cityState = /^\s*(.+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(place);
  if (!cityState) return null;
  const zips = (zipcodes().lookupByName(cityState[1]!, cityState[2]!.toUpperCase()) ?? []).filter(
    (z) => z.country === 'US',
  );
  if (zips.length === 0) return null;
  // The middle of the city's ZIP centres: a city has several.
  const mean = (pick: (z: (typeof zips)[number]) => number) =>
    zips.reduce((sum, z) => sum + pick(z), 0) / zips.length;
  return {
    latitude: mean((z) => z.latitude),
    longitude: mean((z) => z.longitude),
    label: `${zips[0]!.city}, ${zips[0]!.state}`,
  };
}
