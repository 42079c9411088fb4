import type { VisitStatus } from '../visits/cadence.js';
import type { LocationSource } from '../visits/geo.js';
import type { MapCustomersAnswer } from './contract.js';

/** Degrees are sent as integers of 1/100,000 degree (about a metre: finer than a ZIP centre or a pin). */
const degreeScale = 100_000;
export const scaleDegrees = (degrees: number) => Math.round(degrees * degreeScale);

const dayMs = 86_400_000;
/** Days since 1970-01-01 of an ISO date or instant (its UTC day); null stays null. */
export function dayNumberOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(ms) ? null : Math.floor(ms / dayMs);
}
export const isoDateOfDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

export const statusLetters = { fine: 'f', due: 'd', overdue: 'o' } as const satisfies Record<
  VisitStatus,
  string
>;
export const sourceLetters = { zip: 'z', address: 'a', pin: 'p' } as const satisfies Record<
  LocationSource,
  string
>;
const statusOfLetter: Record<string, VisitStatus> = { f: 'fine', d: 'due', o: 'overdue' };
const sourceOfLetter: Record<string, LocationSource> = { z: 'zip', a: 'address', p: 'pin' };

/** One customer on the map page, as the columns carry it. */
export interface MapCustomer {
  id: string;
  name: string;
  city: string;
  state: string;
  /** null when the customer has no place (no US ZIP code). */
  latitude: number | null;
  longitude: number | null;
  source: LocationSource | null;
  grade: string | null;
  status: VisitStatus;
  /** 'YYYY-MM-DD' (UTC day of the visit), null for never. */
  lastVisit: string | null;
  lastOrder: string | null;
  /** Shows "License expired" (decision 0306). */
  licenseLapsed: boolean;
}

/** The letter of the answer's `licenses` column for a customer showing "License expired". */
export const lapsedLetter = 'x';

export function decodeMapCustomers(answer: MapCustomersAnswer): MapCustomer[] {
  return answer.ids.map((id, i) => {
    const lat = answer.latitudes[i] ?? null;
    const lon = answer.longitudes[i] ?? null;
    const grade = answer.grades[i] ?? '-';
    const visit = answer.lastVisits[i] ?? null;
    const order = answer.lastOrders[i] ?? null;
    return {
      id,
      name: answer.names[i] ?? '',
      city: answer.cities[i] ?? '',
      state: answer.states[i] ?? '',
      latitude: lat === null ? null : lat / degreeScale,
      longitude: lon === null ? null : lon / degreeScale,
      source: sourceOfLetter[answer.sources[i] ?? '-'] ?? null,
      grade: grade === '-' ? null : grade,
      status: statusOfLetter[answer.statuses[i] ?? 'o'] ?? 'overdue',
      lastVisit: visit === null ? null : isoDateOfDay(visit),
      lastOrder: order === null ? null : isoDateOfDay(order),
      licenseLapsed: answer.licenses[i] === lapsedLetter,
    };
  });
}
