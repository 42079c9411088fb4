/**
 * The week planner's core (issue 47 items 3–4): pure code, the same on the phone and the server.
 *
 * Stable exports (the planning page, the API and `npm run plan` call these; keep the names):
 * - `planProblemSchema` / `PlanProblem`: the problem's format (docs/planning.md), with clear messages for bad input;
 * - `planSchema` / `Plan`: the plan's format;
 * - `parsePlanProblem(input)`: the problem or one readable message;
 * - `planProblem(problem, options?)`: the plan (decision 0312 for the method, 0313 for travel times);
 *   `planProblemSteps` the same as steps a server runs in slices (0396), `runSteps` runs them at once;
 * - `checkPlan(problem, plan)`: the rules a plan breaks, in words (empty when none);
 * - `unplacedKinds`: the fixed set of reasons a stop is left out (decision 0314);
 * - `travelMinutesModel`: minutes between two places by the straight-line model.
 */
import { compileProblem, routeTimes } from './model.js';
import { unplacedReason } from './reasons.js';
import { clockOfMinutes, planProblemSchema, type Plan, type PlanProblem } from './schema.js';
import { runSteps, solveSteps, type SearchOptions } from './solver.js';

export { checkPlan } from './check.js';
export { travelMinutesModel } from './model.js';
export { outOfReachReason } from './reasons.js';
export {
  maxPlanDays,
  maxPlanStops,
  planProblemSchema,
  planSchema,
  unplacedKinds,
  type Plan,
  type PlanDay,
  type PlanProblem,
  type PlanProblemInput,
  type PlanStop,
  type UnplacedKind,
  type UnplacedStop,
} from './schema.js';
export { defaultBudgetMs, defaultIterations, runSteps, type SearchOptions } from './solver.js';

/** Bad input as one message a user reads: "stops.2.hours.mon.0: The opening hours of c3 on mon close (09:00) before they open (10:00)". */
export function parsePlanProblem(
  input: unknown,
): { ok: true; problem: PlanProblem } | { ok: false; message: string } {
  const result = planProblemSchema.safeParse(input);
  if (result.success) return { ok: true, problem: result.data };
  const message = result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('\n');
  return { ok: false, message };
}

/**
 * Plans the days: which stops on which day, in what order and at what time, and why the others
 * are left out. The problem must have passed `planProblemSchema`. Options override the problem's
 * own `budgetMs`, `iterations` and `seed`.
 */
export function planProblem(problem: PlanProblem, options: SearchOptions = {}): Plan {
  return runSteps(planProblemSteps(problem, options));
}

/**
 * `planProblem` as steps, one a round of the search (decision 0396): a server runs them in slices
 * and answers other requests between them.
 */
export function* planProblemSteps(problem: PlanProblem, options: SearchOptions = {}): Generator<void, Plan> {
  const model = compileProblem(problem);
  const solution = yield* solveSteps(model, {
    ...options,
    iterations: options.iterations ?? problem.iterations,
    budgetMs: options.budgetMs ?? problem.budgetMs,
    seed: options.seed ?? problem.seed,
  });
  const days = problem.days.map((day, d) => {
    const seq = solution.routes[d]!;
    const times = routeTimes(model, d, seq);
    return {
      date: day.date,
      stops: seq.map((s, i) => ({
        id: problem.stops[s]!.id,
        arrive: clockOfMinutes(times[i]!.arrive),
        leave: clockOfMinutes(times[i]!.leave),
      })),
    };
  });
  const unplaced = problem.stops.flatMap((_, s) =>
    solution.day[s]! < 0 ? [unplacedReason(model, solution, s)] : [],
  );
  const drive = solution.drive.reduce((sum, x) => sum + x, 0);
  return {
    days,
    unplaced,
    driveMinutes: Math.round(drive * 10) / 10,
    priority: solution.priority,
  };
}
