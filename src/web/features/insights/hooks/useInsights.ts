import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { InsightDimension, InsightFilters } from '../../../../domain/insights/contract';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { useLiveInvalidation } from '../../../lib/live';
import {
  fetchAtRisk,
  fetchAtRiskCount,
  fetchBrandReach,
  fetchBreakdown,
  fetchFilterOptions,
  fetchMonths,
  fetchReachCustomers,
  fetchRepActivity,
  fetchShopOrders,
  fetchSummary,
  insightKeys,
} from '../api/insights';

/**
 * What changes the figures: mirrored invoices and credit memos (sales, at risk, reach), orders and
 * notes (orders not yet invoiced, rep activity), and the end of a QuickBooks run.
 */
const salesChanges: readonly LiveChangeKind[] = [
  'invoices.changed',
  'creditmemos.changed',
  'import.completed',
  'order.changed',
  'note.changed',
];

/**
 * One insight read, kept current by the changes above (each read refreshes its own key, so a
 * change asks each answer on screen once). With `filtered`, a new filter keeps the figures shown
 * until its own come (`isPlaceholderData` says they are the old ones), so the tables do not
 * collapse into a loader at each choice; `enabled` is false while a custom range is incomplete.
 */
function useInsightRead<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  { enabled = true, filtered = false }: { enabled?: boolean; filtered?: boolean } = {},
) {
  useLiveInvalidation(salesChanges, queryKey);
  return useQuery({
    queryKey,
    queryFn,
    enabled,
    placeholderData: filtered ? keepPreviousData : undefined,
  });
}

export const useSummary = (filters: InsightFilters, enabled = true) =>
  useInsightRead(insightKeys.summary(filters), () => fetchSummary(filters), { enabled, filtered: true });

/** The states, reps, brands and quarters the filters offer: they change with the mirror only. */
export function useFilterOptions() {
  return useQuery({
    queryKey: insightKeys.filterOptions,
    queryFn: fetchFilterOptions,
    staleTime: 5 * 60_000,
  });
}

export const useMonths = (filters: InsightFilters, enabled = true) =>
  useInsightRead(insightKeys.months(filters), () => fetchMonths(filters), { enabled, filtered: true });

/** Rows by brand, state, rep or customer; `limit` caps a long table (the top customers), the server's default else. */
export const useBreakdown = (
  dimension: InsightDimension,
  filters: InsightFilters,
  enabled = true,
  limit?: number,
) =>
  useInsightRead(
    insightKeys.breakdown(dimension, filters, limit),
    () => fetchBreakdown(dimension, filters, limit),
    { enabled, filtered: true },
  );

export const useAtRisk = (filters: InsightFilters, enabled = true, limit?: number) =>
  useInsightRead(insightKeys.atRisk(filters, limit), () => fetchAtRisk(filters, limit), {
    enabled,
    filtered: true,
  });

/** The home page's count of the user's at-risk customers. */
export const useAtRiskCount = () => useInsightRead(insightKeys.atRiskCount, fetchAtRiskCount);

export const useBrandReach = (filters: InsightFilters, enabled = true) =>
  useInsightRead(insightKeys.brandReach(filters), () => fetchBrandReach(filters), {
    enabled,
    filtered: true,
  });

/** The customers a brand gained and lost: asked for only once the brand is opened. */
export const useReachCustomers = (brand: string | null, filters: InsightFilters) =>
  useInsightRead(
    insightKeys.reachCustomers(brand ?? '', filters),
    () => fetchReachCustomers(brand ?? '', filters),
    {
      enabled: brand !== null,
    },
  );

export const useRepActivity = (filters: InsightFilters, enabled = true) =>
  useInsightRead(insightKeys.repActivity(filters), () => fetchRepActivity(filters), {
    enabled,
    filtered: true,
  });

/** The orders the shops placed through the portal against all app orders, by month (issue 48). */
export const useShopOrders = (filters: InsightFilters, enabled = true) =>
  useInsightRead(insightKeys.shopOrders(filters), () => fetchShopOrders(filters), {
    enabled,
    filtered: true,
  });
