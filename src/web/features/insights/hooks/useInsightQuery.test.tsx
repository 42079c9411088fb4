// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useInsightQuery } from './useInsightQuery';

const atInsights = (address: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  };

describe('useInsightQuery, the filters in the address', () => {
  it('keeps both of two quick choices, the second made before the first reached the address', () => {
    const view = renderHook(() => useInsightQuery(), { wrapper: atInsights('/insights') });
    const { setFilters } = view.result.current;
    act(() => {
      setFilters((current) => ({ ...current, range: 'last12' }));
      setFilters((current) => ({ ...current, state: 'TX' }));
    });
    expect(view.result.current.filters).toMatchObject({ range: 'last12', state: 'TX' });
  });

  it('reads the filters and tab from an address someone shared, and a tab keeps the filters', () => {
    const view = renderHook(() => useInsightQuery(), {
      wrapper: atInsights('/insights?range=last12&state=FL'),
    });
    expect(view.result.current.filters).toMatchObject({ range: 'last12', state: 'FL' });
    act(() => view.result.current.setView('at-risk'));
    expect(view.result.current.view).toBe('at-risk');
    expect(view.result.current.filters).toMatchObject({ range: 'last12', state: 'FL' });
  });
});
