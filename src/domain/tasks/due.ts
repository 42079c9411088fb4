import { rangeBounds, type ZoneOffset } from '../dates/ranges.js';

/** My Tasks' sections, in the order the page shows them. */
export const dueBuckets = ['Overdue', 'Today', 'This week', 'Later', 'No date'] as const;
export type DueBucket = (typeof dueBuckets)[number];

/**
 * When a task is due: an instant, and whether only its day counts. An all-day task carries the
 * instant of its reminder (9:00 on that day where it was set) and is overdue only once its day has
 * passed; a task with a time is overdue from that minute.
 */
export interface Due {
  at: Date;
  allDay: boolean;
}

/** The hour of the day an all-day task's reminder goes out, in the zone of whoever set it. */
export const allDayReminderHour = 9;

/** The section a task falls in at `now`, days and weeks (Monday first) in the viewer's zone. */
export function dueBucketOf(due: Due | null, now: Date, zone: ZoneOffset): DueBucket {
  if (!due) return 'No date';
  const today = rangeBounds('Today', now, zone);
  const week = rangeBounds('This Week', now, zone);
  const at = due.at.getTime();
  const overdue = due.allDay ? at < today.from.getTime() : at < now.getTime();
  if (overdue) return 'Overdue';
  if (at < today.to.getTime()) return 'Today';
  if (at < week.to.getTime()) return 'This week';
  return 'Later';
}

/** Groups tasks into the sections in order, leaving out empty ones; items keep their order. */
export function groupByDue<T>(
  items: readonly T[],
  dueOf: (item: T) => Due | null,
  now: Date,
  zone: ZoneOffset,
): { bucket: DueBucket; items: T[] }[] {
  const groups = new Map<DueBucket, T[]>(dueBuckets.map((b) => [b, []]));
  for (const item of items) groups.get(dueBucketOf(dueOf(item), now, zone))?.push(item);
  return dueBuckets.flatMap((bucket) => {
    const list = groups.get(bucket) ?? [];
    return list.length ? [{ bucket, items: list }] : [];
  });
}

/** A task's due as the API carries it (ISO instant and the all-day flag), or null. */
export function dueOf(task: { taskDueAt: string | null; taskDueAllDay: boolean }): Due | null {
  return task.taskDueAt ? { at: new Date(task.taskDueAt), allDay: task.taskDueAllDay } : null;
}

/** Sorts tasks by due (soonest first, undated last), ties by their ID so the order is stable. */
export function byDue<T extends { id: string; taskDueAt: string | null }>(a: T, b: T): number {
  if (a.taskDueAt !== b.taskDueAt) {
    if (!a.taskDueAt) return 1;
    if (!b.taskDueAt) return -1;
    return Date.parse(a.taskDueAt) - Date.parse(b.taskDueAt);
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
