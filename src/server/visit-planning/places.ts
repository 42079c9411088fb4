import { addressOfLine } from '../../domain/visit-planning/address.js';
import { addressMessage, type Placed } from '../../domain/visit-planning/working-days.js';
import { censusBatchFile, censusMatches } from '../../domain/visits/census.js';
import { zip5Of } from '../../domain/visits/geo.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { getSetting } from '../settings/queries.js';
import type { Outbound } from '../shared/outbound.js';
import { postToGeocoder } from '../visits/geocode.js';
import { placeCentre, zipCentre } from '../visits/zip-centres.js';

export const unplacedMessage = (address: string) =>
  `Humidor could not place “${address}”. ${addressMessage}, or a city and state such as Tampa, FL.`;

/**
 * Where a typed address is (a rep's home or a day's start or end): the admin's geocoder first, as
 * customers are placed (server/visits/geocode.ts), when one is chosen and the line has a street
 * and a ZIP code; otherwise, or when it finds nothing or cannot be reached, the ZIP code's centre,
 * then the city's. An address placed nowhere is the rep's mistake: a 400 that names it.
 */
export async function placeAddress(db: Db, outbound: Outbound, line: string): Promise<Placed> {
  const address = addressOfLine(line);
  const geocoder = await getSetting(db, 'geocoder');
  if (geocoder.kind !== 'none') {
    const file = censusBatchFile([{ id: 'place', address }]);
    if (file) {
      // A geocoder that fails is no reason to refuse the rep: the ZIP code's centre serves below.
      const answer = await postToGeocoder(outbound, geocoder, file).catch(() => null);
      const found = answer?.ok ? censusMatches(await answer.text()).get('place') : undefined;
      if (found) return { label: line, ...found };
    }
  }
  const zip = zip5Of(address.postalCode);
  const centre =
    (zip && zipCentre(zip)) ||
    (address.city && address.state && placeCentre(`${address.city}, ${address.state}`));
  if (!centre) throw badRequest(unplacedMessage(line));
  return { label: line, latitude: centre.latitude, longitude: centre.longitude };
}
