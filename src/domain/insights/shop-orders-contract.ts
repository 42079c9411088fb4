import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { insightFiltersSchema, insightPeriodSchema } from './contract.js';

const monthSchema = z.object({
  month: z.string(),
  shopOrders: z.number().int(),
  shopValueCents: z.number().int(),
  allOrders: z.number().int(),
  allValueCents: z.number().int(),
  sharePercent: z.number().nullable(),
});

/**
 * Insight's "Orders placed by shops" (issue 48, part 6): the app orders the shops placed through
 * the portal against all app orders, by month. App orders carry no brand of their own, so the
 * brand filter does not narrow it; state and rep do.
 */
export const shopOrdersInsightContract = {
  shopOrders: defineRoute({
    method: 'GET',
    path: '/api/insights/shop-orders',
    access: 'user',
    tags: ['insights'],
    summary:
      'App orders placed by shops against all app orders, by month, over the 12 months ending with the period',
    query: insightFiltersSchema.omit({ brand: true }),
    response: z.object({
      period: insightPeriodSchema,
      months: z.array(monthSchema),
      total: monthSchema.omit({ month: true }),
    }),
  }),
};
