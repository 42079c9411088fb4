import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { OrderStatus } from '../../../../domain/orders/constants';
import type { OrderInputDraft } from '../../../../domain/orders/schemas';
import { unreached } from '../../../lib/api';
import { useLiveInvalidation } from '../../../lib/live';
import { catalogKey, orderKey, ordersApi, ordersKey, raffleKey, type FeedQuery } from '../api/orders';
import { useKeptCatalog } from '../offline';

/** The kind the server publishes when an order is created, changed or deleted. */
const orderChanged = 'order.changed' as const;

export function useOrder(id: string) {
  useLiveInvalidation([orderChanged], orderKey(id));
  return useQuery({ queryKey: orderKey(id), queryFn: () => ordersApi.get(id), retry: false });
}

export function useOrderFeed(filters: FeedQuery, enabled = true) {
  useLiveInvalidation([orderChanged], [...ordersKey, 'feed']);
  return useInfiniteQuery({
    queryKey: [...ordersKey, 'feed', filters],
    queryFn: ({ pageParam }) => ordersApi.feed(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useSalesSummary(filters: FeedQuery) {
  useLiveInvalidation([orderChanged], [...ordersKey, 'summary']);
  return useQuery({
    queryKey: [...ordersKey, 'summary', filters],
    queryFn: () => ordersApi.summary(filters),
  });
}

/** One order's raffle tickets (a handful: the order rules cap them per order). */
export function useOrderRaffleTickets(orderId: string) {
  useLiveInvalidation([orderChanged], raffleKey);
  return useQuery({
    queryKey: [...raffleKey, 'order', orderId],
    queryFn: () => ordersApi.raffleTickets({ orderId }).then((page) => page.tickets),
  });
}

/** The raffle tickets feed, newest first, a page at a time ('Load more'). */
export function useRaffleTicketsFeed() {
  useLiveInvalidation([orderChanged], raffleKey);
  return useInfiniteQuery({
    queryKey: [...raffleKey, 'feed'],
    queryFn: ({ pageParam }) => ordersApi.raffleTickets({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The chosen form's products and the customer's event-year sales (for the Cielo rule). */
export function useOrderCatalog(form: string, customerListId: string | null) {
  const query = useQuery({
    queryKey: catalogKey(form, customerListId),
    queryFn: () => ordersApi.catalog(form, customerListId),
    enabled: form.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const kept = useKeptCatalog(form, customerListId);
  // The server's answer for this customer first, or its refusal; then what this device keeps for
  // them (offline, or while their answer is on its way, rather than the previous customer's sales).
  const refused = query.error !== null && !unreached(query.error);
  if ((query.data && !query.isPlaceholderData) || !kept || refused)
    return { data: query.data, isPending: query.isPending, error: query.error };
  return { data: kept, isPending: false, error: null };
}

function useOrderMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        client.invalidateQueries({ queryKey: raffleKey }),
      ]),
  });
}

export const useCreateOrders = () => useOrderMutation((order: OrderInputDraft) => ordersApi.create(order));
export const useDeleteOrder = () => useOrderMutation((id: string) => ordersApi.remove(id));
export const useChangeOrderStatus = (id: string) =>
  useOrderMutation((status: OrderStatus) => ordersApi.setStatus(id, status));
