/**
 * The notes feed's fixed date ranges, computed in the browser's time zone for a given moment. The
 * zone is a function giving the UTC offset in minutes at an instant (east positive), so daylight
 * saving changes inside a range are honoured: the browser passes `(d) => -d.getTimezoneOffset()`.
 */
export const dateRanges = [
  'Today',
  'Yesterday',
  'This Week',
  'Last Week',
  'This Month',
  'Last Month',
  'This Year',
  'Last Year',
] as const;
export type DateRange = (typeof dateRanges)[number];

export type ZoneOffset = (at: Date) => number;

export const browserZone: ZoneOffset = (at) => -at.getTimezoneOffset();

const minute = 60_000;
const day = 24 * 60 * minute;

interface WallDate {
  year: number;
  month: number; // 0-11
  day: number;
}

function wallDateOf(at: Date, zone: ZoneOffset): WallDate {
  const shifted = new Date(at.getTime() + zone(at) * minute);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The instant local midnight starts on a wall date (Date.UTC normalises overflowing days and months). */
export function startOfLocalDay(wall: WallDate, zone: ZoneOffset): Date {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day);
  let guess = asUtc - zone(new Date(asUtc)) * minute;
  guess = asUtc - zone(new Date(guess)) * minute;
  return new Date(guess);
}

/** [from, to): `from` inclusive, `to` exclusive. */
interface Interval {
  from: Date;
  to: Date;
}

export function rangeBounds(range: DateRange, now: Date, zone: ZoneOffset): Interval {
  const today = wallDateOf(now, zone);
  const at = (year: number, month: number, d: number) => startOfLocalDay({ year, month, day: d }, zone);
  const { year, month } = today;
  const mondayOffset = (new Date(Date.UTC(year, month, today.day)).getUTCDay() + 6) % 7;
  const weekStart = today.day - mondayOffset;
  switch (range) {
    case 'Today':
      return { from: at(year, month, today.day), to: at(year, month, today.day + 1) };
    case 'Yesterday':
      return { from: at(year, month, today.day - 1), to: at(year, month, today.day) };
    case 'This Week':
      return { from: at(year, month, weekStart), to: at(year, month, weekStart + 7) };
    case 'Last Week':
      return { from: at(year, month, weekStart - 7), to: at(year, month, weekStart) };
    case 'This Month':
      return { from: at(year, month, 1), to: at(year, month + 1, 1) };
    case 'Last Month':
      return { from: at(year, month - 1, 1), to: at(year, month, 1) };
    case 'This Year':
      return { from: at(year, 0, 1), to: at(year + 1, 0, 1) };
    case 'Last Year':
      return { from: at(year - 1, 0, 1), to: at(year, 0, 1) };
  }
}

const taskGroups = ['Today', 'Last 7 Days', 'Last 15 Days', 'Last 30 Days', 'Older'] as const;
type TaskGroup = (typeof taskGroups)[number];

/** Home page task grouping (spec §9: 0, 7, 15, 30 days): today's local day, then by age in days. */
export function taskGroupOf(createdAt: Date, now: Date, zone: ZoneOffset): TaskGroup {
  const todayStart = startOfLocalDay(wallDateOf(now, zone), zone);
  if (createdAt.getTime() >= todayStart.getTime()) return 'Today';
  const ageDays = (now.getTime() - createdAt.getTime()) / day;
  if (ageDays <= 7) return 'Last 7 Days';
  if (ageDays <= 15) return 'Last 15 Days';
  if (ageDays <= 30) return 'Last 30 Days';
  return 'Older';
}

/** Groups items in the fixed order, leaving out empty groups; items keep their order. */
export function groupTasks<T>(
  items: readonly T[],
  createdAtOf: (item: T) => Date,
  now: Date,
  zone: ZoneOffset,
): { group: TaskGroup; items: T[] }[] {
  const groups = new Map<TaskGroup, T[]>(taskGroups.map((g) => [g, []]));
  for (const item of items) groups.get(taskGroupOf(createdAtOf(item), now, zone))?.push(item);
  return taskGroups.flatMap((group) => {
    const list = groups.get(group) ?? [];
    return list.length ? [{ group, items: list }] : [];
  });
}
