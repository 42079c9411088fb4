import { endPoint, routeDrive, startPoint, type Model } from './model.js';
import { epsilon, type Solution } from './insertion.js';
import { bestOrder, exactOrderStops } from './order.js';

/**
 * Two days' stops split otherwise (decision 0399): up to two stops of one day exchanged for up to
 * two of another, both days then in their exact least-drive order (`bestOrder`). When the days are
 * full, a stop fits into the other day only once that day's order changes too, which no move of
 * the descent or the polish does at once: they insert into the order a day has. The candidates are
 * ranked by drive alone, each stop put in at its cheapest place in the other day's order with the
 * days' hours ignored, and only the few most promising are checked exactly.
 */

/** How many candidates, the most promising by their estimate, a pass checks exactly. */
const resplitChecks = 8;

interface Candidate {
  a: number;
  b: number;
  /** Drive minutes the exchange saves by the estimate (negative: less drive). */
  estimate: number;
  toB: number[];
  toA: number[];
}

/**
 * The subsets of up to two of `stops`, the empty one included. Three (measured) made no seed's plan
 * better: the estimate seldom ranks a three-stop exchange among the few checked.
 */
function smallSubsets(stops: number[]): number[][] {
  const out: number[][] = [[]];
  for (let i = 0; i < stops.length; i++) {
    out.push([stops[i]!]);
    for (let j = i + 1; j < stops.length; j++) out.push([stops[i]!, stops[j]!]);
  }
  return out;
}

/** Drive minutes of day d's `seq` without `out` and with `add`, each at its cheapest place by distance. */
function estimateDay(model: Model, d: number, seq: readonly number[], out: number[], add: number[]): number {
  const P = model.points;
  const t = model.travel;
  const rest = seq.filter((s) => !out.includes(s));
  for (const v of add) {
    let best = Infinity;
    let at = 0;
    for (let i = 0; i <= rest.length; i++) {
      const p = i > 0 ? rest[i - 1]! : startPoint(model, d);
      const q = i < rest.length ? rest[i]! : endPoint(model, d);
      const cost = t[p * P + v]! + t[v * P + q]! - t[p * P + q]!;
      if (cost < best) {
        best = cost;
        at = i;
      }
    }
    rest.splice(at, 0, v);
  }
  let drive = 0;
  let prev = startPoint(model, d);
  for (const s of rest) {
    drive += t[prev * P + s]!;
    prev = s;
  }
  return drive + t[prev * P + endPoint(model, d)]!;
}

/** The least drive of day d visiting `stops` (any order), when below `bound`; null otherwise. */
function exactDay(
  model: Model,
  d: number,
  stops: number[],
  bound: number,
): { seq: number[]; drive: number } | null {
  if (stops.length > 1) return bestOrder(model, d, stops, bound);
  const drive = routeDrive(model, d, stops);
  return drive >= 0 && drive < bound - epsilon ? { seq: stops, drive } : null;
}

/** The exchanges between days a and b whose estimate drives less than the days do now. */
function candidates(model: Model, sol: Solution, a: number, b: number, out: Candidate[]) {
  const ra = sol.routes[a]!;
  const rb = sol.routes[b]!;
  // Appointments and stops held to their day (a lock) have no window on the other day.
  const movable = (route: number[], to: number) =>
    route.filter((s) => model.fixedDay[s]! < 0 && model.windows[s * model.D + to]!.length > 0);
  // The days' drive is the same sum of legs the estimate adds up.
  const now = sol.drive[a]! + sol.drive[b]!;
  const fromA = smallSubsets(movable(ra, b));
  const fromB = smallSubsets(movable(rb, a));
  for (const toB of fromA) {
    for (const toA of fromB) {
      if (toB.length + toA.length === 0) continue;
      const sizeA = ra.length - toB.length + toA.length;
      const sizeB = rb.length - toA.length + toB.length;
      if (sizeA > exactOrderStops || sizeB > exactOrderStops) continue;
      const estimate = estimateDay(model, a, ra, toB, toA) + estimateDay(model, b, rb, toA, toB) - now;
      if (estimate < -epsilon) out.push({ a, b, estimate, toB, toA });
    }
  }
}

/**
 * Exchanges up to two stops each way between two days, both days reordered exactly, when the two
 * then drive less; the first such exchange of the most promising `resplitChecks` is made. Whether
 * one was.
 */
export function resplit(model: Model, sol: Solution): boolean {
  const found: Candidate[] = [];
  for (let a = 0; a < model.D; a++) for (let b = a + 1; b < model.D; b++) candidates(model, sol, a, b, found);
  found.sort((x, y) => x.estimate - y.estimate);
  for (const c of found.slice(0, resplitChecks)) {
    const base = sol.drive[c.a]! + sol.drive[c.b]!;
    const stopsA = [...sol.routes[c.a]!.filter((s) => !c.toB.includes(s)), ...c.toA];
    const stopsB = [...sol.routes[c.b]!.filter((s) => !c.toA.includes(s)), ...c.toB];
    const dayA = exactDay(model, c.a, stopsA, base);
    if (!dayA) continue;
    const dayB = exactDay(model, c.b, stopsB, base - dayA.drive);
    if (!dayB) continue;
    for (const [d, day] of [
      [c.a, dayA],
      [c.b, dayB],
    ] as const) {
      sol.routes[d] = day.seq;
      sol.drive[d] = day.drive;
      for (const s of day.seq) sol.day[s] = d;
    }
    return true;
  }
  return false;
}
