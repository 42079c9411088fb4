import { api, query } from '../../../lib/api';

/** One search result (GET /api/customers/search). */
export interface CustomerSummary {
  listId: string;
  fullName: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
  accountNumber: string | null;
  isActive: boolean;
}

export interface CustomerAddress {
  addr1?: string | null;
  addr2?: string | null;
  addr3?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** A customer as GET /api/customers/:listId answers it. */
export interface CustomerDetail extends Omit<CustomerSummary, 'city' | 'state'> {
  phone: string | null;
  email: string | null;
  balance: number;
  state: string | null;
  shipState: string | null;
  city: string | null;
  shipCity: string | null;
  billAddress: CustomerAddress;
  shipAddress: CustomerAddress;
  termsName: string | null;
  priceLevelListId: string | null;
  priceLevelName: string | null;
  salesRepName: string | null;
  isTaaMember: boolean;
  dataExt: { name: string; value: string }[];
  additionalContacts: { name: string; value: string }[];
  timeCreated: string | null;
  timeModified: string | null;
  editSequence: string | null;
}

export const searchMaxLength = 60;

export const customerSearchKey = (q: string) => ['customers', 'search', q] as const;
export const customerKey = (listId: string) => ['customers', 'one', listId] as const;

export const searchCustomers = (q: string) =>
  api.get<{ customers: CustomerSummary[] }>(`/api/customers/search${query({ q })}`);
export const fetchCustomer = (listId: string) =>
  api.get<{ customer: CustomerDetail }>(`/api/customers/${encodeURIComponent(listId)}`);
