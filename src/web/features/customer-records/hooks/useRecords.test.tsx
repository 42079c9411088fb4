// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerRecordsContract as contract } from '../../../../domain/customer-records/contract';
import type { ContactInput } from '../../../../domain/customer-records/schemas';
import { mockApi } from '../../../test/api';
import { aContact } from '../../../test/fixtures';
import { renderHookWithApp } from '../../../test/hooks';
import { readSession, useContacts, useDescriptions, useSaveContact, useTransactions } from './useRecords';

const rita: ContactInput = { firstName: 'Rita', position: 'Owner' };
const stored = aContact();

describe('readSession, a tab’s remembered choice', () => {
  const types = ['invoices', 'salesorders'] as const;
  it.each([
    ['nothing kept: the default', null, 'invoices'],
    ['a kept choice', 'salesorders', 'salesorders'],
    ['a value no longer offered: the default', 'receipts', 'invoices'],
  ])('%s', (_, kept, read) => {
    if (kept !== null) sessionStorage.setItem('transactionType', kept);
    expect(readSession('transactionType', types, 'invoices')).toBe(read);
  });
});

describe('useSaveContact', () => {
  it.each([
    ['a new contact is created', undefined, contract.createContact, '/api/customers/C-100/contacts'],
    ['an existing one is replaced', 'K-1', contract.updateContact, '/api/customers/C-100/contacts/K-1'],
  ] as const)('%s; the contacts are read again, the descriptions are not', async (_, id, route, path) => {
    const api = mockApi()
      .on(contract.contacts, { contacts: [stored] })
      .on(contract.descriptions, { descriptions: [] })
      .on(route, { contact: stored });
    const view = renderHookWithApp(() => ({
      contacts: useContacts('C-100'),
      descriptions: useDescriptions('C-100'),
      save: useSaveContact('C-100'),
    }));
    await waitFor(() =>
      expect(view.result.current.contacts.isSuccess && view.result.current.descriptions.isSuccess).toBe(true),
    );
    await act(() => view.result.current.save.mutateAsync({ input: rita, id }));
    expect(api.calls(route).map((r) => [r.path, r.body])).toEqual([[path, rita]]);
    await waitFor(() => expect(api.calls(contract.contacts)).toHaveLength(2));
    expect(api.calls(contract.descriptions)).toHaveLength(1);
  });
});

describe('useTransactions', () => {
  it('reads nothing until Load is pressed, then the chosen type, 50 at a time from the cursor', async () => {
    const api = mockApi().on(contract.transactions, (request) => ({
      type: 'salesorders' as const,
      salesOrders: [],
      nextCursor: request.query.get('cursor') ? null : 'c-2',
    }));
    const view = renderHookWithApp(({ loaded }) => useTransactions('C-100', loaded), {
      initialProps: { loaded: null as 'salesorders' | null },
    });
    expect(view.result.current.fetchStatus).toBe('idle');
    view.rerender({ loaded: 'salesorders' });
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(true));
    await act(() => view.result.current.fetchNextPage());
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(false));
    expect(api.calls(contract.transactions).map((r) => Object.fromEntries(r.query))).toEqual([
      { type: 'salesorders' },
      { type: 'salesorders', cursor: 'c-2' },
    ]);
  });
});
