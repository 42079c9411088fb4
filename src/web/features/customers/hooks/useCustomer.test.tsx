// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customersContract, type CustomerDetail } from '../../../../domain/customers/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useCustomer } from './useCustomers';

const smokeHouse: CustomerDetail = {
  listId: 'C-100',
  fullName: 'Smoke House',
  companyName: 'Smoke House LLC',
  firstName: 'Rita',
  lastName: 'Moreno',
  accountNumber: '4411',
  phone: null,
  email: null,
  balance: 0,
  isActive: true,
  state: 'FL',
  shipState: 'FL',
  city: 'Miami',
  shipCity: 'Miami',
  billAddress: {},
  shipAddress: {},
  termsName: 'Net 30',
  priceLevelListId: 'PL-1',
  priceLevelName: 'Wholesale',
  salesRepName: null,
  isTaaMember: true,
  dataExt: [],
  additionalContacts: [],
  timeCreated: null,
  timeModified: null,
  editSequence: null,
  lastVisitAt: null,
};

describe('useCustomer, shared by the customer page and the order form', () => {
  it('reads the chosen customer', async () => {
    const api = mockApi().on(customersContract.customer, { customer: smokeHouse });
    const view = renderHookWithApp(() => useCustomer('C-100'));
    await waitFor(() => expect(view.result.current.data?.priceLevelName).toBe('Wholesale'));
    expect(api.calls(customersContract.customer).map((call) => call.path)).toEqual(['/api/customers/C-100']);
  });

  it('asks nothing while no customer is chosen (the order form before its picker is used)', async () => {
    const api = mockApi().on(customersContract.customer, { customer: smokeHouse });
    const view = renderHookWithApp(() => useCustomer(null));
    await waitFor(() => expect(view.result.current.fetchStatus).toBe('idle'));
    expect(view.result.current.data).toBeUndefined();
    expect(api.calls(customersContract.customer)).toHaveLength(0);
    expect(api.unanswered).toEqual([]);
  });
});
