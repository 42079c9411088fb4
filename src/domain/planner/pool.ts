import { routeDrive, type Model } from './model.js';
import { better, epsilon, type Solution } from './insertion.js';

/**
 * Recombination of day routes (decision 0380). The searches and the polish reach thousands of day
 * routes on their way, the four short searches each in their own part of the plans. The pool
 * keeps every distinct set of stops a day had (the least-drive order seen on each day), and the
 * best combination is picked exactly: one route a day, each stop at most once, most priority, then
 * least drive; a branch and bound over the pool, capped in steps. Two splits of the same stops
 * between the days that no move of the descent joins are then compared as wholes.
 */

interface PooledRoute {
  stops: number[];
  drive: number;
  priority: number;
}

/** A set of stops a day has visited: the least-drive order seen on each day (undefined where none). */
interface PooledSet {
  priority: number;
  orders: (number[] | undefined)[];
  drives: number[];
}

/** Distinct stop sets the pool keeps; later new ones are not added (known ones still take a shorter order). */
const poolSets = 10_000;
/** Steps (routes tried) of one recombination: bounds its time on a phone whatever the pool holds. */
const recombinationSteps = 2_000_000;

export class RoutePool {
  private readonly sets = new Map<string, PooledSet>();

  constructor(private readonly model: Model) {}

  /** Pools each of the plan's day routes. */
  add(sol: Solution) {
    for (let d = 0; d < this.model.D; d++) {
      const route = sol.routes[d]!;
      if (route.length === 0) continue;
      const key = route
        .slice()
        .sort((a, b) => a - b)
        .join(',');
      let set = this.sets.get(key);
      if (!set) {
        if (this.sets.size >= poolSets) continue;
        let priority = 0;
        for (const s of route) priority += this.model.priority[s]!;
        set = {
          priority,
          orders: new Array<undefined>(this.model.D),
          drives: new Array<number>(this.model.D).fill(Infinity),
        };
        this.sets.set(key, set);
      }
      if (sol.drive[d]! < set.drives[d]! - epsilon) {
        set.orders[d] = route.slice();
        set.drives[d] = sol.drive[d]!;
      }
    }
  }

  /** Takes in another pool's sets (an independent run's, decision 0387), each day's shorter order kept. */
  join(other: RoutePool) {
    for (const [key, set] of other.sets) {
      const mine = this.sets.get(key);
      if (!mine) {
        if (this.sets.size < poolSets)
          this.sets.set(key, {
            priority: set.priority,
            orders: set.orders.slice(),
            drives: set.drives.slice(),
          });
        continue;
      }
      for (let d = 0; d < this.model.D; d++)
        if (set.drives[d]! < mine.drives[d]! - epsilon) {
          mine.orders[d] = set.orders[d];
          mine.drives[d] = set.drives[d]!;
        }
    }
  }

  /**
   * The routes day d can take: each set's order seen on day d, or else the least-drive of its
   * orders seen on other days that day d's hours allow (the days' splits of the same stops differ
   * by which day an area goes to).
   */
  routes(d: number): PooledRoute[] {
    const out: PooledRoute[] = [];
    for (const set of this.sets.values()) {
      let stops = set.orders[d];
      let drive = set.drives[d]!;
      if (!stops)
        for (const order of set.orders) {
          if (!order) continue;
          const there = routeDrive(this.model, d, order);
          if (there >= 0 && there < drive - epsilon) [stops, drive] = [order, there];
        }
      if (stops) out.push({ stops, drive, priority: set.priority });
    }
    return out;
  }
}

/** A day's candidates for the packing, worthiest first, then least drive; each stop set as a bit mask. */
interface DayCandidates {
  routes: PooledRoute[];
  masks: Uint32Array;
}

function candidates(pool: RoutePool, d: number, needed: number[], words: number): DayCandidates {
  const routes = pool.routes(d).filter((r) => needed.every((s) => r.stops.includes(s)));
  if (needed.length === 0) routes.push({ stops: [], drive: 0, priority: 0 });
  routes.sort((a, b) => b.priority - a.priority || a.drive - b.drive);
  const masks = new Uint32Array(routes.length * words);
  routes.forEach((r, i) => {
    for (const s of r.stops) masks[i * words + (s >>> 5)]! |= 1 << (s & 31);
  });
  return { routes, masks };
}

/**
 * The best combination of pooled routes, when it beats `incumbent` (whose routes the pool must
 * hold); null otherwise. Each day's appointments that the incumbent places stay placed: a day's
 * candidates are the routes holding them.
 */
export function recombine(model: Model, pool: RoutePool, incumbent: Solution): Solution | null {
  const D = model.D;
  const words = Math.max(1, Math.ceil(model.n / 32));
  const needed = Array.from({ length: D }, (_, d) =>
    incumbent.routes[d]!.filter((s) => model.fixedDay[s]! === d),
  );
  const days = needed.map((stops, d) => candidates(pool, d, stops, words));
  if (days.some((day) => day.routes.length === 0)) return null;
  let best = { priority: incumbent.priority, drive: incumbent.drive.reduce((a, b) => a + b, 0) };
  // Which route of each day the best combination takes; empty while none beats the incumbent.
  const chosen: number[] = [];
  const path = new Array<number>(D).fill(0);
  // used[d * words…]: the stops days before d take.
  const used = new Uint32Array((D + 1) * words);
  let steps = recombinationSteps;
  const fits = (d: number, i: number, at: number) => {
    steps--;
    const masks = days[d]!.masks;
    for (let w = 0; w < words; w++) if ((used[at + w]! & masks[i * words + w]!) !== 0) return false;
    return true;
  };
  /**
   * What the days after d could add to the stops used before d: the most priority (each day's
   * worthiest route that fits), and the least drive with it (that route's: routes as worthy come
   * after it, driving more). Taking more stops on day d only lowers the first.
   */
  const after = (d: number, at: number) => {
    let priority = 0;
    let drive = 0;
    for (let j = d + 1; j < D; j++) {
      const routes = days[j]!.routes;
      let i = 0;
      while (i < routes.length && steps > 0 && !fits(j, i, at)) i++;
      if (i === routes.length) return { priority: -Infinity, drive };
      priority += routes[i]!.priority;
      drive += routes[i]!.drive;
    }
    return { priority, drive };
  };

  const visit = (d: number, priority: number, drive: number) => {
    const { routes, masks } = days[d]!;
    const at = d * words;
    const rest = after(d, at);
    for (let i = 0; i < routes.length && steps > 0; i++) {
      const r = routes[i]!;
      const most = priority + r.priority + rest.priority;
      // Worthiest first: once a route can't reach the best plan's priority, no later one can.
      if (most < best.priority - epsilon) return;
      // When the most it could place only ties, every later day takes the worthiest route that fits, driving at least its drive.
      if (most <= best.priority + epsilon && drive + r.drive + rest.drive >= best.drive - epsilon) return;
      if (!fits(d, i, at)) continue;
      path[d] = i;
      if (d === D - 1) {
        const total = { priority: priority + r.priority, drive: drive + r.drive };
        if (better(total, best)) {
          best = total;
          chosen.splice(0, D, ...path);
        }
        continue;
      }
      for (let w = 0; w < words; w++) used[at + words + w] = used[at + w]! | masks[i * words + w]!;
      visit(d + 1, priority + r.priority, drive + r.drive);
    }
  };
  visit(0, 0, 0);
  if (chosen.length === 0) return null;
  const sol: Solution = {
    routes: chosen.map((i, d) => days[d]!.routes[i]!.stops.slice()),
    drive: chosen.map((i, d) => days[d]!.routes[i]!.drive),
    priority: best.priority,
    day: new Int32Array(model.n).fill(-1),
  };
  sol.routes.forEach((r, d) => r.forEach((s) => (sol.day[s] = d)));
  return sol;
}
