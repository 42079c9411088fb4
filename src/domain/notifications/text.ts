import type { NotificationType } from './schemas.js';

/** The sign-in page's note when a page sent a visitor there (spec §8); here, not in schemas.ts, so
 * the sign-in page does not load zod. */
export const notLoggedInMessage = 'Not Logged in';

// The notifications list's words, here too: the home page shows the list and loads no zod.
export const dismissAllThreshold = 5;
export const dismissAllConfirm = 'Are you sure you want to DELETE ALL notifications?';
export const noNotificationsMessage = 'No Notifications';

export const notificationTitles: Record<NotificationType, string> = {
  'new-comment': 'New Comment',
  'new-task': 'New Task',
  'removed-task': 'Task Removed',
  'resolved-task': 'Task Resolved',
  'unresolved-task': 'Task Unresolved',
  'order-in-quickbooks': 'Order in QuickBooks',
  'task-due': 'Task Due',
  'quickbooks-needs-reconnecting': 'QuickBooks Online needs reconnecting',
  'shop-order': 'Order from a shop to review',
};

const excerptLength = 140;

/** The start of a text, on one line, for a notification. */
export function excerpt(text: string, limit = excerptLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > limit ? `${line.slice(0, limit).trimEnd()}…` : line;
}

/** What a note's notification says after the acting user's name. */
export function notificationText(
  type: NotificationType,
  note: { subject: string },
  detail: { comment?: string; taskDescription?: string | null; mentioned?: boolean } = {},
): string {
  const about = `"${excerpt(note.subject, 60)}"`;
  switch (type) {
    case 'new-comment':
      return detail.mentioned
        ? `mentioned you in a comment on ${about}: ${excerpt(detail.comment ?? '')}`
        : `commented on ${about}: ${excerpt(detail.comment ?? '')}`;
    case 'new-task':
      return `set a task on ${about}: ${excerpt(detail.taskDescription ?? '')}`;
    case 'removed-task':
      return `removed the task on ${about}`;
    case 'resolved-task':
      return `marked the task on ${about} as done`;
    case 'unresolved-task':
      return `set the task on ${about} as unresolved`;
    case 'task-due':
      return `reminds you: the task on ${about} is due: ${excerpt(detail.taskDescription ?? '')}`;
    case 'order-in-quickbooks':
      // Not about a note: the Web Connector writes this notification's text itself.
      return `put ${about} in QuickBooks`;
    case 'quickbooks-needs-reconnecting':
      // Not about a note: the QuickBooks Online connection writes this notification's text itself.
      return `needs ${about} connected again`;
    case 'shop-order':
      // Not about a note: the shop's order writes this notification's text itself.
      return `placed ${about} in the shop portal`;
  }
}
