import { hasLapsedLicense, type LicenseLapseFacts } from '../compliance/licenses.js';
import { customerName } from '../customers/names.js';
import { cadenceDaysOf, visitStanding, type VisitCadence } from './cadence.js';
import { nearLimit, type NearCustomer } from './contract.js';
import { milesBetween, type Position } from './geo.js';

/**
 * Near me's one ranking (issue 27), run by the server over the customers its box query finds and
 * by the phone over the customers it keeps when offline, so both answer the same rows in the same
 * order with the same miles and statuses (`server/visits/near-offline.test.ts` holds them equal).
 */

/** A customer Near me may rank: everything its answer shows but what the ranking works out. */
export type NearCandidate = Omit<NearCustomer, 'distanceMiles' | 'status'>;

/** Miles as Near me shows them: to the hundredth, and ranked by that, so a tie is a tie everywhere. */
export const nearMiles = (from: Position, to: Position) => Math.round(milesBetween(from, to) * 100) / 100;

type Ranked<T> = T & { distanceMiles: number };

/** Nearest first; at the same miles by name, then by key (an id), so no two readers order a tie apart. */
const nearOrder = <T extends { name: string }>(a: [Ranked<T>, string], b: [Ranked<T>, string]) =>
  a[0].distanceMiles - b[0].distanceMiles ||
  a[0].name.localeCompare(b[0].name) ||
  (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/**
 * The `nearLimit` places nearest `origin`, each with its miles as Near me shows them, in Near me's
 * one order: customers and prospects (decision 0353), on the server and on the phone alike.
 */
export function nearestFirst<T extends Position & { name: string }>(
  origin: Position,
  places: Iterable<T>,
  keyOf: (place: T) => string,
): Ranked<T>[] {
  const rows: [Ranked<T>, string][] = [];
  for (const place of places)
    rows.push([{ ...place, distanceMiles: nearMiles(origin, place) }, keyOf(place)]);
  return rows
    .sort(nearOrder)
    .slice(0, nearLimit)
    .map(([row]) => row);
}

/**
 * The `nearLimit` candidates nearest `origin`, each with its miles and its visit status against
 * the cadence of its grade on `now`.
 */
export function rankNear(
  origin: Position,
  candidates: Iterable<NearCandidate>,
  cadence: VisitCadence,
  now: Date,
): NearCustomer[] {
  return nearestFirst(origin, candidates, (candidate) => candidate.customerId).map((row) => {
    const lastVisit = row.lastVisitAt ? new Date(row.lastVisitAt) : null;
    const { status } = visitStanding(lastVisit, now, cadenceDaysOf(row.grade, cadence));
    return { ...row, status };
  });
}

/**
 * What Near me reads of one customer of the working set the phone keeps (`GET /api/offline/customers`,
 * whose answer fits it; spelled here because the offline contract's folder sits above this one).
 */
export interface WorkingSetCustomer {
  customer: {
    listId: string;
    fullName: string;
    city: string | null;
    shipCity: string | null;
    state: string | null;
    shipState: string | null;
    lastVisitAt: string | null;
  };
  place: Position | null;
  grade: string | null;
  licenses: LicenseLapseFacts[];
}

/**
 * A working-set customer as Near me ranks it offline on the calendar `day`, named, placed, graded
 * and flagged "License expired" as the server does; null without a place. The working set holds
 * no invoices: its last order is unknown (null) until a Near me answer brought one.
 */
export function nearCandidateOf(
  { customer, place, grade, licenses }: WorkingSetCustomer,
  day: string,
): NearCandidate | null {
  if (!place) return null;
  return {
    customerId: customer.listId,
    name: customerName(customer),
    city: customer.shipCity ?? customer.city,
    state: customer.shipState ?? customer.state,
    grade,
    latitude: place.latitude,
    longitude: place.longitude,
    lastVisitAt: customer.lastVisitAt,
    lastOrderAt: null,
    licenseLapsed: hasLapsedLicense(licenses, day),
  };
}
