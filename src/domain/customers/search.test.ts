import { describe, expect, it } from 'vitest';
import { customerSearchText, searchCustomers, type SearchableCustomer } from './search.js';

const customer = (
  listId: string,
  fullName: string,
  patch: Partial<SearchableCustomer> = {},
): SearchableCustomer => ({
  listId,
  fullName,
  companyName: fullName,
  firstName: null,
  lastName: null,
  accountNumber: null,
  city: null,
  shipCity: null,
  ...patch,
});

const kept = [
  customer('C-1', 'Miami Smoke Shop', { city: 'Miami' }),
  customer('C-2', 'Smoke House', { firstName: 'José', lastName: 'García', city: 'Tampa' }),
  customer('C-3', 'The Smokehouse of Miami', { accountNumber: 'A-1001', shipCity: 'Miami Beach' }),
  customer('C-4', 'Anderson Cigars', { city: 'Orlando' }),
  customer('C-5', 'Big Smoke', { city: 'Ocala' }),
  customer('C-0', 'Big Smoke', { city: 'Ocala' }),
];

describe('customerSearchText', () => {
  it.each([
    [
      {
        companyName: 'Café Habana',
        firstName: 'José',
        lastName: null,
        accountNumber: '42',
        city: 'Miami',
        shipCity: 'Doral',
      },
      'cafe habana jose 42 miami',
    ],
    [
      {
        companyName: null,
        firstName: null,
        lastName: 'Núñez',
        accountNumber: null,
        city: null,
        shipCity: 'Doral',
      },
      'nunez doral',
    ],
    [
      { companyName: null, firstName: null, lastName: null, accountNumber: null, city: null, shipCity: null },
      '',
    ],
  ])('folds the company, names, account number and city (else the shipping city) of %o', (parts, text) => {
    expect(customerSearchText(parts)).toBe(text);
  });
});

describe('searchCustomers, the server search over customers at hand', () => {
  it.each([
    // the text starting with the query first, then a word starting with it, then anywhere; by name within
    ['smoke', ['C-2', 'C-0', 'C-5', 'C-1', 'C-3']],
    ['MIAMI', ['C-1', 'C-3']],
    // accents and case fold away; every word must occur, in any order
    ['garcia jose', ['C-2']],
    ['  miami   beach ', ['C-3']],
    ['a-1001', ['C-3']],
    ['ocala big', ['C-0', 'C-5']],
    // a name as lists show it, with the city in brackets
    ['Miami Smoke Shop (Miami)', ['C-1']],
    ['"big smoke", ocala', ['C-0', 'C-5']],
    ['nowhere', []],
    ['   ', []],
  ])('%j finds %j', (query, ids) => {
    expect(searchCustomers(kept, query, 50).map((c) => c.listId)).toEqual(ids);
  });

  it('stops at the limit', () => {
    expect(searchCustomers(kept, 'o', 2)).toHaveLength(2);
  });
});
