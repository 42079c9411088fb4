import { compileProblem, endPoint, startPoint } from './model.js';
import { clockOfMinutes, minutesOfClock, type Plan, type PlanProblem } from './schema.js';

/** The plan's drive minutes are printed to a tenth. */
const driveTolerance = 0.051;

/**
 * Every way a plan breaks the problem's rules, in words (empty when it keeps them all). It checks
 * the rules, not optimality: each stop placed once or listed as left out, each visit inside its
 * opening hours on its day (or at its appointment's time), each day's locked stops in their order
 * (decision 0358), nobody arriving before the drive from the stop before allows, each day from its
 * start at `from` back to its end by `to`, and the drive minutes as stated. Outside planners' plans are checked by the same function (`npm run plan -- --check`).
 */
export function checkPlan(problem: PlanProblem, plan: Plan): string[] {
  const model = compileProblem(problem);
  const P = model.points;
  const violations: string[] = [];
  const stopIndex = new Map(problem.stops.map((s, i) => [s.id, i]));
  const dayIndex = new Map(problem.days.map((d, i) => [d.date, i]));
  const seen = new Set<string>();
  let drive = 0;
  const once = (id: string): number | undefined => {
    const s = stopIndex.get(id);
    if (s === undefined) violations.push(`${id} is not one of the problem's stops`);
    else if (seen.has(id)) violations.push(`${id} appears more than once`);
    seen.add(id);
    return s;
  };
  const seenDays = new Set<string>();
  for (const day of plan.days) {
    const d = dayIndex.get(day.date);
    if (d === undefined || seenDays.has(day.date)) {
      violations.push(`${day.date} is not one of the problem's days, or is listed twice`);
      continue;
    }
    seenDays.add(day.date);
    let prev = startPoint(model, d);
    let time = model.from[d]!;
    let locked: { id: string; order: number } | null = null;
    for (const visit of day.stops) {
      const s = once(visit.id);
      if (s === undefined) continue;
      const order = problem.stops[s]!.order;
      if (order !== undefined) {
        if (locked && order < locked.order)
          violations.push(`${visit.id} on ${day.date}: locked before ${locked.id} but planned after it`);
        if (!locked || order > locked.order) locked = { id: visit.id, order };
      }
      const travel = model.travel[prev * P + s]!;
      drive += travel;
      const arrive = minutesOfClock(visit.arrive);
      const leave = minutesOfClock(visit.leave);
      const start = leave - model.visit[s]!;
      if (arrive < time + travel - 1e-6) {
        violations.push(
          `${visit.id} on ${day.date}: arrives at ${visit.arrive}, before the drive allows (${(time + travel).toFixed(1)} min into the day)`,
        );
      }
      if (start < arrive)
        violations.push(
          `${visit.id} on ${day.date}: leaves at ${visit.leave}, before its ${model.visit[s]}-minute visit could end`,
        );
      const w = model.windows[s * model.D + d]!;
      let inside = false;
      for (let i = 0; i < w.length; i += 2) if (start >= w[i]! && start <= w[i + 1]!) inside = true;
      if (!inside) {
        const fixed = problem.stops[s]!.fixed;
        violations.push(
          fixed
            ? `${visit.id}: the appointment on ${fixed.date} at ${fixed.at} is not kept (planned ${day.date} ${clockOfMinutes(start)})`
            : `${visit.id} on ${day.date}: the visit ${clockOfMinutes(start)}–${visit.leave} is outside its opening hours or its day`,
        );
      }
      time = leave;
      prev = s;
    }
    if (day.stops.length > 0) {
      const end = endPoint(model, d);
      drive += model.travel[prev * P + end]!;
      if (time + model.travel[prev * P + end]! > model.to[d]! + 1e-6) {
        violations.push(`${day.date}: back at the day's end after ${problem.days[d]!.to}`);
      }
    }
  }
  for (const left of plan.unplaced) once(left.id);
  for (const stop of problem.stops)
    if (!seen.has(stop.id)) violations.push(`${stop.id} is neither planned nor listed as left out`);
  if (Math.abs(drive - plan.driveMinutes) > driveTolerance) {
    violations.push(`the drive minutes are ${drive.toFixed(1)}, not ${plan.driveMinutes}`);
  }
  return violations;
}
