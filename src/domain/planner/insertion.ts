import {
  earliestStart,
  endPoint,
  latestStart,
  orderRange,
  routeDrive,
  startPoint,
  type Model,
} from './model.js';

/** The search's state and its cheapest-insertion step, shared by the construction, the moves and the perturbation. */
export interface Solution {
  routes: number[][];
  /** Per day. */
  drive: number[];
  priority: number;
  /** The stop's day, or -1 when left out. */
  day: Int32Array;
}

export const epsilon = 1e-7;

/** Does a beat b: more priority placed, then less driving. */
export function better(
  a: { priority: number; drive: number },
  b: { priority: number; drive: number },
): boolean {
  if (a.priority > b.priority + epsilon) return true;
  return a.priority > b.priority - epsilon && a.drive < b.drive - epsilon;
}

export const totalDrive = (s: Solution) => s.drive.reduce((sum, d) => sum + d, 0);
export const score = (s: Solution) => ({ priority: s.priority, drive: totalDrive(s) });

export function clone(s: Solution): Solution {
  return {
    routes: s.routes.map((r) => r.slice()),
    drive: s.drive.slice(),
    priority: s.priority,
    day: s.day.slice(),
  };
}

export function emptySolution(model: Model): Solution {
  return {
    routes: Array.from({ length: model.D }, () => []),
    drive: new Array<number>(model.D).fill(0),
    priority: 0,
    day: new Int32Array(model.n).fill(-1),
  };
}

/** What insertion needs of a day: when each stop is left, and the latest arrival at each position that keeps the rest feasible. */
export interface DayCache {
  leave: number[];
  latest: number[];
}

export function dayCache(model: Model, d: number, seq: number[]): DayCache {
  const P = model.points;
  const leave: number[] = [];
  let prev = startPoint(model, d);
  let time = model.from[d]!;
  for (const s of seq) {
    time = earliestStart(model, s, d, time + model.leg[prev * P + s]!) + model.visit[s]!;
    leave.push(time);
    prev = s;
  }
  const latest = new Array<number>(seq.length + 1);
  latest[seq.length] = model.to[d]!;
  for (let i = seq.length - 1; i >= 0; i--) {
    const s = seq[i]!;
    const next = i + 1 < seq.length ? seq[i + 1]! : endPoint(model, d);
    latest[i] = latestStart(model, s, d, latest[i + 1]! - model.leg[s * P + next]! - model.visit[s]!);
  }
  return { leave, latest };
}

export interface Insertion {
  d: number;
  pos: number;
  delta: number;
}

/** The cheapest feasible place for stop v in day d's `seq`, in O(1) a position; `skip` drops positions at random (diversity). */
export function bestInsertionInDay(
  model: Model,
  d: number,
  seq: number[],
  cache: DayCache,
  v: number,
  random?: () => number,
  skip = 0,
): { pos: number; delta: number } | null {
  const P = model.points;
  let best: { pos: number; delta: number } | null = null;
  const [first, last] = orderRange(model, seq, v);
  for (let pos = first; pos <= last; pos++) {
    if (random && skip > 0 && random() < skip) continue;
    const prev = pos > 0 ? seq[pos - 1]! : startPoint(model, d);
    const next = pos < seq.length ? seq[pos]! : endPoint(model, d);
    const prevLeave = pos > 0 ? cache.leave[pos - 1]! : model.from[d]!;
    const start = earliestStart(model, v, d, prevLeave + model.leg[prev * P + v]!);
    if (start < 0) break; // later positions only arrive later
    if (start + model.visit[v]! + model.leg[v * P + next]! > cache.latest[pos]!) continue;
    const delta =
      model.travel[prev * P + v]! +
      model.travel[v * P + next]! -
      (seq.length > 0 ? model.travel[prev * P + next]! : 0);
    if (!best || delta < best.delta - epsilon) best = { pos, delta };
  }
  return best;
}

/** The cheapest feasible place for stop v over all days. */
export function bestInsertion(
  model: Model,
  sol: Solution,
  caches: DayCache[],
  v: number,
  random?: () => number,
  skip = 0,
): Insertion | null {
  let best: Insertion | null = null;
  for (let d = 0; d < model.D; d++) {
    if (model.windows[v * model.D + d]!.length === 0) continue;
    const found = bestInsertionInDay(model, d, sol.routes[d]!, caches[d]!, v, random, skip);
    if (found && (!best || found.delta < best.delta - epsilon)) best = { d, ...found };
  }
  return best;
}

export function insertAt(model: Model, sol: Solution, caches: DayCache[], v: number, at: Insertion) {
  sol.routes[at.d]!.splice(at.pos, 0, v);
  sol.drive[at.d] = routeDrive(model, at.d, sol.routes[at.d]!);
  sol.priority += model.priority[v]!;
  sol.day[v] = at.d;
  caches[at.d] = dayCache(model, at.d, sol.routes[at.d]!);
}

export function removeStop(model: Model, sol: Solution, v: number) {
  const d = sol.day[v]!;
  const route = sol.routes[d]!;
  route.splice(route.indexOf(v), 1);
  sol.drive[d] = routeDrive(model, d, route);
  sol.priority -= model.priority[v]!;
  sol.day[v] = -1;
}

/** Puts `candidates` in, each at its cheapest place, in the given order; those that fit nowhere stay out. */
export function recreate(model: Model, sol: Solution, candidates: number[], random?: () => number, skip = 0) {
  const caches = sol.routes.map((r, d) => dayCache(model, d, r));
  for (const v of candidates) {
    if (sol.day[v]! >= 0) continue;
    const at = bestInsertion(model, sol, caches, v, random, skip);
    if (at) insertAt(model, sol, caches, v, at);
  }
}

/** Shuffles `items` in place (Fisher–Yates, with the search's seeded `random`) and returns them. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Removes some stops, never an appointment: near one another (a neighbourhood to redo), at random,
 * a run of one day, or all of one or two days (to trade whole areas between days).
 */
export function ruin(model: Model, sol: Solution, random: () => number): number[] {
  const movable: number[] = [];
  for (let s = 0; s < model.n; s++) if (sol.day[s]! >= 0 && model.fixedDay[s]! < 0) movable.push(s);
  if (movable.length === 0) return [];
  const most = Math.max(3, Math.min(10, Math.ceil(movable.length * 0.25)));
  const k = 1 + Math.floor(random() * Math.min(most, movable.length));
  const mode = random();
  let removed: number[];
  if (mode < 0.35) {
    const seed = movable[Math.floor(random() * movable.length)]!;
    const P = model.points;
    removed = movable.sort((a, b) => model.travel[seed * P + a]! - model.travel[seed * P + b]!).slice(0, k);
  } else if (mode < 0.7) {
    removed = shuffle(movable, random).slice(0, k);
  } else {
    const d = Math.floor(random() * model.D);
    const route = sol.routes[d]!.filter((s) => model.fixedDay[s]! < 0);
    if (mode < 0.85) {
      const from = Math.floor(random() * route.length);
      removed = route.slice(from, from + k);
    } else {
      const other =
        model.D > 1 && random() < 0.5 ? (d + 1 + Math.floor(random() * (model.D - 1))) % model.D : d;
      removed = other === d ? route : [...route, ...sol.routes[other]!.filter((s) => model.fixedDay[s]! < 0)];
    }
  }
  for (const s of removed) removeStop(model, sol, s);
  return removed;
}

/** The stops left out, worthiest first. */
export function leftOutByPriority(model: Model, sol: Solution): number[] {
  const out: number[] = [];
  for (let s = 0; s < model.n; s++) if (sol.day[s]! < 0) out.push(s);
  return out.sort((a, b) => model.priority[b]! - model.priority[a]!);
}
