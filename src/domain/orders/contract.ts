import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { orderStatuses } from './constants.js';
import {
  orderCsvFileName,
  orderFeedFiltersShape,
  ordersFeedPageSize,
  rangeEndBeforeStartMessage,
  rangeIsValid,
  salesByItemRowSchema,
} from './feed.js';
import {
  eventBenefitsSchema,
  orderAlertSchema,
  orderCardSchema,
  orderParams,
  orderSchema,
  orderTotalsSchema,
} from './presented.js';
import { orderInputSchema } from './schemas.js';
import { orderExciseSchema, orderFormExciseSchema } from './excise.js';
import { timeZoneSchema } from '../dates/zoned.js';
import { orderPushContract } from './push-contract.js';
import { raffleContract } from './raffle-contract.js';
import { gateContract, orderGateShownSchema } from './gate-contract.js';

const validRange = { message: rangeEndBeforeStartMessage, path: ['to'] };

const orderFeedQuery = orderFeedFiltersShape
  .extend({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(ordersFeedPageSize),
  })
  .refine(rangeIsValid, validRange);
const filterQuery = orderFeedFiltersShape.refine(rangeIsValid, validRange);
const exportQuery = orderFeedFiltersShape.extend({ tz: timeZoneSchema }).refine(rangeIsValid, validRange);

const salesSummarySchema = z.object({
  summary: z.object({
    orders: z.number(),
    amount: z.number(),
    averageAmount: z.number(),
    inQBooks: z.number(),
    notInQBooks: z.number(),
    freeShipping: z.number(),
  }),
  salesByItem: z.array(salesByItemRowSchema),
});
/** The feed's sales summary figures (`GET /api/orders/summary`). */
export type SalesSummary = z.infer<typeof salesSummarySchema>['summary'];

const catalogItemSchema = z.object({
  listId: z.string(),
  name: z.string(),
  description: z.string(),
  salesPrice: z.number(),
  msrp: z.number().nullable(),
  /** The product list groups by brand. */
  brand: z.string(),
});

const orderFormCatalogSchema = z.object({
  form: z.string(),
  /** The products a user may order on this form (gift items left out). */
  items: z.array(catalogItemSchema),
  /** The gift items the form lists: granted by the benefits, shown by name, never typed in. */
  gifts: z.array(catalogItemSchema),
  /** The customer's sales in the order rules' event year (the Cielo rule); 0 without a customer. */
  customerYearSales: z.number(),
  /** What the form needs to work out the excise tax as the server will (`orderExciseOf`). */
  excise: orderFormExciseSchema,
});

const orderRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/orders',
    access: 'user',
    tags: ['orders'],
    summary:
      'Create an order, or multiplyOrder equal orders; the server computes prices, caps, gifts and totals',
    body: orderInputSchema,
    status: 201,
    response: z.object({
      ids: z.array(z.string()),
      batchId: z.string(),
      totals: orderTotalsSchema,
      benefits: eventBenefitsSchema,
      alerts: z.array(orderAlertSchema),
      raffleTickets: z.array(z.object({ orderId: z.string(), ticketNumber: z.string() })),
      /** The excise tax the server worked out on its own figures (decision 0301). */
      excise: orderExciseSchema.nullable(),
    }),
  }),
  feed: defineRoute({
    method: 'GET',
    path: '/api/orders',
    access: 'user',
    tags: ['orders'],
    summary: 'The orders feed, newest first, paged by cursor',
    query: orderFeedQuery,
    response: z.object({ orders: z.array(orderCardSchema), nextCursor: z.string().nullable() }),
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/api/orders/summary',
    access: 'user',
    tags: ['orders'],
    summary: "The feed's sales summary and Sales by Item",
    query: filterQuery,
    response: salesSummarySchema,
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/orders/export.csv',
    access: 'user',
    tags: ['orders'],
    summary: `The feed as ${orderCsvFileName}`,
    query: exportQuery,
    produces: 'text/csv',
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/orders/:id',
    access: 'user',
    tags: ['orders'],
    summary: 'One order, whether the caller may delete it, and what the compliance gate says of it',
    params: orderParams,
    response: z.object({ order: orderSchema, canDelete: z.boolean(), gate: orderGateShownSchema }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/orders/:id',
    access: 'user',
    tags: ['orders'],
    summary: 'Delete an order (its author only)',
    params: orderParams,
    status: 204,
  }),
  setStatus: defineRoute({
    method: 'PATCH',
    path: '/api/orders/:id/status',
    access: { action: 'orders.changeStatus' },
    tags: ['orders'],
    summary: "Change an order's status",
    params: orderParams,
    body: z.object({ status: z.enum(orderStatuses) }),
    response: z.object({ order: orderSchema }),
  }),
};

/** The orders' routes: orders, raffle tickets and the accounting hand-off. */
export const ordersContract = { ...orderRoutes, ...raffleContract, ...orderPushContract, ...gateContract };

/** What the order form loads to compute as the server will. */
export const orderFormContract = {
  catalog: defineRoute({
    method: 'GET',
    path: '/api/order-form',
    access: 'user',
    tags: ['orders'],
    summary: "The order form's products and gifts and the customer's event-year sales",
    query: z.object({
      form: z.string().trim().min(1).max(60),
      customerListId: z.string().trim().min(1).max(60).optional(),
    }),
    response: orderFormCatalogSchema,
  }),
};
