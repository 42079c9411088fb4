import type { CreditMemoStatus, SalesOrderStatus } from '../../../../domain/documents/status';
import type { z } from 'zod';
import type { companySchema } from '../../../../domain/settings/company';
import { api, query } from '../../../lib/api';

export type Company = z.infer<typeof companySchema>;

export interface Address {
  addr1?: string;
  addr2?: string;
  addr3?: string;
  city?: string;
  state?: string;
  postalCode?: string;
}

export interface LinkedTxn {
  txnType: string;
  refNumber: string | null;
  txnDate: string | null;
}

interface DocumentSummary {
  txnId: string;
  refNumber: string;
  txnDate: string;
  customerListId: string;
  customerName: string;
  shipState: string | null;
  subtotal: number;
}

export interface InvoiceSummary extends DocumentSummary {
  dueDate: string | null;
  balanceRemaining: number;
  pastDue: boolean;
  daysPastDue: number;
}
export interface CreditMemoSummary extends DocumentSummary {
  totalAmount: number;
  creditRemaining: number;
  status: CreditMemoStatus;
}
export interface SalesOrderSummary extends DocumentSummary {
  poNumber: string | null;
  status: SalesOrderStatus;
}

interface DocumentHeader extends DocumentSummary {
  billAddress: Address;
  shipAddress: Address;
  termsName: string | null;
  salesRepName: string | null;
  poNumber: string | null;
  linkedTxns: LinkedTxn[];
  memo: string | null;
}

export interface DocumentLine {
  lineNo: number;
  itemListId: string | null;
  itemName: string | null;
  desc: string | null;
  quantity: number;
  rate: number;
  amount: number;
}

export interface InvoiceDetail {
  company: Company;
  invoice: DocumentHeader & {
    dueDate: string | null;
    balanceRemaining: number;
    isPaid: boolean;
    tracking: string[];
    pastDue: boolean;
    daysPastDue: number;
  };
  lines: (DocumentLine & { msrp: number | null })[];
}
export interface SalesOrderDetail {
  company: Company;
  salesOrder: DocumentHeader & { fob: string | null; isFullyInvoiced: boolean; status: SalesOrderStatus };
  lines: (DocumentLine & { invoiced: number })[];
}
export interface CreditMemoDetail {
  company: Company;
  creditMemo: DocumentHeader & {
    totalAmount: number;
    creditRemaining: number;
    status: CreditMemoStatus;
    productUnits: number;
  };
  lines: DocumentLine[];
}

export interface DocumentFilters {
  q?: string;
  sort?: 'date' | 'refNumber';
  refNumber?: string;
  customerName?: string;
  shipState?: string;
  dateFrom?: string;
  dateTo?: string;
  subtotalMin?: string;
  subtotalMax?: string;
  /** Credit memos only. */
  totalMin?: string;
  totalMax?: string;
}

export const customerSorts = [
  'name',
  'nameDesc',
  'city',
  'cityDesc',
  'state',
  'stateDesc',
  'contact',
  'contactDesc',
  'zip',
  'zipDesc',
] as const;
export type CustomerSort = (typeof customerSorts)[number];

export interface CustomerRow {
  listId: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  isActive: boolean;
}

const ref = (refNumber: string) => encodeURIComponent(refNumber);

export const documentKeys = {
  invoice: (refNumber: string) => ['invoice', refNumber] as const,
  salesOrder: (refNumber: string) => ['salesOrder', refNumber] as const,
  creditMemo: (refNumber: string) => ['creditMemo', refNumber] as const,
  invoices: (filters: DocumentFilters) => ['invoices', filters] as const,
  creditMemos: (filters: DocumentFilters) => ['creditMemos', filters] as const,
  customers: (q: string, sort: CustomerSort) => ['customerList', q, sort] as const,
};

export const fetchInvoice = (refNumber: string) => api.get<InvoiceDetail>(`/api/invoices/${ref(refNumber)}`);
export const fetchSalesOrder = (refNumber: string) =>
  api.get<SalesOrderDetail>(`/api/sales-orders/${ref(refNumber)}`);
export const fetchCreditMemo = (refNumber: string) =>
  api.get<CreditMemoDetail>(`/api/credit-memos/${ref(refNumber)}`);

export const fetchInvoices = (filters: DocumentFilters, cursor?: string) =>
  api.get<{ invoices: InvoiceSummary[]; nextCursor: string | null }>(
    `/api/invoices${query({ ...filters, cursor })}`,
  );
export const fetchCreditMemos = (filters: DocumentFilters, cursor?: string) =>
  api.get<{ creditMemos: CreditMemoSummary[]; nextCursor: string | null }>(
    `/api/credit-memos${query({ ...filters, cursor })}`,
  );
export const fetchCustomers = (q: string, sort: CustomerSort, cursor?: number) =>
  api.get<{ customers: CustomerRow[]; nextCursor: number | null }>(
    `/api/customers${query({ q, sort, cursor })}`,
  );
