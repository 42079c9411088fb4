import { notificationsContract } from '../../../../domain/notifications/contract';
import { call } from '../../../lib/api';

export type { Notification } from '../../../../domain/notifications/schemas';

export const notificationsKey = ['notifications'] as const;

export const notificationsApi = {
  list: (includeDismissed: boolean, cursor?: string) =>
    call(notificationsContract.list, {
      query: { includeDismissed: includeDismissed ? '1' : undefined, cursor },
    }),
  unreadCount: () => call(notificationsContract.unreadCount),
  seen: (id: string) => call(notificationsContract.markSeen, { params: { id } }),
  dismiss: (id: string) => call(notificationsContract.dismiss, { params: { id } }),
  dismissAll: () => call(notificationsContract.dismissAll),
};
