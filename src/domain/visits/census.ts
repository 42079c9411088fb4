import { isInUnitedStates, zip5Of, type Position } from './geo.js';
import type { PlaceAddress } from './placement.js';

/** Addresses per request: the Census batch geocoder takes up to 10,000; fewer keep one round short. */
export const censusBatchSize = 1_000;

/** One customer's street address as the batch geocoder reads it. */
export interface CensusRequestRow {
  id: string;
  address: PlaceAddress;
}

// Every cell quoted, quotes doubled; a line break inside an address would start another row.
const cell = (value: string | null | undefined) =>
  `"${(value ?? '')
    .replace(/[\r\n]+/g, ' ')
    .replaceAll('"', '""')
    .trim()}"`;

/**
 * The batch's file: one row per address, `Unique ID, Street address, City, State, ZIP`, no header
 * (the Census Bureau's documented input). Only addresses with a street and a five-digit ZIP code.
 */
export function censusBatchFile(rows: readonly CensusRequestRow[]): string {
  return rows
    .filter(({ address }) => address.addr1?.trim() && zip5Of(address.postalCode))
    .map(({ id, address }) =>
      [id, address.addr1, address.city, address.state, zip5Of(address.postalCode) ?? ''].map(cell).join(','),
    )
    .join('\n');
}

/** The cells of one CSV line, quoted or not. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      current += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells;
}

/**
 * The places the geocoder found, by id: rows of `id, input address, Match, Exact|Non_Exact, matched
 * address, "longitude,latitude", TIGER line id, side`. `No_Match`, `Tie`, an unreadable position or
 * one outside the United States place nothing.
 */
export function censusMatches(answer: string): Map<string, Position> {
  const found = new Map<string, Position>();
  for (const line of answer.split(/\r?\n/)) {
    const cells = cellsOf(line.trim());
    if (cells.length < 6 || cells[2] !== 'Match') continue;
    const [longitude, latitude] = (cells[5] ?? '').split(',').map(Number);
    const place = { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
    if (Number.isFinite(place.latitude) && Number.isFinite(place.longitude) && isInUnitedStates(place))
      found.set(cells[0] ?? '', place);
  }
  return found;
}
