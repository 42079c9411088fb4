import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightDimension, InsightFilters } from '../../../../domain/insights/contract';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { useLiveInvalidation } from '../../../lib/live';
import {
  fetchAtRisk,
  fetchAtRiskCount,
  fetchBrandReach,
  fetchBreakdown,
  fetchCustomerSales,
  fetchFilterOptions,
  fetchMonths,
  fetchReachCustomers,
  fetchRepActivity,
  fetchSummary,
  insightKeys,
  insightsKey,
} from '../api/insights';

/**
 * What changes the figures: mirrored invoices and credit memos (sales, at risk, reach), orders and
 * notes (orders not yet invoiced, rep activity), and the end of a QuickBooks run.
 */
const salesChanges: readonly LiveChangeKind[] = [
  'invoices.changed',
  'creditmemos.changed',
  'sync.completed',
  'order.changed',
  'note.changed',
];

/** Every insight read kept current: one subscription refreshes whichever of them are on screen. */
function useInsightsLive() {
  useLiveInvalidation(salesChanges, insightsKey);
}

/**
 * A read of the current filters. Changing a filter keeps the figures shown until the new ones come
 * (`isPlaceholderData` says they are the old ones), so the tables do not collapse into a loader at
 * each choice; `enabled` is false while a custom range is incomplete.
 */
const filtered = { placeholderData: keepPreviousData } as const;

export function useSummary(filters: InsightFilters, enabled = true) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.summary(filters),
    queryFn: () => fetchSummary(filters),
    enabled,
    ...filtered,
  });
}

/** The states, reps, brands and quarters the filters offer: they change with the mirror only. */
export function useFilterOptions() {
  return useQuery({
    queryKey: insightKeys.filterOptions,
    queryFn: fetchFilterOptions,
    staleTime: 5 * 60_000,
  });
}

export function useMonths(filters: InsightFilters, enabled = true) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.months(filters),
    queryFn: () => fetchMonths(filters),
    enabled,
    ...filtered,
  });
}

export function useBreakdown(dimension: InsightDimension, filters: InsightFilters, enabled = true) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.breakdown(dimension, filters),
    queryFn: () => fetchBreakdown(dimension, filters),
    enabled,
    ...filtered,
  });
}

export function useAtRisk(filters: InsightFilters, enabled = true) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.atRisk(filters),
    queryFn: () => fetchAtRisk(filters),
    enabled,
    ...filtered,
  });
}

/** The home page's count of the user's at-risk customers. */
export function useAtRiskCount() {
  useInsightsLive();
  return useQuery({ queryKey: insightKeys.atRiskCount, queryFn: fetchAtRiskCount });
}

export function useBrandReach(filters: InsightFilters, enabled = true) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.brandReach(filters),
    queryFn: () => fetchBrandReach(filters),
    enabled,
    ...filtered,
  });
}

/** The customers a brand gained and lost: asked for only once the brand is opened. */
export function useReachCustomers(brand: string | null, filters: InsightFilters) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.reachCustomers(brand ?? '', filters),
    queryFn: () => fetchReachCustomers(brand ?? '', filters),
    enabled: brand !== null,
  });
}

export function useRepActivity(filters: InsightFilters, enabled = true) {
  useInsightsLive();
  return useQuery({
    queryKey: insightKeys.repActivity(filters),
    queryFn: () => fetchRepActivity(filters),
    enabled,
    ...filtered,
  });
}

/** The customer page's Sales panel. */
export function useCustomerSales(listId: string) {
  useInsightsLive();
  return useQuery({ queryKey: insightKeys.customer(listId), queryFn: () => fetchCustomerSales(listId) });
}
