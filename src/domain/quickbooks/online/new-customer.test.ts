import { describe, expect, it } from 'vitest';
import { emptyNewCustomer } from '../../orders/schemas.js';
import { customerByNameQuery, onlineCustomerBody } from './new-customer.js';

describe('a new customer as QuickBooks Online Customer JSON', () => {
  it.each([
    [{ name: ' Nuevo Puro ' }, { DisplayName: 'Nuevo Puro', CompanyName: 'Nuevo Puro' }],
    [
      { name: 'N', firstName: 'Eva', lastName: 'Luz', phone: '305-555-0199', email: 'eva@example.test' },
      {
        GivenName: 'Eva',
        FamilyName: 'Luz',
        PrimaryPhone: { FreeFormNumber: '305-555-0199' },
        PrimaryEmailAddr: { Address: 'eva@example.test' },
      },
    ],
    [
      { name: 'N', street: '1 Ocean Dr', city: 'Miami', state: 'FL', zip: '33139' },
      {
        BillAddr: { Line1: '1 Ocean Dr', City: 'Miami', CountrySubDivisionCode: 'FL', PostalCode: '33139' },
        ShipAddr: { Line1: '1 Ocean Dr', City: 'Miami', CountrySubDivisionCode: 'FL', PostalCode: '33139' },
      },
    ],
  ])('maps %o', (info, expected) => {
    expect(onlineCustomerBody({ ...emptyNewCustomer, ...info })).toMatchObject(expected);
  });

  it('leaves out what was not typed', () => {
    expect(Object.keys(onlineCustomerBody({ ...emptyNewCustomer, name: 'N' }))).toEqual([
      'DisplayName',
      'CompanyName',
    ]);
  });

  it('escapes an apostrophe in the name query as Intuit documents', () => {
    expect(customerByNameQuery("O'Brien's")).toBe(
      "select * from Customer where DisplayName = 'O\\'Brien\\'s'",
    );
  });
});
