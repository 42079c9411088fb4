import { milesBetween } from '../visits/geo.js';
import { minutesOfClock, weekdayOf, type PlanProblem } from './schema.js';

/**
 * The problem compiled for the search: stops and days by index, the travel table, and each stop's
 * possible start times on each day. Times are whole minutes from the day's midnight.
 *
 * The travel model (decision 0313): straight-line miles × roadFactor ÷ mph × 60, or a given
 * table's minutes. Drive time is counted exactly; the clock rounds each leg up to the next whole
 * minute, so that every time the plan prints is a whole minute and the rep is never later than it says.
 */
export interface Model {
  problem: PlanProblem;
  /** Stops and days. Points: stops 0…n-1, day d's start n+d, its end n+D+d. */
  n: number;
  D: number;
  visit: Int32Array;
  priority: Float64Array;
  /** The day of a stop's appointment, or -1. */
  fixedDay: Int32Array;
  /** A locked stop's place among its day's locked stops (decision 0358), or -1: lower comes first. */
  order: Int32Array;
  /** windows[s * D + d]: [earliest start, latest start, …] in order; empty when the stop can't be on day d. */
  windows: number[][];
  from: Int32Array;
  to: Int32Array;
  /** Exact travel minutes, P × P. */
  travel: Float64Array;
  /** The clock's travel minutes: each leg rounded up. */
  leg: Int32Array;
  points: number;
}

const wholeDay = 24 * 60;

export function travelMinutesModel(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
  travel: { roadFactor: number; mph: number },
): number {
  const miles = milesBetween({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });
  return ((miles * travel.roadFactor) / travel.mph) * 60;
}

/** The names a travel table gives a day's start and end. */
export const dayPointName = (kind: 'start' | 'end', date: string) => `${kind}:${date}`;

function stopWindows(problem: PlanProblem, s: number, d: number): number[] {
  const stop = problem.stops[s]!;
  const day = problem.days[d]!;
  if (stop.fixed) {
    if (stop.fixed.date !== day.date) return [];
    const at = minutesOfClock(stop.fixed.at);
    return [at, at];
  }
  if (stop.day && stop.day !== day.date) return [];
  if (!stop.hours) return [0, wholeDay - stop.minutes];
  const intervals = [...(stop.hours[weekdayOf(day.date)] ?? [])].sort((a, b) => a[0].localeCompare(b[0]));
  const out: number[] = [];
  for (const [opens, closes] of intervals) {
    const early = minutesOfClock(opens);
    const late = minutesOfClock(closes) - stop.minutes;
    if (late < early) continue;
    // Overlapping intervals (a typing slip) merge into one.
    if (out.length > 0 && early <= out[out.length - 1]! + stop.minutes) {
      out[out.length - 1] = Math.max(out[out.length - 1]!, late);
    } else out.push(early, late);
  }
  return out;
}

export function compileProblem(problem: PlanProblem): Model {
  const n = problem.stops.length;
  const D = problem.days.length;
  const P = n + 2 * D;
  const places = [
    ...problem.stops.map((s) => ({ lat: s.lat, lng: s.lng })),
    ...problem.days.map((d) => d.start),
    ...problem.days.map((d) => d.end),
  ];
  const names = [
    ...problem.stops.map((s) => s.id),
    ...problem.days.map((d) => dayPointName('start', d.date)),
    ...problem.days.map((d) => dayPointName('end', d.date)),
  ];
  const table = problem.travel.table;
  const tableIndex = new Map(table?.points.map((name, i) => [name, i]) ?? []);
  const travel = new Float64Array(P * P);
  const leg = new Int32Array(P * P);
  for (let i = 0; i < P; i++) {
    const ti = tableIndex.get(names[i]!);
    for (let j = 0; j < P; j++) {
      if (i === j) continue;
      const tj = tableIndex.get(names[j]!);
      const minutes =
        table && ti !== undefined && tj !== undefined
          ? table.minutes[ti]![tj]!
          : travelMinutesModel(places[i]!, places[j]!, problem.travel);
      travel[i * P + j] = minutes;
      leg[i * P + j] = Math.ceil(minutes);
    }
  }
  const dateIndex = new Map(problem.days.map((d, i) => [d.date, i]));
  const windows: number[][] = [];
  for (let s = 0; s < n; s++) for (let d = 0; d < D; d++) windows.push(stopWindows(problem, s, d));
  return {
    problem,
    n,
    D,
    visit: Int32Array.from(problem.stops, (s) => s.minutes),
    priority: Float64Array.from(problem.stops, (s) => s.priority),
    fixedDay: Int32Array.from(problem.stops, (s) => (s.fixed ? dateIndex.get(s.fixed.date)! : -1)),
    // Only a stop bound to one day keeps an order (the schema asks for it), so no move across days meets one.
    order: Int32Array.from(problem.stops, (s) =>
      s.order !== undefined && (s.day || s.fixed) ? s.order : -1,
    ),
    windows,
    from: Int32Array.from(problem.days, (d) => minutesOfClock(d.from)),
    to: Int32Array.from(problem.days, (d) => minutesOfClock(d.to)),
    travel,
    leg,
    points: P,
  };
}

/** The earliest a visit may start on day d when the rep arrives at `arrive` (waiting allowed), or -1. */
export function earliestStart(model: Model, s: number, d: number, arrive: number): number {
  const w = model.windows[s * model.D + d]!;
  for (let i = 0; i < w.length; i += 2) if (arrive <= w[i + 1]!) return Math.max(arrive, w[i]!);
  return -1;
}

/** The latest a visit may start on day d and still leave by `bound` − visit, or -Infinity. */
export function latestStart(model: Model, s: number, d: number, bound: number): number {
  const w = model.windows[s * model.D + d]!;
  for (let i = w.length - 2; i >= 0; i -= 2) if (w[i]! <= bound) return Math.min(w[i + 1]!, bound);
  return -Infinity;
}

export const startPoint = (model: Model, d: number) => model.n + d;
export const endPoint = (model: Model, d: number) => model.n + model.D + d;

/**
 * The positions of day d's `seq` where stop v may go and keep the locked stops' order: [first, last]
 * (all of them when v has no order).
 */
export function orderRange(
  model: Model,
  seq: ArrayLike<number>,
  v: number,
  length = seq.length,
): [number, number] {
  const mine = model.order[v]!;
  if (mine < 0) return [0, length];
  let first = 0;
  let last = length;
  for (let i = 0; i < length; i++) {
    const other = model.order[seq[i]!]!;
    if (other < 0 || other === mine) continue;
    if (other < mine) first = i + 1;
    else if (i < last) last = i;
  }
  return [first, last];
}

/**
 * The drive minutes of day d visiting `seq` in order, or -1 when the day can't hold it (a time
 * missed, or locked stops out of their order). A day with no stops drives nothing (the rep does
 * not set out).
 */
export function routeDrive(model: Model, d: number, seq: ArrayLike<number>, length = seq.length): number {
  if (length === 0) return 0;
  const P = model.points;
  let prev = startPoint(model, d);
  let time = model.from[d]!;
  let drive = 0;
  let lastOrder = -1;
  for (let i = 0; i < length; i++) {
    const s = seq[i]!;
    const order = model.order[s]!;
    if (order >= 0) {
      if (order < lastOrder) return -1;
      lastOrder = order;
    }
    drive += model.travel[prev * P + s]!;
    const start = earliestStart(model, s, d, time + model.leg[prev * P + s]!);
    if (start < 0) return -1;
    time = start + model.visit[s]!;
    prev = s;
  }
  const end = endPoint(model, d);
  if (time + model.leg[prev * P + end]! > model.to[d]!) return -1;
  return drive + model.travel[prev * P + end]!;
}

/** Arrival and leaving times of a feasible day, for the plan's output. */
export function routeTimes(
  model: Model,
  d: number,
  seq: readonly number[],
): { arrive: number; leave: number }[] {
  const P = model.points;
  let prev = startPoint(model, d);
  let time = model.from[d]!;
  return seq.map((s) => {
    const arrive = time + model.leg[prev * P + s]!;
    const start = earliestStart(model, s, d, arrive);
    time = start + model.visit[s]!;
    prev = s;
    return { arrive, leave: time };
  });
}
