import type { TaskDigestTime } from '../settings/taskDigest.js';

const dayMs = 24 * 3_600_000;

/** One formatter per zone, made once: making one costs about a millisecond, more than its use. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The zone's calendar day at `at`, as YYYY-MM-DD. */
export function localDay(timeZone: string, at: number): string {
  return new Date(at + offsetAt(timeZone, at)).toISOString().slice(0, 10);
}

/**
 * The instant the zone's wall clock reads `hour`:00 on `day`. A second pass settles the offset on
 * days the clocks change; an hour the change skips resolves to the hour after it.
 */
export function zonedHour(day: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  return offsetAt(timeZone, second) === wall - second ? second : first;
}

/** The next digest after `now`, and the local day it is for: one digest a day, ever. */
export function nextDigestAt(now: Date, time: TaskDigestTime): { day: string; runAt: Date } {
  const today = Date.parse(`${localDay(time.timeZone, now.getTime())}T00:00:00Z`);
  // Today's hour or tomorrow's is always later than now; the third day only bounds the walk.
  for (let offset = 0; offset < 3; offset += 1) {
    const day = new Date(today + offset * dayMs).toISOString().slice(0, 10);
    const runAt = zonedHour(day, time.hour, time.timeZone);
    if (runAt > now.getTime()) return { day, runAt: new Date(runAt) };
  }
  throw new Error(`No digest hour after ${now.toISOString()} in ${time.timeZone}`);
}
