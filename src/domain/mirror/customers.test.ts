import { describe, expect, it } from 'vitest';
import { normalizeCustomer } from './customers.js';

const base = {
  ListID: '80000001-1',
  FullName: 'Cigar Barn',
  CompanyName: 'Cigar Barn',
  FirstName: 'José',
  LastName: 'Ñúñez',
  AccountNumber: 'FL-0001',
  Balance: '1234.50',
  IsActive: 'true',
  BillAddress: { Addr1: '1 Main St', City: 'Tampa', State: 'fl', PostalCode: '33602' },
  ShipAddress: { Addr1: '2 Dock Rd', City: 'Miami', State: 'FL' },
  TermsRef: { ListID: 'T1', FullName: 'Net 30' },
  PriceLevelRef: { ListID: 'P1', FullName: '10%' },
  TimeCreated: '2024-01-15T10:30:00-05:00',
  EditSequence: '1700000000',
};

const ok = (doc: unknown) => {
  const result = normalizeCustomer(doc);
  if (!result.ok) throw new Error(result.reason);
  return result.row;
};

describe('normalizeCustomer', () => {
  it('maps a full CustomerRet whose numbers and booleans are strings', () => {
    const row = ok(base);
    expect(row).toMatchObject({
      listId: '80000001-1',
      fullName: 'Cigar Barn',
      balance: 1234.5,
      isActive: true,
      state: 'FL',
      shipState: 'FL',
      city: 'Tampa',
      shipCity: 'Miami',
      billAddress: { addr1: '1 Main St', city: 'Tampa', state: 'FL', postalCode: '33602' },
      termsName: 'Net 30',
      priceLevelListId: 'P1',
      priceLevelName: '10%',
      isTaaMember: false,
      dataExt: [],
      additionalContacts: [],
      timeCreated: '2024-01-15T15:30:00.000Z',
      timeModified: null,
      editSequence: '1700000000',
      raw: base,
    });
    expect(row.searchText).toBe('cigar barn jose nunez fl-0001 tampa');
  });

  it.each([
    ['a bare object', { DataExtName: 'isTAAMember', DataExtValue: 'YES' }, true],
    [
      'a list',
      [
        { DataExtName: 'Region', DataExtValue: 'S' },
        { DataExtName: 'isTAAMember', DataExtValue: 'yes' },
      ],
      true,
    ],
    ['NO', { DataExtName: 'isTAAMember', DataExtValue: 'NO' }, false],
    ['missing', undefined, false],
  ])('reads isTAAMember from DataExtRet as %s', (_label, dataExt, expected) => {
    const row = ok({ ...base, DataExtRet: dataExt });
    expect(row.isTaaMember).toBe(expected);
    expect(Array.isArray(row.dataExt)).toBe(true);
  });

  it.each([
    [
      'a bare object',
      { ContactName: 'Cell', ContactValue: '555-0100' },
      [{ name: 'Cell', value: '555-0100' }],
    ],
    [
      'a list',
      [
        { ContactName: 'Cell', ContactValue: '555-0100' },
        { ContactName: 'Fax', ContactValue: '555-0101' },
      ],
      [
        { name: 'Cell', value: '555-0100' },
        { name: 'Fax', value: '555-0101' },
      ],
    ],
  ])('reads AdditionalContactRef as %s', (_label, contacts, expected) => {
    expect(ok({ ...base, AdditionalContactRef: contacts }).additionalContacts).toEqual(expected);
  });

  it('fills defaults when optional fields are missing', () => {
    const row = ok({ ListID: 'X', Name: 'Walk-in' });
    expect(row).toMatchObject({
      fullName: 'Walk-in',
      companyName: null,
      balance: 0,
      isActive: true,
      state: null,
      shipState: null,
      billAddress: {},
      termsName: null,
      searchText: '',
    });
  });

  it.each([
    ['no ListID', { FullName: 'A' }, 'ListID is required'],
    ['no name at all', { ListID: 'A' }, 'FullName needs a FullName or a Name'],
    ['a non-numeric balance', { ...base, Balance: 'lots' }, 'Balance must be a number, got "lots"'],
    ['a bad IsActive', { ...base, IsActive: 'maybe' }, 'IsActive must be "true" or "false", got "maybe"'],
    ['a bad timestamp', { ...base, TimeModified: 'yesterday' }, 'TimeModified must be a date and time'],
    ['a list for a name', { ...base, CompanyName: ['A', 'B'] }, 'CompanyName must be text'],
    ['not an object', 'CustomerRet', 'A document must be an object.'],
  ])('refuses %s with a clear reason', (_label, doc, reason) => {
    const result = normalizeCustomer(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('reads IsActive "false" as inactive', () => {
    expect(ok({ ...base, IsActive: 'false' }).isActive).toBe(false);
  });
});
