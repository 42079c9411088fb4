import { z } from 'zod';
import { defineRoute, type FormerPath } from '../contract/route.js';
import {
  atRiskReasons,
  breakdownRowSchema,
  insightFiltersSchema,
  insightPeriodSchema,
  isoDate,
  monthRowSchema,
} from '../insights/contract.js';
import { assortmentWindows, grades, regionNames } from './rules.js';

const customerParams = z.object({ listId: z.string().min(1).max(60) });
const colourWindow = z.enum(assortmentWindows);
const docRef = z.object({ refNumber: z.string(), txnDate: z.string() }).nullable();

const statsSchema = z.object({
  today: z.string(),
  skusLast9Months: z.number(),
  assortment: z.array(
    z.object({
      listId: z.string(),
      name: z.string(),
      brand: z.string(),
      taaExclusive: z.boolean(),
      lastBought: z.string().nullable(),
      window: colourWindow,
    }),
  ),
  missingByBrand: z.array(
    z.object({
      brand: z.string(),
      items: z.array(
        z.object({ listId: z.string(), name: z.string(), taaExclusive: z.boolean(), window: colourWindow }),
      ),
    }),
  ),
  lastInvoice: docRef,
  lastSalesOrder: docRef,
  orderedByYear: z.array(z.object({ year: z.number(), amount: z.number(), invoices: z.number() })),
  boughtProducts: z.array(
    z.object({
      itemName: z.string(),
      quantity: z.number(),
      amount: z.number(),
      lastBought: z.string().nullable(),
    }),
  ),
  pendingProducts: z.array(
    z.object({ itemName: z.string(), quantity: z.number(), amount: z.number(), orders: z.number() }),
  ),
  grade: z.enum(grades.map((g) => g.grade)).nullable(),
  grades: z.array(z.object({ grade: z.string(), skus: z.number() })),
  region: z.enum(regionNames),
  targets: z.object({ firstQuarter: z.number(), year2024: z.number() }),
});

/**
 * A customer's sales against last year, the customer page's Sales panel: read from the same
 * figures as sales insight (net sales of invoices and credit memos, in cents), for one customer.
 */
const salesSchema = z.object({
  period: insightPeriodSchema,
  months: z.array(monthRowSchema),
  brands: z.array(breakdownRowSchema),
  lastInvoiceDate: isoDate.nullable(),
  daysSinceLastInvoice: z.number().int().nullable(),
  reorderIntervalDays: z.number().nullable(),
  /** Null when the customer is not at risk. */
  atRisk: z.object({ reasons: z.array(z.enum(atRiskReasons)).min(1) }).nullable(),
});

/** The Sales panel's first home, under insight, kept answering until the sunset (decision 0284). */
const formerSalesPath = (path: `/${string}`): FormerPath => ({
  path,
  deprecated: '2026-12-06',
  sunset: '2027-03-06',
});

const tags = ['customer stats'];

/**
 * A customer's figures, all under `/api/customers/:listId/…` (decisions 0283, 0284): the Stats tab
 * of the customer page (orders-and-records §9) and its Sales panel.
 */
export const customerStatsContract = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/stats',
    access: 'user',
    tags,
    summary: 'Assortment, buying history, grade and targets of the customer',
    params: customerParams,
    response: statsSchema,
  }),
  sales: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/sales',
    access: 'user',
    tags,
    summary: 'A customer’s Sales panel: 12 months against last year, its brands, reorder interval and risk',
    params: customerParams,
    query: insightFiltersSchema,
    response: salesSchema,
    formerPaths: [formerSalesPath('/api/insights/customers/:listId')],
  }),
  salesCsv: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/sales/csv/:table',
    access: 'user',
    tags,
    summary: 'A table of the customer’s Sales panel (months or brands) as a CSV download',
    params: customerParams.extend({ table: z.enum(['months', 'brands']) }),
    query: insightFiltersSchema,
    produces: 'text/csv',
    formerPaths: [formerSalesPath('/api/insights/customers/:listId/csv/:table')],
  }),
};
