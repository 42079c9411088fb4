import { nameKey } from '../compliance/license-list-match.js';
import { numberKey } from '../compliance/license-lists.js';
import { milesBetween, type Position } from '../visits/geo.js';

/**
 * Whether a shop an admin imports is a customer already (issue 47, part 5; decision 0321): the
 * same license number, or the same phone, or a name alike within 150 m. The server loads the
 * customers once, this decides for every row, and the server writes only the rest.
 */

export const nearbyMetres = 150;
const metresPerMile = 1609.344;

export type MatchReason = 'license' | 'phone' | 'name-nearby';

export interface CustomerToCompare {
  listId: string;
  /** Its QuickBooks name and company name: a list names the shop either way. */
  names: readonly string[];
  phone: string | null;
  /** Null when the customer has no place on the map. */
  position: Position | null;
  licenseNumbers: readonly string[];
}

export interface ProspectToCompare {
  name: string;
  phone: string | null;
  position: Position | null;
  licenseNumber: string | null;
}

export interface CustomerMatch {
  customerListId: string;
  reason: MatchReason;
}

/** A phone as compared: its ten US digits (a leading country code 1 dropped); null when it has not ten. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const squeezed = text.replace(/ /g, '');
  for (let k = 0; k < squeezed.length - 1; k++) {
    const gram = squeezed.slice(k, k + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice's coefficient over letter pairs: 1 for the same letters in order, near 0 for unrelated words. */
function dice(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of x) {
    shared += Math.min(count, y.get(gram) ?? 0);
    total += count;
  }
  for (const count of y.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** How alike two names must be by letter pairs ("Smoke Shack" and "Smoke Shack II" are; "Smoke Shop" and "Vape Shop" are not). */
const alikeDice = 0.75;

/**
 * Two shop names alike: the same once case, accents, punctuation and company endings are set
 * aside; or every word of the shorter one in the longer (a list's "Cigar Cellar" and QuickBooks'
 * "Cigar Cellar of Tampa"); or most letter pairs shared (a typo, a missing apostrophe).
 */
export function namesAlike(a: string, b: string): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  if (x === '' || y === '') return false;
  if (x === y) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  const longerWords = new Set(longer.split(' '));
  if (shorter.split(' ').every((word) => longerWords.has(word))) return true;
  return dice(x, y) >= alikeDice;
}

/** Within `nearbyMetres` of each other, as the crow flies. */
export const nearby = (a: Position, b: Position) => milesBetween(a, b) * metresPerMile <= nearbyMetres;

/** About 1.1 km of latitude: a customer within 150 m of a point is in its cell or a neighbour. */
const cellDegrees = 0.01;
const cellOf = (p: Position, dLat = 0, dLon = 0) =>
  `${Math.floor(p.latitude / cellDegrees) + dLat}:${Math.floor(p.longitude / cellDegrees) + dLon}`;

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * A matcher over a state's customers, indexed once (a list of 30,000 rows against thousands of
 * customers): for each prospect the first rule that finds a customer, license first, then phone,
 * then a name alike nearby.
 */
export function customerMatcher(customers: readonly CustomerToCompare[]) {
  const byLicense = new Map<string, CustomerToCompare[]>();
  const byPhone = new Map<string, CustomerToCompare[]>();
  const byCell = new Map<string, CustomerToCompare[]>();
  for (const customer of customers) {
    for (const number of customer.licenseNumbers) {
      const key = numberKey(number);
      if (key !== '') push(byLicense, key, customer);
    }
    const phone = phoneKey(customer.phone);
    if (phone) push(byPhone, phone, customer);
    if (customer.position) push(byCell, cellOf(customer.position), customer);
  }
  return (prospect: ProspectToCompare): CustomerMatch | null => {
    const license = prospect.licenseNumber ? numberKey(prospect.licenseNumber) : '';
    const byNumber = license === '' ? undefined : byLicense.get(license)?.[0];
    if (byNumber) return { customerListId: byNumber.listId, reason: 'license' };
    const phone = phoneKey(prospect.phone);
    const byCall = phone ? byPhone.get(phone)?.[0] : undefined;
    if (byCall) return { customerListId: byCall.listId, reason: 'phone' };
    const at = prospect.position;
    if (!at) return null;
    for (const dLat of [-1, 0, 1])
      for (const dLon of [-1, 0, 1])
        for (const customer of byCell.get(cellOf(at, dLat, dLon)) ?? [])
          if (
            nearby(at, customer.position!) &&
            customer.names.some((name) => namesAlike(prospect.name, name))
          )
            return { customerListId: customer.listId, reason: 'name-nearby' };
    return null;
  };
}

/** The words an import's summary gives each reason. */
export const matchReasonWords: Record<MatchReason, string> = {
  license: 'the same license number',
  phone: 'the same phone',
  'name-nearby': `a name alike within ${nearbyMetres} m`,
};
