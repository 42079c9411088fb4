import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { InsightFilters } from '../../../../domain/insights/contract';
import { queryFromSearch, searchOfQuery, type InsightQuery as Query, type InsightView } from '../lib/filters';

/**
 * /insights' filters and tab, kept in the address so a view can be shared, bookmarked and reloaded.
 * A new tab is a step in the history (Back returns to the previous one); a filter change replaces
 * the address, so Back leaves the page rather than undoing each choice.
 */
export function useInsightQuery() {
  const [search, setSearch] = useSearchParams();
  // Changes build on the last one asked for, not on the last address drawn: a second choice made
  // before the first has reached the address (a quick user, a busy phone) must not undo it.
  const query = useMemo(() => queryFromSearch(search), [search]);
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const go = useCallback(
    (next: Query, replace: boolean) => {
      latest.current = next;
      setSearch(searchOfQuery(next), { replace });
    },
    [setSearch],
  );
  const setFilters = useCallback(
    (change: (current: InsightFilters) => InsightFilters) => {
      go({ ...latest.current, filters: change(latest.current.filters) }, true);
    },
    [go],
  );
  const setView = useCallback((view: InsightView) => go({ ...latest.current, view }, false), [go]);
  /** The address of another tab with the same filters (the summary's link to the at-risk list). */
  const hrefOfView = (view: InsightView) => {
    const text = searchOfQuery({ ...query, view }).toString();
    return `/insights${text ? `?${text}` : ''}`;
  };
  return { ...query, setFilters, setView, hrefOfView };
}
