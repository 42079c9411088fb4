import { earliestStart, endPoint, routeDrive, startPoint, type Model } from './model.js';
import {
  bestInsertionInDay,
  dayCache,
  epsilon,
  recreate,
  type DayCache,
  type Solution,
} from './insertion.js';

/**
 * The descent's moves. Each first works out the change in drive minutes from the few legs it
 * touches (O(1)) and checks the day's times only for a move that would drive less: most moves
 * don't, so the search stays fast enough for a phone. Each applies the first improving move and
 * says so.
 */

/** The point at position i of day d's route: its start before the first stop, its end after the last. */
function pointAt(model: Model, route: ArrayLike<number>, length: number, d: number, i: number): number {
  if (i < 0) return startPoint(model, d);
  return i >= length ? endPoint(model, d) : route[i]!;
}

function setRoute(model: Model, sol: Solution, d: number, seq: number[], drive: number) {
  sol.routes[d] = seq;
  sol.drive[d] = drive;
  for (const s of seq) sol.day[s] = d;
}

/**
 * Whether stops seq[from…from+k) (reversed if asked) fit into day b's route at position pos, from
 * the day's cache: O(k), no copy. Only for a day other than the segment's own.
 */
function segmentFits(
  model: Model,
  b: number,
  route: number[],
  cache: DayCache,
  pos: number,
  seq: number[],
  from: number,
  k: number,
  reversed: boolean,
): boolean {
  const P = model.points;
  let prev = pos > 0 ? route[pos - 1]! : startPoint(model, b);
  let time = pos > 0 ? cache.leave[pos - 1]! : model.from[b]!;
  for (let j = 0; j < k; j++) {
    const s = seq[reversed ? from + k - 1 - j : from + j]!;
    const start = earliestStart(model, s, b, time + model.leg[prev * P + s]!);
    if (start < 0) return false;
    time = start + model.visit[s]!;
    prev = s;
  }
  const next = pos < route.length ? route[pos]! : endPoint(model, b);
  return time + model.leg[prev * P + next]! <= cache.latest[pos]!;
}

/** Where a move is tried before it is made: no allocation for the many that fail. */
let scratch = new Int32Array(64);

/** Moves segments of 1–3 stops elsewhere in their day or to another day (or-opt, relocate), reversed too. */
export function relocate(model: Model, sol: Solution): boolean {
  const P = model.points;
  const t = model.travel;
  if (scratch.length < model.n + 4) scratch = new Int32Array(model.n + 4);
  const caches = sol.routes.map((r, d) => dayCache(model, d, r));
  for (let a = 0; a < model.D; a++) {
    const route = sol.routes[a]!;
    const L = route.length;
    for (let k = 1; k <= 3; k++) {
      for (let i = 0; i + k <= L; i++) {
        const first = route[i]!;
        const last = route[i + k - 1]!;
        let inner = 0;
        let innerReversed = 0;
        for (let j = i; j < i + k - 1; j++) {
          inner += t[route[j]! * P + route[j + 1]!]!;
          innerReversed += t[route[j + 1]! * P + route[j]!]!;
        }
        const p = pointAt(model, route, L, a, i - 1);
        const nx = pointAt(model, route, L, a, i + k);
        const removal =
          k === L ? -sol.drive[a]! : t[p * P + nx]! - t[p * P + first]! - t[last * P + nx]! - inner;
        // The day without the segment, read in place: most candidate moves are turned down by their drive alone.
        const restLength = L - k;
        for (let b = 0; b < model.D; b++) {
          const same = b === a;
          const other = sol.routes[b]!;
          const baseLength = same ? restLength : other.length;
          for (let reversed = 0; reversed < (k > 1 ? 2 : 1); reversed++) {
            const f = reversed ? last : first;
            const l = reversed ? first : last;
            const piece = reversed ? innerReversed : inner;
            for (let pos = 0; pos <= baseLength; pos++) {
              if (same && pos === i && !reversed) continue;
              const q =
                pos === 0
                  ? startPoint(model, b)
                  : same
                    ? route[pos - 1 < i ? pos - 1 : pos - 1 + k]!
                    : other[pos - 1]!;
              const r =
                pos === baseLength
                  ? endPoint(model, b)
                  : same
                    ? route[pos < i ? pos : pos + k]!
                    : other[pos]!;
              const insertion = t[q * P + f]! + piece + t[l * P + r]! - (baseLength > 0 ? t[q * P + r]! : 0);
              if (removal + insertion >= -epsilon) continue;
              let drive: number;
              if (same) {
                // The day as it would be, written into the scratch buffer and timed whole.
                let m = 0;
                for (let j = 0; j < restLength; j++) {
                  if (j === pos)
                    for (let x = 0; x < k; x++) scratch[m++] = route[reversed ? i + k - 1 - x : i + x]!;
                  scratch[m++] = route[j < i ? j : j + k]!;
                }
                if (pos === restLength)
                  for (let x = 0; x < k; x++) scratch[m++] = route[reversed ? i + k - 1 - x : i + x]!;
                drive = routeDrive(model, a, scratch, m);
              } else {
                if (!segmentFits(model, b, other, caches[b]!, pos, route, i, k, reversed === 1)) continue;
                drive = 0;
              }
              if (drive < 0) continue;
              const rest = [...route.slice(0, i), ...route.slice(i + k)];
              const segment = route.slice(i, i + k);
              if (reversed) segment.reverse();
              const base = same ? rest : other;
              const seq = [...base.slice(0, pos), ...segment, ...base.slice(pos)];
              if (!same) {
                // Taking stops out never makes a day late on the straight-line model; a travel table may break the triangle.
                const restDrive = routeDrive(model, a, rest);
                if (restDrive < 0) continue;
                setRoute(model, sol, a, rest, restDrive);
              }
              setRoute(model, sol, b, seq, routeDrive(model, b, seq));
              return true;
            }
          }
        }
      }
    }
  }
  return false;
}

/** Reverses a stretch of a day (2-opt); the filter assumes symmetric travel, the check is exact. */
export function twoOpt(model: Model, sol: Solution): boolean {
  const P = model.points;
  const t = model.travel;
  for (let d = 0; d < model.D; d++) {
    const route = sol.routes[d]!;
    const L = route.length;
    for (let i = 0; i < L - 1; i++) {
      const p = pointAt(model, route, L, d, i - 1);
      for (let j = i + 1; j < L; j++) {
        const n = pointAt(model, route, L, d, j + 1);
        const change =
          t[p * P + route[j]!]! + t[route[i]! * P + n]! - t[p * P + route[i]!]! - t[route[j]! * P + n]!;
        if (change >= -epsilon) continue;
        const seq = [...route.slice(0, i), ...route.slice(i, j + 1).reverse(), ...route.slice(j + 1)];
        const drive = routeDrive(model, d, seq);
        if (drive < 0 || drive >= sol.drive[d]! - epsilon) continue;
        setRoute(model, sol, d, seq, drive);
        return true;
      }
    }
  }
  return false;
}

/** The change in day d's drive when the stop at position i becomes y (its neighbours unchanged). */
function replacing(model: Model, route: number[], d: number, i: number, y: number): number {
  const P = model.points;
  const t = model.travel;
  const p = pointAt(model, route, route.length, d, i - 1);
  const n = pointAt(model, route, route.length, d, i + 1);
  const x = route[i]!;
  return t[p * P + y]! + t[y * P + n]! - t[p * P + x]! - t[x * P + n]!;
}

/** Exchanges two stops, within a day (not neighbours: or-opt covers those) or between two days. */
export function swap(model: Model, sol: Solution): boolean {
  for (let a = 0; a < model.D; a++) {
    for (let b = a; b < model.D; b++) {
      const ra = sol.routes[a]!;
      const rb = sol.routes[b]!;
      for (let i = 0; i < ra.length; i++) {
        for (let j = a === b ? i + 2 : 0; j < rb.length; j++) {
          const x = ra[i]!;
          const y = rb[j]!;
          if (replacing(model, ra, a, i, y) + replacing(model, rb, b, j, x) >= -epsilon) continue;
          const sa = ra.slice();
          const sb = a === b ? sa : rb.slice();
          sa[i] = y;
          sb[j] = x;
          const da = routeDrive(model, a, sa);
          if (da < 0) continue;
          if (a === b) {
            setRoute(model, sol, a, sa, da);
            return true;
          }
          const db = routeDrive(model, b, sb);
          if (db < 0) continue;
          setRoute(model, sol, a, sa, da);
          setRoute(model, sol, b, sb, db);
          return true;
        }
      }
    }
  }
  return false;
}

/**
 * Drops a placed stop for a worthier one left out on the same day (or an equally worthy one when
 * that drives less): the move that lets priority climb once the days are full. The dropped stop
 * may find a place elsewhere on the descent's next step.
 */
export function exchange(model: Model, sol: Solution, leftOut: number[]): boolean {
  for (const v of leftOut) {
    for (let d = 0; d < model.D; d++) {
      if (model.windows[v * model.D + d]!.length === 0) continue;
      const route = sol.routes[d]!;
      for (let i = 0; i < route.length; i++) {
        const u = route[i]!;
        const gain = model.priority[v]! - model.priority[u]!;
        if (model.fixedDay[u]! >= 0 || gain < -epsilon) continue;
        const rest = [...route.slice(0, i), ...route.slice(i + 1)];
        const at = bestInsertionInDay(model, d, rest, dayCache(model, d, rest), v);
        if (!at) continue;
        const seq = [...rest.slice(0, at.pos), v, ...rest.slice(at.pos)];
        const drive = routeDrive(model, d, seq);
        if (gain <= epsilon && drive >= sol.drive[d]! - epsilon) continue;
        setRoute(model, sol, d, seq, drive);
        sol.day[u] = -1;
        sol.priority += gain;
        return true;
      }
    }
  }
  return false;
}

/**
 * Puts a stop left out in place of a run of 1–3 stops of one day that are worth less together;
 * the stops taken out go back wherever they still fit. Priority climbs past what a one-for-one
 * exchange reaches: a long visit in a day's evening for two short ones (decision 0365).
 */
export function eject(model: Model, sol: Solution, leftOut: number[]): boolean {
  for (const v of leftOut) {
    const worth = model.priority[v]!;
    for (let d = 0; d < model.D; d++) {
      if (model.windows[v * model.D + d]!.length === 0) continue;
      const route = sol.routes[d]!;
      for (let i = 0; i < route.length; i++) {
        let lost = 0;
        for (let k = 1; k <= 3 && i + k <= route.length; k++) {
          const u = route[i + k - 1]!;
          if (model.fixedDay[u]! >= 0) break;
          lost += model.priority[u]!;
          if (lost >= worth - epsilon) break;
          const rest = [...route.slice(0, i), ...route.slice(i + k)];
          const at = bestInsertionInDay(model, d, rest, dayCache(model, d, rest), v);
          if (!at) continue;
          const out = route.slice(i, i + k);
          const seq = [...rest.slice(0, at.pos), v, ...rest.slice(at.pos)];
          setRoute(model, sol, d, seq, routeDrive(model, d, seq));
          for (const s of out) sol.day[s] = -1;
          sol.priority += worth - lost;
          recreate(model, sol, out);
          return true;
        }
      }
    }
  }
  return false;
}

/**
 * Exchanges the ends of two days (2-opt*): day a keeps its stops before position i and takes day
 * b's from j on, and b the reverse. Whole areas change day this way, which relocating 1–3 stops
 * at a time seldom reaches.
 */
export function crossTails(model: Model, sol: Solution): boolean {
  const P = model.points;
  const t = model.travel;
  for (let a = 0; a < model.D; a++) {
    for (let b = a + 1; b < model.D; b++) {
      const ra = sol.routes[a]!;
      const rb = sol.routes[b]!;
      const [ea, eb] = [endPoint(model, a), endPoint(model, b)];
      for (let i = 0; i <= ra.length; i++) {
        const pa = pointAt(model, ra, ra.length, a, i - 1);
        const tailA = i < ra.length;
        for (let j = i === 0 ? 1 : 0; j <= rb.length; j++) {
          const tailB = j < rb.length;
          if (!tailA && !tailB) continue;
          const pb = pointAt(model, rb, rb.length, b, j - 1);
          // The joins change, and each tail's last leg now ends at the other day's end.
          const oldA = tailA ? t[pa * P + ra[i]!]! + t[ra[ra.length - 1]! * P + ea]! : t[pa * P + ea]!;
          const oldB = tailB ? t[pb * P + rb[j]!]! + t[rb[rb.length - 1]! * P + eb]! : t[pb * P + eb]!;
          const newA = tailB ? t[pa * P + rb[j]!]! + t[rb[rb.length - 1]! * P + ea]! : t[pa * P + ea]!;
          const newB = tailA ? t[pb * P + ra[i]!]! + t[ra[ra.length - 1]! * P + eb]! : t[pb * P + eb]!;
          const change = newA + newB - oldA - oldB;
          if (change >= -epsilon) continue;
          const sa = [...ra.slice(0, i), ...rb.slice(j)];
          const sb = [...rb.slice(0, j), ...ra.slice(i)];
          const da = routeDrive(model, a, sa);
          if (da < 0) continue;
          const db = routeDrive(model, b, sb);
          if (db < 0 || da + db >= sol.drive[a]! + sol.drive[b]! - epsilon) continue;
          setRoute(model, sol, a, sa, da);
          setRoute(model, sol, b, sb, db);
          return true;
        }
      }
    }
  }
  return false;
}
