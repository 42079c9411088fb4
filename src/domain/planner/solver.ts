import type { Model } from './model.js';
import {
  better,
  clone,
  emptySolution,
  epsilon,
  leftOutByPriority,
  recreate,
  ruin,
  score,
  type Solution,
} from './insertion.js';
import { polish, settle } from './polish.js';
import { crossTails, eject, exchange, relocate, swap, twoOpt } from './moves.js';
import { recombine, RoutePool } from './pool.js';

/**
 * The search (decision 0312): appointments first, then the other stops by priority at their
 * cheapest feasible place; then an iterated local search — descent by inserting what is left out,
 * relocating segments of 1–3 stops (or-opt, within and across days), 2-opt, swaps, exchanging two
 * days' ends (2-opt*, decision 0393), and swapping a placed stop for a worthier one left out —
 * perturbed by removing a few related or random stops and putting them back in a noisy priority
 * order (ruin and recreate); four short searches first and one from their best (decision 0359;
 * for every problem since decision 0380), which, when many stops are left out, also trade runs of
 * placed stops for a worthier one and may accept a little less priority for a shorter drive
 * (decision 0365), and three of which start from noisy constructions (0380); last, the best plan's
 * drive is polished with its stops kept (decision 0379, `polish.ts`), its last plan's days also
 * exchanging up to two stops, both reordered exactly (decision 0399, `resplit.ts`). Every day route the searches
 * and the polish reach is pooled, and the best combination of pooled routes is taken when it beats
 * the plan in hand: after the short searches, after the last search and after the polish (decision
 * 0380, `pool.ts`). The short searches and the last search run twice, from two seeds, before the
 * polish (decisions 0387, 0391). A seeded generator makes it deterministic: the same problem, seed
 * and iteration count give the same plan anywhere; `budgetMs` only caps the time on a slow device
 * (decision 0392).
 */
export interface SearchOptions {
  /** Rounds of perturbation and descent. */
  iterations?: number;
  /** A cap on the search's time; the best plan so far is returned when it is reached. */
  budgetMs?: number;
  seed?: number;
  /** The clock for the cap (tests give their own). */
  now?: () => number;
}

export type { Solution } from './insertion.js';

export const defaultIterations = 1_000;
export const defaultBudgetMs = 4_000;

/** A small seeded generator (mulberry32): the same seed, the same plan, on the phone and the server. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Appointments in time order, then the rest by priority, each at its cheapest feasible place; with
 * `random`, by priority times a random factor of 1–2 (`constructionNoise`): other stops come first.
 */
export function construct(model: Model, random?: () => number): Solution {
  const sol = emptySolution(model);
  const stops = Array.from({ length: model.n }, (_, i) => i);
  const fixed = stops
    .filter((s) => model.fixedDay[s]! >= 0)
    .sort(
      (a, b) =>
        model.windows[a * model.D + model.fixedDay[a]!]![0]! -
        model.windows[b * model.D + model.fixedDay[b]!]![0]!,
    );
  recreate(model, sol, fixed);
  const key = Float64Array.from(model.priority, (p) => (random ? p * (1 + constructionNoise * random()) : p));
  const rest = stops.filter((s) => model.fixedDay[s]! < 0).sort((a, b) => key[b]! - key[a]!);
  recreate(model, sol, rest);
  return sol;
}

/** Puts in any stop left out that now fits (priority up), worthiest first. */
function insertLeftOut(model: Model, sol: Solution, leftOut: number[]): boolean {
  const before = sol.priority;
  recreate(model, sol, leftOut);
  return sol.priority > before + epsilon;
}

/**
 * Improves the drive until no move does, then tries to put more in; again until nothing improves.
 * `selecting`: many stops are left out, and runs of placed stops may be traded for a worthier one.
 * Exchanging two days' ends (`crossTails`) moves a whole area to another day, which frees the room
 * a stop left out needs; until decision 0393 only the polish, whose stops are fixed, used it.
 */
export function descend(model: Model, sol: Solution, selecting = false) {
  for (;;) {
    if (relocate(model, sol) || twoOpt(model, sol) || swap(model, sol) || crossTails(model, sol)) continue;
    const leftOut = leftOutByPriority(model, sol);
    if (leftOut.length === 0) return;
    if (insertLeftOut(model, sol, leftOut)) continue;
    if (exchange(model, sol, leftOut)) continue;
    if (selecting && eject(model, sol, leftOut)) continue;
    return;
  }
}

/**
 * Where a search ends depends on where it went first: when many stops are left out, which ones is
 * most of the question and a search seldom changes its mind about it; when all fit, which split of
 * them between the days. So half the rounds go to four short searches and the other half to one
 * from the best combination of the routes they reached (decision 0359, then only with a fifth of
 * the stops left out; decision 0380 for every problem: the four searches fill the route pool with
 * routes of other splits, which one long search seldom reaches).
 *
 * When the first plan leaves out at least a fifth of the stops (selecting), the short searches
 * after the first start from a construction in a noisy priority order (each priority times 1 to
 * 2), so that they start from other stops left out (decision 0380; with all stops placed this made
 * the 40-stop #2 miss at more seeds, so there all four start from the first plan). The searches
 * also trade runs of placed stops for a worthier one (`eject`), and besides a plan that beats the current one they accept a plan whose priority less
 * half a point a drive minute comes within a margin of the best plan's (1 % of its priority,
 * as wide all the search long, decision 0397): a little priority given up for a shorter drive frees
 * time that a worthier stop may fill later (decision 0365). With few stops left out this made the
 * 40-stop #2 drive 6 % more, so there it stays off.
 */
export const explorations = 4;
/** How far a noisy start's order strays from priority: each priority times 1 to 1 + this. */
const constructionNoise = 1;
export const explorationShare = 0.5;
const exploreWhenLeftOut = 0.2;
/** Priority points a drive minute is worth to the acceptance when selecting. */
const driveWorth = 0.5;
/** The acceptance's margin when selecting, as a share of the best plan's priority. */
const selectionMargin = 0.01;
/** How much more a plan of as much priority may drive than the current one and replace it. */
const driveThreshold = 0.02;

/**
 * Rounds of the drive's polish for each round of the search (decision 0379): after the search,
 * its best plan's stops are kept and their days and order searched for the least drive. Seeds
 * spread over several splits of the same stops between days, 2-6 % apart in drive; the polish's
 * wider acceptance brings most to the best split the long run finds.
 */
export const polishShare = 3;

/**
 * Independent runs of the search (decisions 0387, 0391): the short searches and the last search run
 * twice, the second from another seed and into its own pool, so that it starts and ends elsewhere;
 * then both pools are joined and recombined, and the polish starts from the best. A seed whose
 * search ends on a worse split or selection of the stops misses the goal (decision 0366); two
 * independent runs seldom both do. Each run gets all the rounds, so a plan costs about 1.5–2 times
 * one run; the time cap (`budgetMs`) still bounds it on a slow phone. The second run's seed is
 * another stream of the same generator.
 */
const secondRunSeed = (seed: number) => (seed * 7 + 104_729) >>> 0;

/**
 * The time cap is for a slow device and must not change a plan anywhere else (decision 0392): a
 * part of the search stops at the moment after which the parts still to come would get less than
 * half their share of the cap, not at the end of its own share. A plan that takes less than half
 * its cap is the plan without one; on a slower device the early parts give way to the later ones.
 * The shares: the two runs of the searches a quarter together (`polishShare`), the polish the rest.
 */
const capReserve = 0.5;

/** Runs steps to their end and returns their result: the page's worker, `npm run plan` and the bench. */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The search as steps (decision 0396): it yields after every round, so that a server can give its
 * event loop back between slices of it (`planProblemSteps`); `runSteps` runs it to the end at once.
 */
export function* solveSteps(model: Model, options: SearchOptions = {}): Generator<void, Solution> {
  const iterations = options.iterations ?? defaultIterations;
  const budgetMs = options.budgetMs ?? defaultBudgetMs;
  const now = options.now ?? (() => performance.now());
  const seed = options.seed ?? 47;
  const random = seededRandom(seed);
  const started = now();
  // The moment a part ends that, with those before it, has had `share` of the cap.
  const cap = (share: number) => started + budgetMs * (1 - capReserve * (1 - share));
  const pool = new RoutePool(model);
  const runShare = 1 / (1 + polishShare) / 2;
  const first = yield* run(model, pool, iterations, 0, runShare, cap, now, random);
  const own = new RoutePool(model);
  const second = yield* run(
    model,
    own,
    iterations,
    runShare,
    2 * runShare,
    cap,
    now,
    seededRandom(secondRunSeed(seed)),
  );
  pool.join(own);
  const start = bestOfPool(model, pool, better(score(second), score(first)) ? second : first);
  const rounds = Math.round(iterations * polishShare);
  const polished = yield* polish(model, start, rounds, cap(1), now, random, pool);
  return bestOfPool(model, pool, polished);
}

/**
 * The four short searches and the last one (decision 0359), which have the shares of the cap from
 * `from` to `to` (`cap` turns a share into a deadline); its best plan, recombined.
 */
function* run(
  model: Model,
  pool: RoutePool,
  iterations: number,
  from: number,
  to: number,
  cap: (share: number) => number,
  now: () => number,
  random: () => number,
): Generator<void, Solution> {
  const first = construct(model);
  descend(model, first);
  let best = first;
  let leftOut = 0;
  for (let s = 0; s < model.n; s++) if (first.day[s]! < 0) leftOut++;
  const selecting = leftOut >= exploreWhenLeftOut * model.n && leftOut > 0;
  const exploring = Math.floor(iterations * explorationShare);
  for (let r = 0; r < explorations; r++) {
    // Each search gets its share of the rounds and of the time.
    const rounds =
      Math.floor((exploring * (r + 1)) / explorations) - Math.floor((exploring * r) / explorations);
    const deadline = cap(from + ((to - from) * explorationShare * (r + 1)) / explorations);
    const start = selecting && r > 0 ? noisyStart(model, random) : clone(first);
    const found = yield* search(model, start, rounds, deadline, now, random, selecting, pool);
    if (better(score(found), score(best))) best = found;
  }
  const found = yield* search(
    model,
    bestOfPool(model, pool, best),
    iterations - exploring,
    cap(to),
    now,
    random,
    selecting,
    pool,
  );
  return bestOfPool(model, pool, found);
}

/** A first plan from a noisy priority order, descended: a short search's start elsewhere. */
function noisyStart(model: Model, random: () => number): Solution {
  const sol = construct(model, random);
  descend(model, sol, true);
  return sol;
}

/** The best combination of the pool's day routes, settled, when it beats `sol`; else `sol` (decision 0380). */
function bestOfPool(model: Model, pool: RoutePool, sol: Solution): Solution {
  pool.add(sol);
  const joined = recombine(model, pool, sol);
  if (!joined) return sol;
  recreate(model, joined, leftOutByPriority(model, joined));
  settle(model, joined, true);
  return better(score(joined), score(sol)) ? joined : sol;
}

/** Whether a trial's priority less its drive's worth comes within the margin of the best plan's. */
function nearBest(t: { priority: number; drive: number }, b: { priority: number; drive: number }) {
  const margin = selectionMargin * b.priority;
  return t.priority - driveWorth * t.drive >= b.priority - driveWorth * b.drive - margin;
}

/** One search from `start`: perturbation and descent for `iterations` rounds or until `deadline`. */
function* search(
  model: Model,
  start: Solution,
  iterations: number,
  deadline: number,
  now: () => number,
  random: () => number,
  selecting: boolean,
  pool: RoutePool,
): Generator<void, Solution> {
  let current = start;
  let best = clone(current);
  for (let round = 0; round < iterations; round++) {
    yield;
    if (now() >= deadline) break;
    const trial = clone(current);
    const removed = ruin(model, trial, random);
    if (removed.length === 0) {
      if (model.n === 0 || !trial.routes.some((r) => r.some((s) => model.fixedDay[s]! < 0))) break;
      continue;
    }
    // Priority order with noise, now and then a random order: removed stops may come back elsewhere.
    const noise = random() < 0.2 ? 10 : 0.3;
    const order = leftOutByPriority(model, trial)
      .map((s) => ({ s, key: model.priority[s]! * (1 + noise * random()) }))
      .sort((a, b) => b.key - a.key)
      .map((x) => x.s);
    recreate(model, trial, order, random, 0.1);
    descend(model, trial, selecting);
    pool.add(trial);
    const t = score(trial);
    const c = score(current);
    // Record-to-record: a plan with as much priority and up to 2 % more driving may replace the current one.
    // The acceptance stays as wide to the last round (decision 0397): the best plan is kept anyway, and a
    // search that narrowed to a descent spent its last rounds where it already was.
    if (
      better(t, c) ||
      (t.priority > c.priority - epsilon && t.drive <= c.drive * (1 + driveThreshold)) ||
      (selecting && nearBest(t, score(best)))
    )
      current = trial;
    if (better(score(current), score(best))) best = clone(current);
  }
  return best;
}
