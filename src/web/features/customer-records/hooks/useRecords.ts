import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactInput, DescriptionInput } from '../../../../domain/customer-records/schemas';
import { useLiveInvalidation } from '../../../lib/live';
import {
  deleteContact,
  deleteDescription,
  fetchContacts,
  fetchCustomerNotes,
  fetchDescriptions,
  fetchTransactions,
  recordKeys,
  saveContact,
  saveDescription,
  type TransactionType,
} from '../api/records';

/** Contacts, newest first, refreshed when anyone changes them. */
export function useContacts(listId: string) {
  useLiveInvalidation(['customer.contacts'], recordKeys.contacts(listId));
  return useQuery({ queryKey: recordKeys.contacts(listId), queryFn: () => fetchContacts(listId) });
}

export function useDescriptions(listId: string) {
  useLiveInvalidation(['customer.descriptions'], recordKeys.descriptions(listId));
  return useQuery({ queryKey: recordKeys.descriptions(listId), queryFn: () => fetchDescriptions(listId) });
}

export function useSaveContact(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ContactInput; id?: string }) => saveContact(listId, input, id),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.contacts(listId) }),
  });
}

export function useDeleteContact(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContact(listId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.contacts(listId) }),
  });
}

export function useSaveDescription(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: DescriptionInput; id?: string }) =>
      saveDescription(listId, input, id),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.descriptions(listId) }),
  });
}

export function useDeleteDescription(listId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDescription(listId, id),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.descriptions(listId) }),
  });
}

/**
 * Transactions load only when the user presses Load (`loaded` holds the type then chosen),
 * 50 at a time; further pages follow the server's cursor.
 */
export const useTransactions = (listId: string, loaded: TransactionType | null) =>
  useInfiniteQuery({
    queryKey: recordKeys.transactions(listId, loaded ?? 'invoices'),
    queryFn: ({ pageParam }) => fetchTransactions(listId, loaded ?? 'invoices', pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: loaded !== null,
  });

export function useCustomerNotes(listId: string, enabled: boolean) {
  useLiveInvalidation(['note.changed'], recordKeys.notes(listId));
  return useInfiniteQuery({
    queryKey: recordKeys.notes(listId),
    queryFn: ({ pageParam }) => fetchCustomerNotes(listId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** A value kept in session storage for the browser tab (active tab, transaction type). */
export function readSession<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
  return stored && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback;
}
