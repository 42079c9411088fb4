import { foldText } from '../text/fold.js';
import { numberKey, type ListEntry } from './license-lists.js';

/**
 * Matching a state's list to the customers of that state (issue 46, part 1; decision 0293): a row
 * whose number a customer's license of the state already has is that license; otherwise a row whose
 * name, street (number and name) and ZIP code are one customer's is a new license of that customer.
 * Each part below is pure, so the server loads, this decides, and the server writes.
 */

const companyWords = new Set([
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'the',
]);

/** A business name as compared: accents, case, punctuation, "&"/"and" and company endings aside. */
export function nameKey(name: string): string {
  return foldText(name)
    .replace(/&/g, ' and ')
    .split(/[^0-9a-z]+/)
    .filter((word) => word !== '' && !companyWords.has(word))
    .join(' ');
}

const streetWords: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  circle: 'cir',
  terrace: 'ter',
  trail: 'trl',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};
const unitStart = /\b(suite|ste|unit|apt|apartment|bldg|building|floor|fl|room|rm)\b|#/;

/**
 * A street address as compared: its number and street name, abbreviated the postal way, without
 * the suite or unit; null when it does not start with a number (a QuickBooks address line often
 * holds the company's name, not its street).
 */
export function streetKey(address: string): string | null {
  const line = foldText(address.split(',')[0] ?? '');
  const cut = unitStart.exec(line);
  const words = (cut ? line.slice(0, cut.index) : line)
    .split(/[^0-9a-z]+/)
    .filter((word) => word !== '')
    .map((word) => streetWords[word] ?? word);
  return words.length >= 2 && /^\d/.test(words[0]!) ? words.join(' ') : null;
}

export const zipKey = (zip: string) => zip.replace(/\D/g, '').slice(0, 5);

/** The key of a name at a street and ZIP code, or null when any part is missing. */
function placeKey(name: string, street: string | null, zip: string): string | null {
  const n = nameKey(name);
  const z = zipKey(zip);
  return n && street && z.length === 5 ? `${n}|${street}|${z}` : null;
}

interface Address {
  addr1?: string;
  addr2?: string;
  addr3?: string;
  postalCode?: string;
}

export interface CustomerToMatch {
  listId: string;
  fullName: string;
  companyName: string | null;
  billAddress: Address;
  shipAddress: Address;
  /** An inactive customer is matched, but not reported as missing from the list. */
  isActive?: boolean;
}

/** Every customer under each of its keys (both names, both addresses): more than one is ambiguous. */
export function customersByPlace(customers: readonly CustomerToMatch[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const customer of customers) {
    const keys = new Set<string>();
    for (const address of [customer.billAddress, customer.shipAddress]) {
      const street = [address.addr1, address.addr2, address.addr3]
        .map((line) => streetKey(line ?? ''))
        .find((key) => key !== null);
      for (const name of [customer.fullName, customer.companyName ?? '']) {
        const key = placeKey(name, street ?? null, address.postalCode ?? '');
        if (key) keys.add(key);
      }
    }
    for (const key of keys) index.set(key, [...(index.get(key) ?? []), customer.listId]);
  }
  return index;
}

/** The customers a list row names by its name, street and ZIP code. */
export const customersAt = (
  index: Map<string, string[]>,
  entry: Pick<ListEntry, 'name' | 'address' | 'zip'>,
) => {
  const key = placeKey(entry.name, streetKey(entry.address), entry.zip);
  return key ? (index.get(key) ?? []) : [];
};

/** Licenses of the state by their number as compared (`numberKey`). */
export function licensesByNumber<L extends { number: string }>(licenses: readonly L[]): Map<string, L[]> {
  const index = new Map<string, L[]>();
  for (const license of licenses) {
    const key = numberKey(license.number);
    index.set(key, [...(index.get(key) ?? []), license]);
  }
  return index;
}
