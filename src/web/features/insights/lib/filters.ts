import { calendarDateSchema, calendarQuarterSchema } from '../../../../domain/dates/calendar';
import { insightRanges, type InsightFilters, type InsightRange } from '../../../../domain/insights/contract';

/** The parts of /insights, each a tab whose name is kept in the address (`view=`). */
export const insightViews = ['sales', 'at-risk', 'reach', 'activity'] as const;
export type InsightView = (typeof insightViews)[number];

/** What the address says: the filters every figure takes, and the tab shown. */
export interface InsightQuery {
  filters: InsightFilters;
  view: InsightView;
}

// The server's own rules: a date it would refuse (2026-02-30, 9999-12-31) is dropped here too.
const isDate = (value: string) => calendarDateSchema.safeParse(value).success;
const isQuarter = (value: string) => calendarQuarterSchema.safeParse(value).success;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const text = (value: string | null) => value?.trim() || undefined;

/**
 * Reads /insights' address. A shared or reloaded link shows the same view; a value the page does
 * not offer (a hand-edited range, a date like 31/12) is dropped rather than sent for the server to
 * refuse, so the page falls back to this year and says which filters apply.
 */
export function queryFromSearch(search: URLSearchParams): InsightQuery {
  const range: InsightRange = oneOf(insightRanges, search.get('range')) ?? 'year';
  const filters: InsightFilters = { range };
  if (range === 'quarter') {
    const quarter = search.get('quarter');
    if (quarter && isQuarter(quarter)) filters.quarter = quarter;
  }
  if (range === 'custom') {
    const from = search.get('from');
    const to = search.get('to');
    if (from && isDate(from)) filters.from = from;
    if (to && isDate(to)) filters.to = to;
  }
  const state = text(search.get('state'));
  if (state) filters.state = state.toUpperCase();
  const rep = text(search.get('rep'));
  if (rep) filters.rep = rep;
  const brand = text(search.get('brand'));
  if (brand) filters.brand = brand;
  return { filters, view: oneOf(insightViews, search.get('view')) ?? 'sales' };
}

/** The address of a view: only what differs from the defaults, in a stable order. */
export function searchOfQuery({ filters, view }: InsightQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (view !== 'sales') search.set('view', view);
  if (filters.range !== 'year') search.set('range', filters.range);
  if (filters.range === 'quarter' && filters.quarter) search.set('quarter', filters.quarter);
  if (filters.range === 'custom') {
    if (filters.from) search.set('from', filters.from);
    if (filters.to) search.set('to', filters.to);
  }
  for (const key of ['state', 'rep', 'brand'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
}

/**
 * Whether the filters can be asked for: a custom range needs both ends, the end not before the
 * start. Until then the page keeps the figures it shows and says what is missing.
 */
export function customRangeProblem(filters: InsightFilters): string | null {
  if (filters.range !== 'custom') return null;
  if (!filters.from || !filters.to) return 'Choose the first and the last day of the range.';
  if (filters.to < filters.from) return 'The last day comes before the first day.';
  return null;
}
