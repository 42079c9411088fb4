import { z } from 'zod';

const notificationTypes = [
  'new-comment',
  'new-task',
  'removed-task',
  'resolved-task',
  'unresolved-task',
  'order-in-quickbooks',
  'task-due',
  'quickbooks-needs-reconnecting',
  'shop-order',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The notification each task transition sends (spec §4). */
export const taskNotificationTypes = {
  set: 'new-task',
  resolve: 'resolved-task',
  unresolve: 'unresolved-task',
  remove: 'removed-task',
} as const satisfies Record<string, NotificationType>;

/** Spec §9: pages of 50, the last 90 days, Dismiss All above 5. */
export const notificationsPageSize = 50;
export const notificationsWindowDays = 90;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  text: z.string(),
  actingUser: z.string(),
  createdAt: z.string(),
  seen: z.boolean(),
  dismissed: z.boolean(),
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  /** '1' or 'true' for the full page, dismissed ones included. */
  includeDismissed: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  cursor: z.string().max(500).optional(),
});
