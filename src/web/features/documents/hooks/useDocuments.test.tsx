// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentsContract, type CustomerRow } from '../../../../domain/documents/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useCustomerList } from './useDocuments';

const aRow = (listId: string): CustomerRow => ({
  listId,
  fullName: `${listId} Smoke Shop`,
  firstName: null,
  lastName: null,
  city: 'Miami',
  state: 'FL',
  postalCode: null,
  isActive: true,
});

const names = (pages: { customers: CustomerRow[] }[] | undefined) =>
  pages?.flatMap((p) => p.customers.map((c) => c.listId));

describe('useCustomerList, the saved Customer-List', () => {
  it('asks nothing until its tab is open', async () => {
    const api = mockApi().on(documentsContract.customers, { customers: [aRow('C-1')], nextCursor: null });
    const view = renderHookWithApp((enabled: boolean) => useCustomerList('', 'name', enabled), {
      initialProps: false,
    });
    expect(view.result.current.fetchStatus).toBe('idle');
    expect(api.calls(documentsContract.customers)).toHaveLength(0);
    view.rerender(true);
    await waitFor(() => expect(names(view.result.current.data?.pages)).toEqual(['C-1']));
  });

  it('loads the next 50 with the cursor of the last page, and stops when there is none', async () => {
    const api = mockApi().on(documentsContract.customers, (request) =>
      request.query.get('cursor') === 'after-C-1'
        ? { customers: [aRow('C-2')], nextCursor: null }
        : { customers: [aRow('C-1')], nextCursor: 'after-C-1' },
    );
    const view = renderHookWithApp(() => useCustomerList('smoke', 'name', true));
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(true));
    await act(() => view.result.current.fetchNextPage());
    await waitFor(() => expect(names(view.result.current.data?.pages)).toEqual(['C-1', 'C-2']));
    expect(view.result.current.hasNextPage).toBe(false);
    expect(api.calls(documentsContract.customers).map((c) => c.query.get('q'))).toEqual(['smoke', 'smoke']);
  });

  it('keeps showing the rows of the last search while a new one is on its way', async () => {
    let release = () => {};
    mockApi().on(documentsContract.customers, (request) =>
      request.query.get('q') === 'cigar'
        ? new Promise((resolve) => {
            release = () => resolve({ customers: [aRow('C-9')], nextCursor: null });
          })
        : { customers: [aRow('C-1')], nextCursor: null },
    );
    const view = renderHookWithApp((q: string) => useCustomerList(q, 'name', true), { initialProps: '' });
    await waitFor(() => expect(names(view.result.current.data?.pages)).toEqual(['C-1']));
    view.rerender('cigar');
    await waitFor(() => expect(view.result.current.isPlaceholderData).toBe(true));
    expect(names(view.result.current.data?.pages)).toEqual(['C-1']);
    release();
    await waitFor(() => expect(names(view.result.current.data?.pages)).toEqual(['C-9']));
  });
});
