import { routeDrive, type Model } from './model.js';
import { weekdayOf, type UnplacedStop } from './schema.js';
import type { Solution } from './solver.js';

/** Open, but not reachable while open from the day's start and back to its end in time. */
export const outOfReachReason = "out of reach within the day's hours";

/**
 * Why a stop was left out, from a small fixed set (decision 0314), tried in this order:
 * - an appointment that can't be kept alone within its day's hours: "appointment outside Monday's hours (08:00–18:00)";
 * - an appointment that can't be kept beside another one: "appointment clashes with c3";
 * - closed on every day it could go: "closed on Mondays and Tuesdays";
 * - open on one of them but never long enough for the visit: "open too briefly for a 45-minute visit";
 * - open, but not reachable while open from the day's start and back to its end in time: "out of reach within the day's hours";
 * - it would fit alone, but the days are full of worthier stops: "no time left on Monday or Tuesday".
 */
const weekdayNames = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
} as const;

/** "Monday", "Monday or Tuesday", "Monday, Tuesday or Friday" (each weekday once). */
function listOf(words: string[], conjunction: 'and' | 'or'): string {
  const unique = [...new Set(words)];
  if (unique.length < 2) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} ${conjunction} ${unique[unique.length - 1]}`;
}

const weekdayName = (model: Model, d: number) => weekdayNames[weekdayOf(model.problem.days[d]!.date)];

export function unplacedReason(model: Model, sol: Solution, v: number): UnplacedStop {
  const stop = model.problem.stops[v]!;
  const days = Array.from({ length: model.D }, (_, d) => d);
  const fixedDay = model.fixedDay[v]!;
  if (fixedDay >= 0) {
    const day = model.problem.days[fixedDay]!;
    if (routeDrive(model, fixedDay, [v]) < 0) {
      return {
        id: stop.id,
        kind: 'appointment-outside-day',
        reason: `appointment outside ${weekdayName(model, fixedDay)}'s hours (${day.from}–${day.to})`,
      };
    }
    const other = sol.routes[fixedDay]!.find(
      (u) => routeDrive(model, fixedDay, [u, v]) < 0 && routeDrive(model, fixedDay, [v, u]) < 0,
    );
    if (other !== undefined) {
      return {
        id: stop.id,
        kind: 'clash',
        reason: `appointment clashes with ${model.problem.stops[other]!.id}`,
      };
    }
  }
  const open = days.filter((d) => model.windows[v * model.D + d]!.length > 0);
  if (open.length === 0) {
    const considered = stop.day ? days.filter((d) => model.problem.days[d]!.date === stop.day) : days;
    const closed = considered.filter((d) => !stop.hours?.[weekdayOf(model.problem.days[d]!.date)]?.length);
    if (closed.length === considered.length) {
      return {
        id: stop.id,
        kind: 'closed',
        reason: `closed on ${listOf(
          closed.map((d) => `${weekdayName(model, d)}s`),
          'and',
        )}`,
      };
    }
    return { id: stop.id, kind: 'too-short', reason: `open too briefly for a ${stop.minutes}-minute visit` };
  }
  const fits = open.filter((d) => routeDrive(model, d, [v]) >= 0);
  if (fits.length === 0) {
    return { id: stop.id, kind: 'too-far', reason: outOfReachReason };
  }
  return {
    id: stop.id,
    kind: 'no-time',
    reason: `no time left on ${listOf(
      fits.map((d) => weekdayName(model, d)),
      'or',
    )}`,
  };
}
