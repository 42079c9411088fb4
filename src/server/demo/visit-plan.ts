import { zonedHour } from '../../domain/tasks/digest-time.js';
import { milesBetween } from '../../domain/visits/geo.js';
import type { Random } from './random.js';

/**
 * A rep's past months in the field, planned day by day (decision 0256): each working day the rep
 * drives to the part of the territory (a city) that most needs a visit, near the day before, and
 * stops at the customers there whose cadence is running out, nearest first, within working hours
 * in the customers' time zone. A few customers were never visited and some were let slide, so
 * Due on the demo's today shows what a working team's does: mostly visited, some due, a few overdue.
 */

export interface PlanCustomer {
  id: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Days between visits for the customer's grade (the admin's visit cadence). */
  cadenceDays: number;
}

export interface PlannedStop {
  customerId: string;
  /** Milliseconds since the epoch. */
  startedAt: number;
  endedAt: number;
}

const dayMs = 86_400_000;
/** A customer is worth the stop once this share of its cadence has passed (a rep visits a little early). */
const worthAStop = 0.6;
/** Working day, local hours: the first stop from 9:00 to 9:45, nothing started after 17:30. */
const dayStart = 9;
const lastStart = 17.5;
/** Areas this close to the day's city are on the way (Miami and Fort Lauderdale). */
const nearbyMiles = 60;

/** US time zones of the demo's states; the rest are Eastern. El Paso keeps Mountain time. */
const zones: [string, string[]][] = [
  ['America/Chicago', ['TX', 'OK', 'LA', 'AL', 'MS', 'MO', 'AR', 'IL', 'WI', 'MN', 'IA', 'TN']],
  ['America/Denver', ['NM', 'CO', 'UT']],
  ['America/Phoenix', ['AZ']],
  ['America/Los_Angeles', ['CA', 'NV', 'WA', 'OR']],
  ['America/Indiana/Indianapolis', ['IN']],
  ['America/Puerto_Rico', ['PR']],
];
const zoneByState = new Map(zones.flatMap(([zone, states]) => states.map((s) => [s, zone] as const)));

export function zoneOf(state: string | null, city: string | null): string {
  if (state === 'TX' && city === 'El Paso') return 'America/Denver';
  return zoneByState.get(state ?? '') ?? 'America/New_York';
}

interface Area {
  key: string;
  zone: string;
  centre: { latitude: number; longitude: number };
  members: PlanCustomer[];
}

function areasOf(customers: PlanCustomer[]): Area[] {
  const byKey = new Map<string, PlanCustomer[]>();
  for (const c of customers) {
    const key = `${c.state ?? ''}|${c.city ?? ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  return [...byKey].map(([key, members]) => {
    const placed = members.filter((m) => m.latitude !== null && m.longitude !== null);
    const mean = (pick: (m: PlanCustomer) => number) =>
      placed.reduce((sum, m) => sum + pick(m), 0) / Math.max(1, placed.length);
    return {
      key,
      zone: zoneOf(members[0]!.state, members[0]!.city),
      centre: { latitude: mean((m) => m.latitude!), longitude: mean((m) => m.longitude!) },
      members,
    };
  });
}

const placeOf = (c: PlanCustomer) =>
  c.latitude === null || c.longitude === null ? null : { latitude: c.latitude, longitude: c.longitude };

/** Stops in driving order: the most pressing first, then each time the nearest one left. */
function inDrivingOrder(stops: PlanCustomer[]): PlanCustomer[] {
  const left = [...stops];
  const ordered = left.splice(0, 1);
  while (left.length) {
    const here = placeOf(ordered.at(-1)!);
    let best = 0;
    if (here) {
      let bestMiles = Number.POSITIVE_INFINITY;
      left.forEach((c, i) => {
        const there = placeOf(c);
        const miles = there ? milesBetween(here, there) : Number.POSITIVE_INFINITY;
        if (miles < bestMiles) [best, bestMiles] = [i, miles];
      });
    }
    ordered.push(...left.splice(best, 1));
  }
  return ordered;
}

/**
 * The stops of `days` days before `now` (none after it), for one rep's customers. Deterministic for
 * a given `random`. The rep's stops a day follow the territory's need (the sum of 1/cadence over the
 * customers kept up), so a larger company (`--scale N`) gives proportionally more visits; when they
 * do not fit the working day, each stop is shorter.
 */
export function planVisits(
  customers: PlanCustomer[],
  options: { now: Date; days?: number; random: Random },
): PlannedStop[] {
  const { now, random } = options;
  // Long enough for the longest cadence to be overdue twice over, within a year.
  const longest = customers.reduce((most, c) => Math.max(most, c.cadenceDays), 0);
  const days = options.days ?? Math.min(365, Math.max(180, 3 * longest));
  const today = Math.floor(now.getTime() / dayMs);
  const first = today - days;
  // Never visited (3 %); let slide since some day that leaves them due or overdue now (10 %).
  const lastDay = new Map<string, number>();
  const until = new Map<string, number>();
  const kept: PlanCustomer[] = [];
  for (const c of customers) {
    const roll = random.next();
    if (roll < 0.03) continue;
    // Let slide after at least one visit in the history: they show as due or overdue, not as never.
    if (roll < 0.13)
      until.set(
        c.id,
        Math.max(first + c.cadenceDays, today - Math.round(c.cadenceDays * (1 + 1.6 * random.next()))),
      );
    // Visited before the history starts, somewhere in its last cadence.
    lastDay.set(c.id, first - random.int(0, c.cadenceDays - 1));
    kept.push(c);
  }
  const areas = areasOf(kept);
  const need = kept.reduce((sum, c) => sum + 1 / c.cadenceDays, 0);
  // Visits a calendar day × 7 days / 5 working days, with room for days off and a visit early.
  const perDay = Math.max(1, Math.round(need * (7 / 5) * 1.2));
  const stops: PlannedStop[] = [];
  let previous: Area | null = null;
  for (let day = first; day <= today; day += 1) {
    const weekday = new Date(day * dayMs).getUTCDay();
    if (weekday === 0 || weekday === 6 || random.chance(0.04)) continue;
    const urgency = (c: PlanCustomer) =>
      (until.get(c.id) ?? Number.POSITIVE_INFINITY) < day ? 0 : (day - lastDay.get(c.id)!) / c.cadenceDays;
    let area: Area | null = null;
    let bestScore = 0;
    for (const a of areas) {
      const total = a.members.reduce((sum, c) => sum + (urgency(c) >= worthAStop ? urgency(c) : 0), 0);
      const score: number = previous ? total / (1 + milesBetween(previous.centre, a.centre) / 150) : total;
      if (score > bestScore) [area, bestScore] = [a, score];
    }
    if (!area) continue;
    const near = areas
      .filter((a) => a === area || milesBetween(a.centre, area.centre) <= nearbyMiles)
      .sort((a, b) => milesBetween(a.centre, area.centre) - milesBetween(b.centre, area.centre));
    const route = near
      .flatMap((a) =>
        a.members
          .filter((c) => urgency(c) >= worthAStop)
          .sort((x, y) => urgency(y) - urgency(x) || (x.id < y.id ? -1 : 1)),
      )
      .slice(0, Math.max(1, perDay + random.int(-1, 1)));
    stops.push(...timed(inDrivingOrder(route), day, area.zone, random, now));
    for (const c of route) lastDay.set(c.id, day);
    previous = area;
  }
  return stops;
}

/** The day's times: 20–50 minutes a stop and the drive between at 30 mph, squeezed into the working day. */
function timed(route: PlanCustomer[], day: number, zone: string, random: Random, now: Date): PlannedStop[] {
  const date = new Date(day * dayMs).toISOString().slice(0, 10);
  const slots = route.map((c, i) => {
    const from = i > 0 ? placeOf(route[i - 1]!) : null;
    const to = placeOf(c);
    const drive = from && to ? 5 + (milesBetween(from, to) / 30) * 60 : 10;
    return { customer: c, drive, stay: random.int(20, 50) };
  });
  const minutes = slots.reduce((sum, s) => sum + s.drive + s.stay, 0);
  const room = (lastStart - dayStart) * 60;
  const squeeze = minutes > room ? room / minutes : 1;
  let at = zonedHour(date, dayStart, zone) + random.int(0, 45) * 60_000;
  const stops: PlannedStop[] = [];
  slots.forEach((slot, i) => {
    if (i > 0) at += slot.drive * squeeze * 60_000;
    const endedAt = at + slot.stay * squeeze * 60_000;
    // Only visits that are over by now: the demo has no rep standing in a shop.
    if (endedAt <= now.getTime())
      stops.push({ customerId: slot.customer.id, startedAt: Math.round(at), endedAt: Math.round(endedAt) });
    at = endedAt;
  });
  return stops;
}
