import type { RouteResult } from '../../../../domain/contract/route';
import { customerRecordsContract, type TransactionType } from '../../../../domain/customer-records/contract';
import type { ContactInput, DescriptionInput } from '../../../../domain/customer-records/schemas';
import type { CustomerDetail } from '../../../../domain/customers/contract';
import { notesContract } from '../../../../domain/notes/contract';
import { call } from '../../../lib/api';

export type { TransactionType } from '../../../../domain/customer-records/contract';

/** The customer fields the records tabs show (a subset of the customer page's customer). */
export type RecordsCustomer = Pick<
  CustomerDetail,
  | 'listId'
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'balance'
  | 'isActive'
  | 'termsName'
  | 'priceLevelName'
  | 'timeCreated'
  | 'isTaaMember'
  | 'shipAddress'
  | 'dataExt'
  | 'additionalContacts'
>;

/** A description with the server's answer to 'may I edit or delete it?'. */
export type EditableDescription = RouteResult<
  typeof customerRecordsContract.descriptions
>['descriptions'][number];
export type Transactions = RouteResult<typeof customerRecordsContract.transactions>;

export const transactionTypes = [
  { value: 'invoices', label: 'Invoices' },
  { value: 'apporders', label: 'App-Orders' },
  { value: 'salesorders', label: 'Sales-Orders' },
  { value: 'creditmemos', label: 'Credit-Memos' },
] as const satisfies readonly { value: TransactionType; label: string }[];

export const recordKeys = {
  contacts: (listId: string) => ['customer', listId, 'contacts'] as const,
  descriptions: (listId: string) => ['customer', listId, 'descriptions'] as const,
  transactions: (listId: string, type: TransactionType) =>
    ['customer', listId, 'transactions', type] as const,
  notes: (listId: string) => ['customer', listId, 'notes'] as const,
};

const routes = customerRecordsContract;

export const fetchContacts = (listId: string) => call(routes.contacts, { params: { listId } });
export const saveContact = (listId: string, input: ContactInput, id?: string) =>
  id
    ? call(routes.updateContact, { params: { listId, id }, body: input })
    : call(routes.createContact, { params: { listId }, body: input });
export const deleteContact = (listId: string, id: string) =>
  call(routes.deleteContact, { params: { listId, id } });

export const fetchDescriptions = (listId: string) => call(routes.descriptions, { params: { listId } });
export const saveDescription = (listId: string, input: DescriptionInput, id?: string) =>
  id
    ? call(routes.updateDescription, { params: { listId, id }, body: input })
    : call(routes.createDescription, { params: { listId }, body: input });
export const deleteDescription = (listId: string, id: string) =>
  call(routes.deleteDescription, { params: { listId, id } });

export const fetchTransactions = (listId: string, type: TransactionType, cursor?: string) =>
  call(routes.transactions, { params: { listId }, query: { type, cursor } });

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
  call(notesContract.feed, { query: { customerListId: listId, cursor } });
