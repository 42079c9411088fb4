import { taskGroupOf, type ZoneOffset } from '../dates/ranges.js';

const notificationGroups = ['Today', 'Last 7 Days', '7 to 15 Days', '15 to 30 Days', 'Older'] as const;
type NotificationGroup = (typeof notificationGroups)[number];

/** Same boundaries as the home task groups (spec §9: today, under 7, 15 and 30 days, older). */
const fromTaskGroup = {
  Today: 'Today',
  'Last 7 Days': 'Last 7 Days',
  'Last 15 Days': '7 to 15 Days',
  'Last 30 Days': '15 to 30 Days',
  Older: 'Older',
} as const satisfies Record<ReturnType<typeof taskGroupOf>, NotificationGroup>;

export function notificationGroupOf(at: Date, now: Date, zone: ZoneOffset): NotificationGroup {
  return fromTaskGroup[taskGroupOf(at, now, zone)];
}

/** Groups in the fixed order, empty ones left out; items keep their order. */
export function groupNotifications<T>(
  items: readonly T[],
  createdAtOf: (item: T) => Date,
  now: Date,
  zone: ZoneOffset,
): { group: NotificationGroup; items: T[] }[] {
  const groups = new Map<NotificationGroup, T[]>(notificationGroups.map((g) => [g, []]));
  for (const item of items) groups.get(notificationGroupOf(createdAtOf(item), now, zone))?.push(item);
  return notificationGroups.flatMap((group) => {
    const list = groups.get(group) ?? [];
    return list.length ? [{ group, items: list }] : [];
  });
}
