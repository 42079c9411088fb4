import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { calendarDateSchema, calendarQuarterSchema } from '../dates/calendar.js';

/**
 * Sales insight (issue 28): net sales from the mirrored invoices and credit memos, this period
 * against the same calendar days a year earlier. Every route is scoped like the documents: a rep
 * sees the sales shipped to the states they cover, and a filter narrows that, never widens it.
 *
 * Money is in integer cents (`…Cents`) so the figures add up to the cent; dates are 'YYYY-MM-DD'
 * calendar days in the company's time zone (the task digest's zone setting), both ends inclusive.
 * A change is in percent with one decimal, null when last year's figure is 0.
 */

/** The dates the answers hold; what a request may ask for is `calendarDateSchema`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31');

/** The date ranges the filters offer; `year` is this year to date. */
export const insightRanges = ['year', 'last12', 'quarter', 'custom'] as const;
export type InsightRange = (typeof insightRanges)[number];

/**
 * The filters every insight route takes. `quarter` ('2026-Q2') goes with range=quarter (the
 * current quarter when absent), `from`/`to` with range=custom. `state`, `rep` (the sales rep code
 * of the invoice) and `brand` narrow the figures; a state outside a rep's own answers nothing.
 */
export const insightFiltersSchema = z.object({
  range: z.enum(insightRanges).default('year'),
  quarter: calendarQuarterSchema.optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  state: z.string().trim().toUpperCase().min(1).max(10).optional(),
  rep: z.string().trim().min(1).max(40).optional(),
  brand: z.string().trim().min(1).max(100).optional(),
});
export type InsightFilters = z.infer<typeof insightFiltersSchema>;

/** Tables answer JSON for the page or, with format=csv, the same table as a CSV download. */
export const insightTableQuery = insightFiltersSchema.extend({
  format: z.enum(['json', 'csv']).default('json'),
});

/** The period the figures cover and the same calendar days a year earlier. */
export const insightPeriodSchema = z.object({
  from: isoDate,
  to: isoDate,
  lastYearFrom: isoDate,
  lastYearTo: isoDate,
  /** Plain words for the page: 'This year to date (Jan 1 – Nov 27, 2026)'. */
  label: z.string(),
});
export type InsightPeriod = z.infer<typeof insightPeriodSchema>;

const comparison = {
  thisPeriodCents: z.number().int(),
  lastPeriodCents: z.number().int(),
  changePercent: z.number().nullable(),
};

/** The rule that put a customer on the at-risk list (both may hold). */
export const atRiskReasons = ['interval', 'drop'] as const;
export type AtRiskReason = (typeof atRiskReasons)[number];

export const insightDimensions = ['brand', 'state', 'rep', 'customer'] as const;
export type InsightDimension = (typeof insightDimensions)[number];

export const breakdownRowSchema = z.object({
  /** The brand, state code, rep code or customer ListID ('Other' for lines without a brand, '' for no state or rep). */
  key: z.string(),
  /** What the table shows: the brand, state, rep code (with the rep's name when known) or customer name. */
  label: z.string(),
  ...comparison,
});
export type InsightBreakdownRow = z.infer<typeof breakdownRowSchema>;

export const monthRowSchema = z.object({
  /** 'YYYY-MM' of this period's month; last year's is the same month a year earlier. */
  month: z.string(),
  ...comparison,
});
export type InsightMonthRow = z.infer<typeof monthRowSchema>;

const atRiskRowSchema = z.object({
  customerListId: z.string(),
  customerName: z.string(),
  state: z.string().nullable(),
  reasons: z.array(z.enum(atRiskReasons)).min(1),
  lastInvoiceDate: isoDate,
  daysSinceLastInvoice: z.number().int(),
  /** The median days between invoices over the last 24 months; null under 3 invoices. */
  reorderIntervalDays: z.number().nullable(),
  /** Net sales of the last 90 days and of the same 90 days a year earlier. */
  last90DaysCents: z.number().int(),
  sameDaysLastYearCents: z.number().int(),
  /** Net sales of the 365 days before today: the value at stake, the list's order (most first). */
  lastYearCents: z.number().int(),
});
export type AtRiskRow = z.infer<typeof atRiskRowSchema>;

const reachRowSchema = z.object({
  brand: z.string(),
  customers: z.number().int(),
  customersLastPeriod: z.number().int(),
  gained: z.number().int(),
  lost: z.number().int(),
  changePercent: z.number().nullable(),
});
export type BrandReachRow = z.infer<typeof reachRowSchema>;

const reachCustomerSchema = z.object({
  customerListId: z.string(),
  customerName: z.string(),
  state: z.string().nullable(),
  thisPeriodCents: z.number().int(),
  lastPeriodCents: z.number().int(),
});

const activityRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  repCode: z.string().nullable(),
  /** The Monday the week starts on, in the company's time zone. */
  weekStart: isoDate,
  notes: z.number().int(),
  /** Check-ins, and standard notes tagged Visit that no check-in is tied to (decision 0216). */
  visits: z.number().int(),
  orders: z.number().int(),
  orderValueCents: z.number().int(),
  /** Orders for new customers (the order form's New customer). */
  newCustomers: z.number().int(),
});
export type RepActivityRow = z.infer<typeof activityRowSchema>;

const brandParams = z.object({ brand: z.string().min(1).max(100) });

const tags = ['insights'];

/**
 * Summary figures and tables; `format=csv` answers the table as insights-<name>.csv (UTF-8 with BOM,
 * formula-safe). One customer's Sales panel is customer stats' (`customerStatsContract.sales`,
 * decision 0284): insight is the company's and the territories' figures.
 */
export const insightsContract = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/insights/summary',
    access: 'user',
    tags,
    summary: 'Net sales of the period against the same days last year, and orders not yet invoiced',
    query: insightFiltersSchema,
    response: z.object({
      period: insightPeriodSchema,
      netSales: z.object(comparison),
      /** App orders not yet in QuickBooks: not sales yet, shown apart. */
      notYetInvoiced: z.object({ orders: z.number().int(), valueCents: z.number().int() }),
      atRiskCount: z.number().int(),
      /** TxnDate of the newest mirrored invoice in scope, so the page can say how fresh the figures are. */
      lastInvoiceDate: isoDate.nullable(),
    }),
  }),
  filterOptions: defineRoute({
    method: 'GET',
    path: '/api/insights/filters',
    access: 'user',
    tags,
    summary: 'The states, rep codes and brands the filters offer (the states are the user’s own)',
    response: z.object({
      states: z.array(z.string()),
      reps: z.array(z.object({ code: z.string(), name: z.string().nullable() })),
      brands: z.array(z.string()),
      /** The quarters with sales, newest first ('2026-Q4'). */
      quarters: z.array(z.string()),
    }),
  }),
  months: defineRoute({
    method: 'GET',
    path: '/api/insights/months',
    access: 'user',
    tags,
    summary: 'The 12 months ending with the period’s last month against the same months a year earlier',
    query: insightTableQuery,
    response: z.object({ period: insightPeriodSchema, rows: z.array(monthRowSchema) }),
  }),
  breakdown: defineRoute({
    method: 'GET',
    path: '/api/insights/by/:dimension',
    access: 'user',
    tags,
    summary: 'Net sales by brand, state, rep or customer (top customers first), this period and last year',
    params: z.object({ dimension: z.enum(insightDimensions) }),
    query: insightTableQuery.extend({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
    response: z.object({ period: insightPeriodSchema, rows: z.array(breakdownRowSchema) }),
  }),
  atRisk: defineRoute({
    method: 'GET',
    path: '/api/insights/at-risk',
    access: 'user',
    tags,
    summary: 'Customers slipping away, most value at stake first, with the rule that put each there',
    query: insightTableQuery.extend({ limit: z.coerce.number().int().min(1).max(1000).default(200) }),
    response: z.object({ asOf: isoDate, rows: z.array(atRiskRowSchema) }),
  }),
  atRiskCount: defineRoute({
    method: 'GET',
    path: '/api/insights/at-risk/count',
    access: 'user',
    tags,
    summary: 'How many customers in the user’s scope are at risk (the home page’s count)',
    response: z.object({ count: z.number().int() }),
  }),
  brandReach: defineRoute({
    method: 'GET',
    path: '/api/insights/brand-reach',
    access: 'user',
    tags,
    summary: 'Per brand, customers buying it this period against the same days last year, gained and lost',
    query: insightTableQuery,
    response: z.object({ period: insightPeriodSchema, rows: z.array(reachRowSchema) }),
  }),
  brandReachCustomers: defineRoute({
    method: 'GET',
    path: '/api/insights/brand-reach/:brand',
    access: 'user',
    tags,
    summary: 'The customers a brand gained and lost against the same days last year',
    params: brandParams,
    query: insightTableQuery,
    response: z.object({
      period: insightPeriodSchema,
      gained: z.array(reachCustomerSchema),
      lost: z.array(reachCustomerSchema),
    }),
  }),
  repActivity: defineRoute({
    method: 'GET',
    path: '/api/insights/rep-activity',
    access: 'user',
    tags,
    summary: 'Per user per week: notes, visits, orders taken and their value, new customers ordering',
    query: insightTableQuery,
    response: z.object({ period: insightPeriodSchema, rows: z.array(activityRowSchema) }),
  }),
};
