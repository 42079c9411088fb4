import type { PlaceAddress } from '../visits/placement.js';

/**
 * A typed one-line US address ("100 N Tampa St, Tampa, FL 33602") in the fields the geocoder reads:
 * the last part is the state and ZIP code, the one before it the city, the rest the street. A line
 * without them keeps what it has (a lone "33602", or "Tampa, FL").
 */
export function addressOfLine(line: string): PlaceAddress {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const stateZip = /^([A-Za-z]{2})?\s*(\d{5}(?:-\d{4})?)?$/.exec(last);
  if (!stateZip || (!stateZip[1] && !stateZip[2])) return { addr1: parts.join(', ') || null };
  const [, state, zip] = stateZip;
  const before = parts.slice(0, -1);
  return {
    addr1: before.length > 1 ? before.slice(0, -1).join(', ') : null,
    city: before.at(-1) ?? null,
    state: state ? state.toUpperCase() : null,
    postalCode: zip ?? null,
  };
}
