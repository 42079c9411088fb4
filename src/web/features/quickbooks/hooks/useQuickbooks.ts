import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import {
  createConnection,
  fetchOrderPush,
  fetchQuickbooks,
  orderPushKey,
  quickbooksKey,
  removeConnection,
  retryCustomerPush,
  retryOnlinePush,
  retryPush,
  updateConnection,
  type ConnectionChange,
  type NewConnection,
} from '../api/quickbooks';

/**
 * Connections, runs and the push queue; a finished run, a pushed order or a new customer pushed
 * (a prospect's change) refreshes them live.
 */
export function useQuickbooks() {
  useLiveInvalidation(['import.completed', 'order.changed', 'prospect.changed'], quickbooksKey);
  return useQuery({ queryKey: quickbooksKey, queryFn: fetchQuickbooks });
}

function useQuickbooksMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: quickbooksKey }),
  });
}

export const useCreateConnection = () =>
  useQuickbooksMutation((body: NewConnection) => createConnection(body));
export const useUpdateConnection = () =>
  useQuickbooksMutation(({ id, change }: { id: string; change: ConnectionChange }) =>
    updateConnection(id, change),
  );
export const useRemoveConnection = () => useQuickbooksMutation((id: string) => removeConnection(id));
/** Retries a failed order from the queue: on Desktop's next run, or to QuickBooks Online at once. */
export const useRetryPush = () =>
  useQuickbooksMutation(({ orderId, online }: { orderId: string; online: boolean }) =>
    online ? retryOnlinePush(orderId) : retryPush(orderId),
  );
/** Sends again a new customer QuickBooks refused: on Desktop's next run or Online's next round. */
export const useRetryCustomerPush = () =>
  useQuickbooksMutation((prospectId: string) => retryCustomerPush(prospectId));

/**
 * An order's way to QuickBooks, for its page: its push and where it goes. A push or a refusal shows
 * without a reload, and so does an admin's switch of where orders go (a settings change).
 */
export function useOrderPush(orderId: string) {
  const key = orderPushKey(orderId);
  useLiveInvalidation(['order.changed', 'import.completed', 'settings.changed'], key);
  return useQuery({ queryKey: key, queryFn: () => fetchOrderPush(orderId) });
}

/** Sends an order QuickBooks Online refused again; its page then shows it waiting. */
export function useRetryOnlinePush(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => retryOnlinePush(orderId),
    onSuccess: () => client.invalidateQueries({ queryKey: orderPushKey(orderId) }),
  });
}
