import { travelMinutesModel } from '../planner/index.js';
import { minutesOf } from './hours.js';

/** What of a planned day its reach depends on: where it starts and ends, and its hours. */
interface PlanDay {
  start: { lat: number; lng: number };
  end: { lat: number; lng: number };
  from: string;
  to: string;
}
interface Travel {
  roadFactor: number;
  mph: number;
}

const hoursOf = (day: PlanDay) => minutesOf(day.to) - minutesOf(day.from);

/**
 * Whether a visit of `minutes` at `at` fits some planned day at all: from the day's start, the visit,
 * and on to its end within its hours (opening hours and other stops aside, the drive exact where the
 * planner's clock rounds up): a customer that fails it is out of reach whatever the plan.
 */
export function withinReach(
  at: { lat: number; lng: number },
  minutes: number,
  days: readonly PlanDay[],
  travel: Travel,
) {
  return days.some(
    (day) =>
      travelMinutesModel(day.start, at, travel) + minutes + travelMinutesModel(at, day.end, travel) <=
      hoursOf(day),
  );
}

/**
 * A day whose drive from its start to its end alone outlasts its hours holds no stop, and a bare
 * "no stops" would hide why: its working days are what to change (a night away too far off).
 */
export function dayWarning(day: PlanDay, travel: Travel): { warning?: string } {
  const apart = Math.ceil(travelMinutesModel(day.start, day.end, travel));
  if (apart <= hoursOf(day)) return {};
  const hours = Math.floor(apart / 60);
  const minutes = apart - hours * 60;
  const took = [hours > 0 ? `${hours} h` : '', minutes > 0 ? `${minutes} min` : ''].filter(Boolean).join(' ');
  return {
    warning: `The drive from this day's start to its end alone takes about ${took}, longer than its hours (${day.from}–${day.to}): change its end place or hours in your working days`,
  };
}
