import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  documentKeys,
  fetchCreditMemo,
  fetchCreditMemos,
  fetchCustomers,
  fetchInvoice,
  fetchInvoices,
  fetchSalesOrder,
  type CustomerSort,
  type DocumentFilters,
} from '../api/documents';

export const useInvoice = (refNumber: string) =>
  useQuery({ queryKey: documentKeys.invoice(refNumber), queryFn: () => fetchInvoice(refNumber) });
export const useSalesOrder = (refNumber: string) =>
  useQuery({ queryKey: documentKeys.salesOrder(refNumber), queryFn: () => fetchSalesOrder(refNumber) });
export const useCreditMemo = (refNumber: string) =>
  useQuery({ queryKey: documentKeys.creditMemo(refNumber), queryFn: () => fetchCreditMemo(refNumber) });

/** The saved invoice list: 50 at a time, newest first, 'Load more' fetching the next page. */
export const useInvoiceList = (filters: DocumentFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: documentKeys.invoices(filters),
    queryFn: ({ pageParam }) => fetchInvoices(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCreditMemoList = (filters: DocumentFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: documentKeys.creditMemos(filters),
    queryFn: ({ pageParam }) => fetchCreditMemos(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCustomerList = (q: string, sort: CustomerSort, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: documentKeys.customers(q, sort),
    queryFn: ({ pageParam }) => fetchCustomers(q, sort, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
