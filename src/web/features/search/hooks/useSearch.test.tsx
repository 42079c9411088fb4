// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchContract } from '../../../../domain/search/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useSearch } from './useSearch';

describe('useSearch', () => {
  it('asks nothing for blank words', () => {
    const api = mockApi().on(searchContract.search, {
      results: [],
      total: 0,
      totalIsCapped: false,
      nextOffset: null,
    });
    const view = renderHookWithApp(() => useSearch({ q: '   ' }));
    expect(view.result.current.fetchStatus).toBe('idle');
    expect(api.calls(searchContract.search)).toHaveLength(0);
  });

  it('asks 20 at a time with the filters, "More results" at the offset the server gave', async () => {
    const api = mockApi().on(searchContract.search, (request) => ({
      results: [],
      total: 25,
      totalIsCapped: false,
      nextOffset: request.query.get('offset') === '0' ? 20 : null,
    }));
    const view = renderHookWithApp(() => useSearch({ q: 'humidor', kind: ['note'] }));
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(true));
    await act(() => view.result.current.fetchNextPage());
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(false));
    const sent = api.calls(searchContract.search).map((c) => Object.fromEntries(c.query));
    expect(sent).toEqual([
      { q: 'humidor', kind: 'note', offset: '0', limit: '20' },
      { q: 'humidor', kind: 'note', offset: '20', limit: '20' },
    ]);
  });
});
