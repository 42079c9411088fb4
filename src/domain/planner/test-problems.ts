import type { PlanProblem, PlanStop } from './schema.js';

/**
 * Problems for the planner's tests: Monday 7 and Tuesday 8 December 2026, 08:00–18:00 from and to
 * home, and a travel table where every leg takes `legMinutes` (so the expected times are plain).
 */
export const monday = '2026-12-07';
export const tuesday = '2026-12-08';
const home = { lat: 27.95, lng: -82.46 };

export function stop(id: string, extra: Partial<PlanStop> = {}): PlanStop {
  return { id, lat: 27.9, lng: -82.5, minutes: 30, priority: 10, ...extra };
}

export function problemOf(
  stops: PlanStop[],
  options: { dates?: string[]; from?: string; to?: string; legMinutes?: number } = {},
): PlanProblem {
  const dates = options.dates ?? [monday];
  const legMinutes = options.legMinutes ?? 20;
  const points = [...dates.flatMap((date) => [`start:${date}`, `end:${date}`]), ...stops.map((s) => s.id)];
  return {
    days: dates.map((date) => ({
      date,
      start: home,
      end: home,
      from: options.from ?? '08:00',
      to: options.to ?? '18:00',
    })),
    stops,
    travel: {
      roadFactor: 1.3,
      mph: 35,
      table: { points, minutes: points.map((a) => points.map((b) => (a === b ? 0 : legMinutes))) },
    },
  };
}
