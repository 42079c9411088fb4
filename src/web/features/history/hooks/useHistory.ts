import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveInvalidation } from '../../../lib/live';
import {
  auditKey,
  historyApi,
  historyKey,
  trashKey,
  type AuditFilters,
  type HistorySubject,
} from '../api/history';

/** A page's history, refreshed when what it shows changes. */
export function useHistory(subject: HistorySubject, id: string) {
  useLiveInvalidation(
    [
      'note.changed',
      'order.changed',
      'comments.changed',
      'customer.contacts',
      'customer.descriptions',
      'customer.hours',
      'customer.place',
      'prospect.changed',
    ],
    ['history'],
  );
  return useQuery({ queryKey: historyKey(subject, id), queryFn: () => historyApi.history(subject, id) });
}

export function useTrash() {
  return useQuery({ queryKey: trashKey, queryFn: historyApi.trash });
}

/** Restores and refreshes everything (the restored row shows again wherever it was listed). */
export function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => historyApi.restore(id),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKey(filters),
    queryFn: ({ pageParam }) => historyApi.audit({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
