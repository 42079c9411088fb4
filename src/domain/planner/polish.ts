import type { Model } from './model.js';
import {
  better,
  clone,
  epsilon,
  leftOutByPriority,
  recreate,
  ruin,
  score,
  shuffle,
  type Solution,
} from './insertion.js';
import { crossTails, relocate, swap, twoOpt } from './moves.js';
import { bestOrder } from './order.js';
import type { RoutePool } from './pool.js';
import { resplit } from './resplit.js';

/**
 * The drive's polish (decision 0379): the search's best plan, its stops kept (so the priority
 * placed never falls), their days and order searched for the least drive. Rounds remove a few
 * stops and put them back at their cheapest places (a round where one no longer fits is dropped),
 * then settle: the descent's drive moves and the exchange of two days' ends, then each day's exact
 * order, until none drives less. The last plan also has two days' stops split otherwise where that
 * drives less (`resplit.ts`, decision 0399).
 */

/** The acceptance's threshold at the first round: up to 6 % more drive, falling to 0. */
const polishThreshold = 0.06;

/** A cap on the settling's passes: each pass drives less, so it ends anyway; the cap bounds a phone's worst case. */
const settlePasses = 500;

/** Each day in its least-drive order; whether any day changed. */
export function orderDays(model: Model, sol: Solution): boolean {
  let changed = false;
  for (let d = 0; d < model.D; d++) {
    const found = bestOrder(model, d, sol.routes[d]!, sol.drive[d]!);
    if (!found) continue;
    sol.routes[d] = found.seq;
    sol.drive[d] = found.drive;
    changed = true;
  }
  return changed;
}

/**
 * The moves until none drives less; with `exact`, then each day's exact order, and again. The exact
 * orders cost milliseconds a day of 10–12 stops, so the rounds ask for them only on a new best plan;
 * `split` (two days' stops exchanged, both reordered exactly, decision 0399) costs tens of
 * milliseconds a pass on 80 stops, so only the polish's last plan asks for it.
 */
export function settle(model: Model, sol: Solution, exact: boolean, split = false) {
  for (let pass = 0; pass < settlePasses; pass++) {
    if (relocate(model, sol) || twoOpt(model, sol) || swap(model, sol) || crossTails(model, sol)) continue;
    if (exact && orderDays(model, sol)) continue;
    if (split && resplit(model, sol)) continue;
    return;
  }
}

export function* polish(
  model: Model,
  start: Solution,
  rounds: number,
  deadline: number,
  now: () => number,
  random: () => number,
  pool?: RoutePool,
): Generator<void, Solution> {
  let current = clone(start);
  settle(model, current, true);
  let best = clone(current);
  for (let round = 0; round < rounds; round++) {
    yield;
    if (now() >= deadline) break;
    const trial = clone(current);
    const removed = ruin(model, trial, random);
    if (removed.length === 0) break;
    recreate(model, trial, shuffle(removed, random), random, 0.1);
    if (removed.some((s) => trial.day[s]! < 0)) continue;
    settle(model, trial, false);
    // A shorter drive may leave room for a stop left out.
    const before = trial.priority;
    recreate(model, trial, leftOutByPriority(model, trial));
    if (trial.priority > before + epsilon) settle(model, trial, false);
    pool?.add(trial);
    const t = score(trial);
    const c = score(current);
    // Wider than the search's (2 %): a drive has to climb out of one area's split between days to find another's.
    const threshold = polishThreshold * (1 - round / rounds);
    if (better(t, c) || (t.priority > c.priority - epsilon && t.drive <= c.drive * (1 + threshold)))
      current = trial;
    if (better(score(current), score(best))) {
      settle(model, current, true);
      best = clone(current);
    }
  }
  // Not past the cap: a slow phone returns what it has (decision 0392).
  settle(model, best, true, now() < deadline);
  return best;
}
