/** The bell's name for screen readers and its tooltip. */
export const badgeLabel = (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications');

/** The number on the bell; past 99 it would not fit. */
export const badgeCount = (unread: number) => (unread > 99 ? '99+' : unread);

/**
 * What to say when the unread count changes live, or null: only a rise is news, and the first
 * count after loading (`previous` null) is not.
 */
export function arrivalMessage(previous: number | null, unread: number): string | null {
  if (previous === null || unread <= previous) return null;
  const arrived = unread - previous;
  return arrived === 1
    ? `New notification. ${unread} unread`
    : `${arrived} new notifications. ${unread} unread`;
}
