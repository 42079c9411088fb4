/**
 * The optimum of a small planning problem (≤ 12 stops), for the planner's benchmark only: exact
 * dynamic programming over subsets of stops and days, on the planner's own model (the same travel
 * table, opening windows and whole-minute clock, src/domain/planner/model.ts), so the two answer
 * the same question.
 *
 * 1. For each day and each set S of stops, the least drive of a feasible route visiting exactly S:
 *    labels (drive, time) per (S, last stop), kept when no other label there is both shorter and
 *    earlier (waiting makes an earlier arrival never worse, so these labels are exact).
 * 2. Over the days, the least drive covering each set U with disjoint day sets (subset convolution, 3^n a day).
 * 3. The best U: most appointments kept (the planner keeps every appointment it can), then most
 *    priority, then least drive.
 */
import {
  compileProblem,
  earliestStart,
  endPoint,
  startPoint,
  type Model,
} from '../src/domain/planner/model.js';
import type { PlanProblem } from '../src/domain/planner/index.js';

export interface Optimum {
  priority: number;
  drive: number;
  appointments: number;
}

export function dayRoutes(model: Model, d: number): Float64Array {
  const n = model.n;
  const P = model.points;
  const size = 1 << n;
  const best = new Float64Array(size).fill(Infinity);
  best[0] = 0;
  // labels[S * n + last] = flat [drive, time, drive, time, …]
  const labels: (number[] | undefined)[] = new Array(size * n);
  const add = (S: number, last: number, drive: number, time: number) => {
    const key = S * n + last;
    const list = labels[key] ?? (labels[key] = []);
    for (let i = 0; i < list.length; i += 2) if (list[i]! <= drive + 1e-9 && list[i + 1]! <= time) return;
    const kept: number[] = [];
    for (let i = 0; i < list.length; i += 2) {
      if (!(drive <= list[i]! + 1e-9 && time <= list[i + 1]!)) kept.push(list[i]!, list[i + 1]!);
    }
    kept.push(drive, time);
    labels[key] = kept;
  };
  const open = (s: number) => model.windows[s * model.D + d]!.length > 0;
  const start = startPoint(model, d);
  const end = endPoint(model, d);
  for (let v = 0; v < n; v++) {
    if (!open(v)) continue;
    const begin = earliestStart(model, v, d, model.from[d]! + model.leg[start * P + v]!);
    if (begin >= 0) add(1 << v, v, model.travel[start * P + v]!, begin + model.visit[v]!);
  }
  for (let S = 1; S < size; S++) {
    for (let last = 0; last < n; last++) {
      const list = labels[S * n + last];
      if (!list) continue;
      for (let i = 0; i < list.length; i += 2) {
        const drive = list[i]!;
        const time = list[i + 1]!;
        if (time + model.leg[last * P + end]! <= model.to[d]!) {
          best[S] = Math.min(best[S]!, drive + model.travel[last * P + end]!);
        }
        for (let v = 0; v < n; v++) {
          if (S & (1 << v) || !open(v)) continue;
          const begin = earliestStart(model, v, d, time + model.leg[last * P + v]!);
          if (begin >= 0) add(S | (1 << v), v, drive + model.travel[last * P + v]!, begin + model.visit[v]!);
        }
      }
      labels[S * n + last] = undefined;
    }
  }
  return best;
}

export function solveExactly(problem: PlanProblem): Optimum {
  const model = compileProblem(problem);
  const n = model.n;
  if (n > 14) throw new Error('The exact solver is for small problems only');
  const size = 1 << n;
  let cover = dayRoutes(model, 0);
  for (let d = 1; d < model.D; d++) {
    const day = dayRoutes(model, d);
    const next = new Float64Array(size).fill(Infinity);
    for (let U = 0; U < size; U++) {
      // every subset `sub` of U goes to day d, the rest to the days before
      for (let sub = U; ; sub = (sub - 1) & U) {
        const value = cover[U ^ sub]! + day[sub]!;
        if (value < next[U]!) next[U] = value;
        if (sub === 0) break;
      }
    }
    cover = next;
  }
  let best: Optimum = { priority: -1, drive: Infinity, appointments: -1 };
  for (let U = 0; U < size; U++) {
    const drive = cover[U]!;
    if (drive === Infinity) continue;
    let priority = 0;
    let appointments = 0;
    for (let s = 0; s < n; s++) {
      if (!(U & (1 << s))) continue;
      priority += model.priority[s]!;
      if (model.fixedDay[s]! >= 0) appointments++;
    }
    const candidate = { priority, drive, appointments };
    const key = (o: Optimum) => [o.appointments, o.priority, -o.drive];
    const [a, b] = [key(candidate), key(best)];
    if (
      a[0]! > b[0]! ||
      (a[0] === b[0] && (a[1]! > b[1]! + 1e-7 || (Math.abs(a[1]! - b[1]!) <= 1e-7 && a[2]! > b[2]! + 1e-9)))
    ) {
      best = candidate;
    }
  }
  return best;
}
