import { earliestStart, endPoint, startPoint, type Model } from './model.js';
import { epsilon } from './insertion.js';

/**
 * The least-drive order of a day's stops, exactly (decision 0379): dynamic programming over the
 * subsets of the day's stops. For each (set visited, last stop) it keeps the labels (drive so far,
 * time the last visit ends) that no other label there beats on both: waiting is allowed, so an
 * earlier time is never worse, and the labels kept are exact. Opening windows, appointments, the
 * clock's whole minutes and locked stops' order are the model's own (`routeDrive`'s rules).
 * A label that already drives as much as the day's present order is dropped: the day's own drive
 * bounds the search, which keeps it to a few milliseconds on a phone for the day sizes allowed.
 */

/** Days of more stops keep the order the moves gave them: 2^k subsets grow too fast beyond this. */
export const exactOrderStops = 12;

interface Label {
  drive: number;
  time: number;
  stop: number;
  prev: Label | null;
}

/**
 * Day d's stops in their least-drive feasible order, with its drive, when it drives less than
 * `bound` (the present order's drive); null otherwise, or when the day has too many stops.
 */
export function bestOrder(
  model: Model,
  d: number,
  stops: readonly number[],
  bound: number,
): { seq: number[]; drive: number } | null {
  const k = stops.length;
  if (k < 2 || k > exactOrderStops) return null;
  const P = model.points;
  const start = startPoint(model, d);
  const end = endPoint(model, d);
  // later[i]: the stops locked after stop i (decision 0358), which must not come before it.
  const later = stops.map((s) => {
    let mask = 0;
    const mine = model.order[s]!;
    if (mine >= 0) stops.forEach((u, j) => (mask |= model.order[u]! > mine ? 1 << j : 0));
    return mask;
  });
  const labels: (Label[] | undefined)[] = new Array<Label[] | undefined>((1 << k) * k);
  const add = (set: number, i: number, label: Label) => {
    if (label.drive >= bound - epsilon) return;
    const key = set * k + i;
    const list = labels[key];
    if (!list) {
      labels[key] = [label];
      return;
    }
    for (const other of list) if (other.drive <= label.drive + epsilon && other.time <= label.time) return;
    labels[key] = list.filter((o) => !(label.drive <= o.drive + epsilon && label.time <= o.time));
    labels[key]!.push(label);
  };
  const extend = (from: Label | null, at: number, time: number, drive: number, i: number, set: number) => {
    const s = stops[i]!;
    const begin = earliestStart(model, s, d, time + model.leg[at * P + s]!);
    if (begin < 0) return;
    add(set | (1 << i), i, {
      drive: drive + model.travel[at * P + s]!,
      time: begin + model.visit[s]!,
      stop: s,
      prev: from,
    });
  };
  for (let i = 0; i < k; i++) extend(null, start, model.from[d]!, 0, i, 0);
  const full = (1 << k) - 1;
  let best: Label | null = null;
  let bestDrive = bound;
  for (let set = 1; set <= full; set++) {
    for (let last = 0; last < k; last++) {
      const list = labels[set * k + last];
      if (!list) continue;
      labels[set * k + last] = undefined;
      const s = stops[last]!;
      for (const label of list) {
        if (set === full) {
          const drive = label.drive + model.travel[s * P + end]!;
          if (label.time + model.leg[s * P + end]! <= model.to[d]! && drive < bestDrive - epsilon) {
            best = label;
            bestDrive = drive;
          }
          continue;
        }
        for (let i = 0; i < k; i++) {
          if (set & (1 << i) || set & later[i]!) continue;
          extend(label, s, label.time, label.drive, i, set);
        }
      }
    }
  }
  if (!best) return null;
  const seq: number[] = [];
  for (let label: Label | null = best; label; label = label.prev) seq.push(label.stop);
  return { seq: seq.reverse(), drive: bestDrive };
}
