import type { Notification } from '../../../../domain/notifications/schemas';
import { api, query } from '../../../lib/api';

export type { Notification } from '../../../../domain/notifications/schemas';

export interface NotificationsPage {
  notifications: Notification[];
  nextCursor: string | null;
}

export const notificationsKey = ['notifications'] as const;

export const notificationsApi = {
  list: (includeDismissed: boolean, cursor?: string) =>
    api.get<NotificationsPage>(
      `/api/notifications${query({ includeDismissed: includeDismissed ? 1 : undefined, cursor })}`,
    ),
  unreadCount: () => api.get<{ count: number }>('/api/notifications/unread-count'),
  seen: (id: string) => api.post<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}/seen`),
  dismiss: (id: string) => api.post<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}/dismiss`),
  dismissAll: () => api.post<{ dismissed: number }>('/api/notifications/dismiss-all'),
};
