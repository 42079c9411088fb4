import type { CustomerSummary } from './contract.js';
import { foldText } from '../text/fold.js';

/** What a customer is found by: company, contact name, account number and city. */
export interface SearchableCustomer {
  listId: string;
  fullName: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  accountNumber: string | null;
  city: string | null;
  shipCity: string | null;
}

/** The folded text a customer search matches: the server stores it per customer (`searchText`). */
export function customerSearchText(customer: Omit<SearchableCustomer, 'listId' | 'fullName'>): string {
  const parts = [
    customer.companyName,
    customer.firstName,
    customer.lastName,
    customer.accountNumber,
    customer.city ?? customer.shipCity,
  ];
  return foldText(parts.filter((part): part is string => part !== null).join(' '));
}

/**
 * The typed query as the search matches it: folded, with brackets, quotes and commas taken as
 * spaces (a customer's name as lists show it, "Adams Wine & Cigar (Orlando)", finds it), single
 * spaces.
 */
export const searchPhrase = (query: string) =>
  foldText(query)
    .replace(/[()[\]{}"“”,;]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');

/** 0: the text starts with the phrase; 1: a word does; 2: the words occur anywhere. */
function rankOf(text: string, phrase: string): number {
  if (text.startsWith(phrase)) return 0;
  return text.includes(` ${phrase}`) ? 1 : 2;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The server's customer search (decision 0045) over customers at hand, for the customers kept on
 * this device when the server cannot be asked: every word of the folded query must occur; the
 * whole query at the start of the text ranks first, at the start of a word second, anywhere third;
 * within a rank, by name.
 */
export function searchCustomers<T extends SearchableCustomer>(
  customers: readonly T[],
  query: string,
  limit: number,
): T[] {
  const phrase = searchPhrase(query);
  if (!phrase) return [];
  const words = phrase.split(' ');
  return customers
    .flatMap((customer) => {
      const text = customerSearchText(customer);
      return words.every((word) => text.includes(word)) ? [{ customer, rank: rankOf(text, phrase) }] : [];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        byText(a.customer.fullName, b.customer.fullName) ||
        byText(a.customer.listId, b.customer.listId),
    )
    .slice(0, limit)
    .map(({ customer }) => customer);
}

/** What a search result is read from: a customer's row or page. */
export type SummarySource = Omit<CustomerSummary, 'city' | 'state'> &
  Pick<SearchableCustomer, 'city' | 'shipCity'> & { state: string | null; shipState: string | null };

/** A customer as a search result: its billing city and state, else its shipping ones. */
export const customerSummaryOf = (customer: SummarySource): CustomerSummary => ({
  listId: customer.listId,
  fullName: customer.fullName,
  companyName: customer.companyName,
  firstName: customer.firstName,
  lastName: customer.lastName,
  accountNumber: customer.accountNumber,
  isActive: customer.isActive,
  city: customer.city ?? customer.shipCity,
  state: customer.state ?? customer.shipState,
});
