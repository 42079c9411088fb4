import type {
  ContactInput,
  CustomerContact,
  CustomerDescription,
  DescriptionInput,
} from '../../../../domain/customer-records/schemas';
import type { AssortmentWindow, Grade, Region } from '../../../../domain/customer-stats/rules';
import type { CreditMemoStatus, SalesOrderStatus } from '../../../../domain/documents/status';
import type { Note } from '../../../../domain/notes/card';
import { api, query } from '../../../lib/api';

/** The customer fields the records tabs show (a subset of the customer page's customer). */
/** A description with the server's answer to 'may I edit or delete it?'. */
export interface EditableDescription extends CustomerDescription {
  canEdit: boolean;
}

export interface RecordsCustomer {
  listId: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  balance: number;
  isActive: boolean;
  termsName: string | null;
  priceLevelName: string | null;
  timeCreated: string | null;
  isTaaMember: boolean;
  shipAddress: {
    addr1?: string | null;
    addr2?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
  };
  dataExt: { name: string; value: string }[];
  additionalContacts: { name: string; value: string }[];
}

export interface CustomerStats {
  today: string;
  skusLast9Months: number;
  assortment: {
    listId: string;
    name: string;
    brand: string;
    taaExclusive: boolean;
    lastBought: string | null;
    window: AssortmentWindow;
  }[];
  missingByBrand: {
    brand: string;
    items: { listId: string; name: string; taaExclusive: boolean; window: AssortmentWindow }[];
  }[];
  lastInvoice: { refNumber: string; txnDate: string } | null;
  lastSalesOrder: { refNumber: string; txnDate: string } | null;
  orderedByYear: { year: number; amount: number; invoices: number }[];
  boughtProducts: { itemName: string; quantity: number; amount: number; lastBought: string | null }[];
  pendingProducts: { itemName: string; quantity: number; amount: number; orders: number }[];
  grade: Grade | null;
  grades: { grade: string; skus: number }[];
  region: Region;
  targets: { firstQuarter: number; year2024: number };
}

export const transactionTypes = [
  { value: 'invoices', label: 'Invoices' },
  { value: 'apporders', label: 'App-Orders' },
  { value: 'salesorders', label: 'Sales-Orders' },
  { value: 'creditmemos', label: 'Credit-Memos' },
] as const;
export type TransactionType = (typeof transactionTypes)[number]['value'];

interface Doc {
  txnId: string;
  refNumber: string;
  txnDate: string;
  customerListId: string;
  customerName: string;
  shipState: string | null;
  subtotal: number;
}
export interface Transactions {
  type: TransactionType;
  invoices?: (Doc & {
    dueDate: string | null;
    balanceRemaining: number;
    pastDue: boolean;
    daysPastDue: number;
  })[];
  salesOrders?: (Doc & { poNumber: string | null; status: SalesOrderStatus })[];
  creditMemos?: (Doc & { totalAmount: number; creditRemaining: number; status: CreditMemoStatus })[];
  appOrders?: { id: string; createdAt: string; status: string; orderType: string; total: number }[];
  nextCursor: string | null;
}

const base = (listId: string) => `/api/customers/${encodeURIComponent(listId)}`;

export const recordKeys = {
  contacts: (listId: string) => ['customer', listId, 'contacts'] as const,
  descriptions: (listId: string) => ['customer', listId, 'descriptions'] as const,
  stats: (listId: string) => ['customer', listId, 'stats'] as const,
  transactions: (listId: string, type: TransactionType) =>
    ['customer', listId, 'transactions', type] as const,
  notes: (listId: string) => ['customer', listId, 'notes'] as const,
};

export const fetchContacts = (listId: string) =>
  api.get<{ contacts: CustomerContact[] }>(`${base(listId)}/contacts`);
export const saveContact = (listId: string, input: ContactInput, id?: string) =>
  id
    ? api.put<{ contact: CustomerContact }>(`${base(listId)}/contacts/${id}`, input)
    : api.post<{ contact: CustomerContact }>(`${base(listId)}/contacts`, input);
export const deleteContact = (listId: string, id: string) => api.delete(`${base(listId)}/contacts/${id}`);

export const fetchDescriptions = (listId: string) =>
  api.get<{ descriptions: EditableDescription[] }>(`${base(listId)}/descriptions`);
export const saveDescription = (listId: string, input: DescriptionInput, id?: string) =>
  id
    ? api.put<{ description: CustomerDescription }>(`${base(listId)}/descriptions/${id}`, input)
    : api.post<{ description: CustomerDescription }>(`${base(listId)}/descriptions`, input);
export const deleteDescription = (listId: string, id: string) =>
  api.delete(`${base(listId)}/descriptions/${id}`);

export const fetchStats = (listId: string) => api.get<CustomerStats>(`${base(listId)}/stats`);
export const fetchTransactions = (listId: string, type: TransactionType, cursor?: string) =>
  api.get<Transactions>(`${base(listId)}/transactions${query({ type, cursor })}`);

/** The pages loaded so far as one answer: their rows joined, the last page's cursor. */
export function joinTransactionPages(pages: Transactions[]): Transactions | undefined {
  const [first] = pages;
  const last = pages[pages.length - 1];
  if (!first || !last) return undefined;
  const join = <K extends 'invoices' | 'salesOrders' | 'creditMemos' | 'appOrders'>(key: K) =>
    first[key] ? (pages.flatMap((p): unknown[] => p[key] ?? []) as Transactions[K]) : undefined;
  return {
    type: first.type,
    invoices: join('invoices'),
    salesOrders: join('salesOrders'),
    creditMemos: join('creditMemos'),
    appOrders: join('appOrders'),
    nextCursor: last.nextCursor,
  };
}
export const fetchCustomerNotes = (listId: string, cursor?: string) =>
  api.get<{ notes: Note[]; nextCursor: string | null }>(
    `/api/notes${query({ customerListId: listId, cursor })}`,
  );
