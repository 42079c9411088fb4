import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { InsightFilters } from '../../../../domain/insights/contract';
import { queryFromSearch, searchOfQuery, type InsightView } from '../lib/filters';

/**
 * /insights' filters and tab, kept in the address so a view can be shared, bookmarked and reloaded.
 * A new tab is a step in the history (Back returns to the previous one); a filter change replaces
 * the address, so Back leaves the page rather than undoing each choice.
 */
export function useInsightQuery() {
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => queryFromSearch(search), [search]);
  const setFilters = useCallback(
    (filters: InsightFilters) => setSearch(searchOfQuery({ ...query, filters }), { replace: true }),
    [query, setSearch],
  );
  const setView = useCallback(
    (view: InsightView) => setSearch(searchOfQuery({ ...query, view })),
    [query, setSearch],
  );
  /** The address of another tab with the same filters (the summary's link to the at-risk list). */
  const hrefOfView = (view: InsightView) => {
    const text = searchOfQuery({ ...query, view }).toString();
    return `/insights${text ? `?${text}` : ''}`;
  };
  return { ...query, setFilters, setView, hrefOfView };
}
