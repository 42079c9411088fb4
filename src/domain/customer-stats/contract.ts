import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
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

/** A customer's stats: the Stats tab of the customer page (orders-and-records §9, decision 0283). */
export const customerStatsContract = {
  stats: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/stats',
    access: 'user',
    tags: ['customer stats'],
    summary: 'Assortment, buying history, grade and targets of the customer',
    params: customerParams,
    response: statsSchema,
  }),
};
