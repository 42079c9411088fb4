import type { NotificationType } from '../../../domain/notifications/schemas.js';

/** One row per recipient. */
export interface NotificationsTable {
  id: string;
  userId: string;
  type: NotificationType;
  text: string;
  actingUserId: string | null;
  actingUserName: string;
  link: string;
  seen: boolean;
  dismissed: boolean;
  createdAt: string;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
}

export const notificationsCodecColumns = { json: [] as string[], boolean: ['seen', 'dismissed'] };
