import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import { notificationsApi, notificationsKey } from '../api/notifications';

const live = ['notifications.changed'] as const;
// Each hook refreshes only its own query on a change, so with the bell and the list both shown a
// change reads each of them once, not twice.
const listKey = [...notificationsKey, 'list'];
const unreadKey = [...notificationsKey, 'unread'];

/** The user's notifications, newest first, 50 at a time; live. */
export function useNotifications(includeDismissed: boolean) {
  useLiveInvalidation(live, listKey);
  return useInfiniteQuery({
    queryKey: [...listKey, includeDismissed],
    queryFn: ({ pageParam }) => notificationsApi.list(includeDismissed, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useUnreadCount() {
  useLiveInvalidation(live, unreadKey);
  return useQuery({ queryKey: unreadKey, queryFn: notificationsApi.unreadCount });
}

function useNotificationMutation<A>(fn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export const useMarkSeen = () => useNotificationMutation(notificationsApi.seen);
export const useDismiss = () => useNotificationMutation(notificationsApi.dismiss);
export const useDismissAll = () => useNotificationMutation(() => notificationsApi.dismissAll());
