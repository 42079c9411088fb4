import type { RouteResult } from '../../../../domain/contract/route';
import {
  insightsContract as routes,
  type InsightDimension,
  type InsightFilters,
} from '../../../../domain/insights/contract';
import { shopOrdersInsightContract } from '../../../../domain/insights/shop-orders-contract';
import { call, hrefOf } from '../../../lib/api';

export type InsightSummary = RouteResult<typeof routes.summary>;
export type FilterOptions = RouteResult<typeof routes.filterOptions>;
export type MonthsAnswer = RouteResult<typeof routes.months>;
export type BreakdownAnswer = RouteResult<typeof routes.breakdown>;
export type AtRiskAnswer = RouteResult<typeof routes.atRisk>;
export type BrandReachAnswer = RouteResult<typeof routes.brandReach>;
export type ReachCustomersAnswer = RouteResult<typeof routes.brandReachCustomers>;
export type RepActivityAnswer = RouteResult<typeof routes.repActivity>;
export type ShopOrdersAnswer = RouteResult<typeof shopOrdersInsightContract.shopOrders>;

/** Every insight answer sits under one key, so one change of the sales refreshes them all. */
export const insightsKey = ['insights'] as const;
export const insightKeys = {
  summary: (filters: InsightFilters) => [...insightsKey, 'summary', filters] as const,
  filterOptions: [...insightsKey, 'filters'] as const,
  months: (filters: InsightFilters) => [...insightsKey, 'months', filters] as const,
  breakdown: (dimension: InsightDimension, filters: InsightFilters, limit?: number) =>
    [...insightsKey, 'by', dimension, filters, limit ?? null] as const,
  atRisk: (filters: InsightFilters, limit?: number) =>
    [...insightsKey, 'at-risk', filters, limit ?? null] as const,
  atRiskCount: [...insightsKey, 'at-risk-count'] as const,
  brandReach: (filters: InsightFilters) => [...insightsKey, 'reach', filters] as const,
  reachCustomers: (brand: string, filters: InsightFilters) =>
    [...insightsKey, 'reach', brand, filters] as const,
  repActivity: (filters: InsightFilters) => [...insightsKey, 'activity', filters] as const,
  shopOrders: (filters: InsightFilters) => [...insightsKey, 'shop-orders', filters] as const,
};

export const fetchSummary = (query: InsightFilters) => call(routes.summary, { query });
export const fetchFilterOptions = () => call(routes.filterOptions);
export const fetchMonths = (query: InsightFilters) => call(routes.months, { query });
export const fetchBreakdown = (dimension: InsightDimension, query: InsightFilters, limit?: number) =>
  call(routes.breakdown, { params: { dimension }, query: { ...query, limit } });
export const fetchAtRisk = (query: InsightFilters, limit?: number) =>
  call(routes.atRisk, { query: { ...query, limit } });
export const fetchAtRiskCount = () => call(routes.atRiskCount);
export const fetchBrandReach = (query: InsightFilters) => call(routes.brandReach, { query });
export const fetchReachCustomers = (brand: string, query: InsightFilters) =>
  call(routes.brandReachCustomers, { params: { brand }, query });
export const fetchRepActivity = (query: InsightFilters) => call(routes.repActivity, { query });
/** App orders carry no brand: the brand filter is left out of the shops' orders. */
export const fetchShopOrders = ({ brand: _brand, ...query }: InsightFilters) =>
  call(shopOrdersInsightContract.shopOrders, { query });

/**
 * Download links: each table's route answers the same rows as a CSV with format=csv (UTF-8 with
 * BOM, formula-safe), streamed by the browser straight from the server.
 */
export const csvHrefs = {
  months: (filters: InsightFilters) => hrefOf(routes.months, { query: { ...filters, format: 'csv' } }),
  breakdown: (dimension: InsightDimension, filters: InsightFilters) =>
    hrefOf(routes.breakdown, { params: { dimension }, query: { ...filters, format: 'csv' } }),
  atRisk: (filters: InsightFilters) => hrefOf(routes.atRisk, { query: { ...filters, format: 'csv' } }),
  brandReach: (filters: InsightFilters) =>
    hrefOf(routes.brandReach, { query: { ...filters, format: 'csv' } }),
  reachCustomers: (brand: string, filters: InsightFilters) =>
    hrefOf(routes.brandReachCustomers, { params: { brand }, query: { ...filters, format: 'csv' } }),
  repActivity: (filters: InsightFilters) =>
    hrefOf(routes.repActivity, { query: { ...filters, format: 'csv' } }),
};
