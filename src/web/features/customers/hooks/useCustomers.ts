import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noAnswer } from '../../../lib/api';
import { useKept } from '../../../offline/kept';
import { isCustomerPage, searchKept } from '../offline';
import { customerKey, customerSearchKey, fetchCustomer, searchCustomers } from '../api/customers';

/**
 * Server search, debounced while typing. Recent searches stay in the query cache for ten minutes,
 * so going back to a query shows its results at once and revalidates them (docs/decisions/0003).
 * When the server cannot be reached, the same search runs over the customers this device keeps (the
 * offline working set and the customers opened here, decision 0075) until it answers again.
 */
export function useCustomerSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const search = useQuery({
    queryKey: customerSearchKey(debounced),
    queryFn: () => searchCustomers(debounced),
    enabled: debounced.length > 0,
    staleTime: 60_000,
    gcTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
  const answered = search.data !== undefined && !search.isPlaceholderData;
  const cannotAsk = debounced.length > 0 && !answered && noAnswer(search);
  const kept = useKept(cannotAsk, isCustomerPage, (client) => searchKept(client, debounced), debounced);
  if (kept)
    return {
      customers: kept,
      loading: false,
      error: null,
      settled: debounced === text.trim(),
      onDevice: true,
    };
  const settled = debounced === text.trim() && !search.isPlaceholderData;
  return {
    customers: debounced ? (search.data?.customers ?? []) : [],
    loading: text.trim().length > 0 && (search.isFetching || !settled),
    error: search.error,
    /** The results are for what is typed now (not a previous query's). */
    settled: settled && !search.isPending,
    /** The results are from the customers kept on this device: the server cannot be reached. */
    onDevice: false,
  };
}

/** A customer's header; null (no customer chosen yet) asks nothing. */
export function useCustomer(listId: string | null) {
  return useQuery({
    queryKey: customerKey(listId ?? ''),
    queryFn: () => fetchCustomer(listId ?? '').then((r) => r.customer),
    enabled: listId !== null,
    staleTime: 60_000,
  });
}
