/**
 * Planning problems for the planner's benchmark (issue 47 item 4): a rep's home in Tampa, shops
 * within about 25 miles, 1–5 weekdays of 08:00–18:00, opening hours of four kinds (always open,
 * office hours, evening lounges, split hours closed early in the week), visits of 20–60 minutes,
 * priorities 1–100, an appointment on some days, and more stops than fit. Seeded: the same
 * arguments, the same problem.
 */
import { seededRandom } from '../src/domain/planner/solver.js';
import { compileProblem, routeDrive } from '../src/domain/planner/model.js';
import type { PlanProblem, PlanStop } from '../src/domain/planner/index.js';

const home = { lat: 27.95, lng: -82.46 };
const mondays = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];

type Hours = PlanStop['hours'];
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const every = (keys: readonly string[], intervals: [string, string][]) =>
  Object.fromEntries(keys.map((k) => [k, intervals])) as Hours;

export function generateProblem(stopCount: number, dayCount: number, seed: number): PlanProblem {
  const random = seededRandom(seed * 7919 + stopCount * 31 + dayCount);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const days = mondays
    .slice(0, dayCount)
    .map((date) => ({ date, start: home, end: home, from: '08:00', to: '18:00' }));
  const stops: PlanStop[] = Array.from({ length: stopCount }, (_, i) => {
    const kind = random();
    const hours: Hours =
      kind < 0.35
        ? undefined
        : kind < 0.7
          ? every([...weekdays, ...(random() < 0.5 ? ['sat'] : [])], [['09:00', '17:00']])
          : kind < 0.85
            ? every([...weekdays, 'sat'], [['16:00', '22:00']])
            : every(weekdays.slice(1 + Math.floor(random() * 2)), [
                ['10:00', '13:00'],
                ['15:00', '19:00'],
              ]);
    return {
      id: `s${i + 1}`,
      lat: home.lat + (random() - 0.5) * 0.7,
      lng: home.lng + (random() - 0.5) * 0.8,
      minutes: pick([20, 30, 45, 60]),
      priority: 1 + Math.floor(random() * 100),
      ...(hours ? { hours } : {}),
    };
  });
  // About one appointment for every eight stops, one a day at most, each reachable on its own.
  const problem: PlanProblem = { days, stops, travel: { roadFactor: 1.3, mph: 35 } };
  const appointments = Math.min(dayCount, Math.max(1, Math.round(stopCount / 8)));
  for (let a = 0; a < appointments; a++) {
    const stop = stops[a]!;
    const at = `${String(10 + Math.floor(random() * 5)).padStart(2, '0')}:${pick(['00', '30'])}`;
    stop.fixed = { date: days[a]!.date, at };
    delete stop.hours;
    const model = compileProblem(problem);
    if (routeDrive(model, a, [a]) < 0) delete stop.fixed;
  }
  return problem;
}

/** The benchmark's problems: [stops, days] with three seeds up to 12 stops (solved exactly too), two above. */
export const benchmarkCases: { stops: number; days: number; seed: number }[] = [
  ...[
    [8, 1],
    [8, 2],
    [12, 1],
    [12, 2],
    [12, 3],
  ].flatMap(([stops, days]) => [1, 2, 3].map((seed) => ({ stops: stops!, days: days!, seed }))),
  ...[
    [20, 2],
    [20, 3],
    [40, 5],
    [80, 5],
  ].flatMap(([stops, days]) => [1, 2].map((seed) => ({ stops: stops!, days: days!, seed }))),
];
