import { z } from 'zod';

/** A point on the Earth in decimal degrees (WGS 84, as phones and ZIP tables give them). */
export interface Position {
  latitude: number;
  longitude: number;
}

const earthRadiusMiles = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine): straight-line distance, not road distance. */
export function milesBetween(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "2.3 mi" under 100 miles, "142 mi" from there on. */
export function formatMiles(miles: number): string {
  if (miles < 99.95) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles).toLocaleString('en-US')} mi`;
}

/**
 * Boxes around the states, DC and the territories Humidor's customers may be in: the lower 48,
 * Alaska (with the Aleutians across the 180th meridian), Hawaii, Puerto Rico and the US Virgin Islands.
 * Coarse on purpose: they catch a position on another continent or a swapped sign, not a border town.
 */
const unitedStatesBoxes = [
  { south: 24.3, north: 49.5, west: -125.0, east: -66.8 },
  { south: 51.0, north: 71.6, west: -180.0, east: -129.9 },
  { south: 51.0, north: 53.1, west: 172.0, east: 180.0 },
  { south: 18.8, north: 22.4, west: -160.4, east: -154.7 },
  { south: 17.6, north: 18.6, west: -67.4, east: -64.5 },
] as const;

export function isInUnitedStates({ latitude, longitude }: Position): boolean {
  return unitedStatesBoxes.some(
    (box) => latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east,
  );
}

export const outsideUnitedStatesMessage =
  'That position is outside the United States. Check it, or type a ZIP code instead.';

/** A position a phone or a form sends: on the Earth, and inside the United States. */
export const positionSchema = z
  .object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .refine(isInUnitedStates, { message: outsideUnitedStatesMessage });

/** How a customer's place was found: its ZIP code's centre, a geocoded address, or a pin set by hand. */
export const locationSources = ['zip', 'address', 'pin'] as const;
export type LocationSource = (typeof locationSources)[number];

export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Type a five-digit ZIP code, such as 33602');

/** The five-digit ZIP of an address's postal code, or null when it has none (a Canadian code, a blank). */
export function zip5Of(postalCode: string | null | undefined): string | null {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(postalCode ?? '');
  return match ? match[1]! : null;
}
