import type { RouteResult } from '../../../../domain/contract/route';
import {
  documentsContract,
  type CustomerSort,
  type TransactionFiltersInput,
} from '../../../../domain/documents/contract';
import { call } from '../../../lib/api';

export type {
  CreditMemoSummary,
  CustomerRow,
  CustomerSort,
  DocumentAddress as Address,
  DocumentLine,
  InvoiceSummary,
  LinkedTxn,
  SalesOrderSummary,
} from '../../../../domain/documents/contract';
export { customerSorts } from '../../../../domain/documents/contract';

export type InvoiceDetail = RouteResult<typeof documentsContract.invoice>;
export type SalesOrderDetail = RouteResult<typeof documentsContract.salesOrder>;
export type CreditMemoDetail = RouteResult<typeof documentsContract.creditMemo>;
export type Company = InvoiceDetail['company'];

/** The list filters as the form holds them (the server's schema coerces the numbers). */
export type DocumentFilters = Omit<TransactionFiltersInput, 'cursor' | 'limit' | 'customerListId'>;

export const documentKeys = {
  invoice: (refNumber: string) => ['invoice', refNumber] as const,
  salesOrder: (refNumber: string) => ['salesOrder', refNumber] as const,
  creditMemo: (refNumber: string) => ['creditMemo', refNumber] as const,
  invoices: (filters: DocumentFilters) => ['invoices', filters] as const,
  creditMemos: (filters: DocumentFilters) => ['creditMemos', filters] as const,
  customers: (q: string, sort: CustomerSort) => ['customerList', q, sort] as const,
};

export const fetchInvoice = (refNumber: string) => call(documentsContract.invoice, { params: { refNumber } });
export const fetchSalesOrder = (refNumber: string) =>
  call(documentsContract.salesOrder, { params: { refNumber } });
export const fetchCreditMemo = (refNumber: string) =>
  call(documentsContract.creditMemo, { params: { refNumber } });

export const fetchInvoices = (filters: DocumentFilters, cursor?: string) =>
  call(documentsContract.invoices, { query: { ...filters, cursor } });
export const fetchCreditMemos = (filters: DocumentFilters, cursor?: string) =>
  call(documentsContract.creditMemos, { query: { ...filters, cursor } });
export const fetchCustomers = (q: string, sort: CustomerSort, cursor?: string) =>
  call(documentsContract.customers, { query: { q, sort, cursor } });
