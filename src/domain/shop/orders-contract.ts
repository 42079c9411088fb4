import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { orderLimits } from '../orders/constants.js';
import { orderParams } from '../orders/presented.js';
import { shopCatalogueSchema } from './contract.js';
import {
  pricedCartSchema,
  shopCartLineSchema,
  shopCartSchema,
  shopOrderInputSchema,
  shopOrderSchema,
  shopReorderSchema,
} from './orders.js';

const note = (what: string) =>
  z
    .string()
    .trim()
    .max(orderLimits.instructions, `${what} is at most ${orderLimits.instructions} characters`);

/** Approve a shop's order, maybe with changed lines and a message to the buyer (decision 0335). */
export const approveShopOrderSchema = z.object({
  /** The lines as the rep leaves them; absent: as the shop sent them. */
  lines: z.array(shopCartLineSchema).min(1, 'An order keeps at least one line').max(500).optional(),
  message: note('The message to the buyer').default(''),
});
export type ApproveShopOrder = z.infer<typeof approveShopOrderSchema>;

export const declineShopOrderSchema = z.object({
  reason: note('The reason').min(1, 'Say why the order is declined: the buyer reads it'),
});

const tags = ['shop'];

/**
 * The buyer's ordering (issue 48, parts 2–3): every route of access `buyer` reads the buyer's own
 * customer from their session, never an id from the client. The company's review of a shop's
 * order is under the order, for anyone who sees it.
 */
export const shopOrdersContract = {
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/shop/catalogue',
    access: 'buyer',
    tags,
    summary: "The shop's catalogue: offered items by brand at its own price level, availability in words",
    response: shopCatalogueSchema,
  }),
  reorder: defineRoute({
    method: 'GET',
    path: '/api/shop/reorder',
    access: 'buyer',
    tags,
    summary: '"Reorder last order" and "My usual" as cart lines of the items still offered',
    response: shopReorderSchema,
  }),
  priceCart: defineRoute({
    method: 'POST',
    path: '/api/shop/cart/price',
    access: 'buyer',
    tags,
    summary:
      "The cart priced by the server's order rules (caps, free goods, minimum), whatever the client sent",
    body: shopCartSchema,
    response: pricedCartSchema,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/shop/orders',
    access: 'buyer',
    tags,
    summary: 'Send the cart as an order: it waits "In review" for the rep',
    body: shopOrderInputSchema,
    status: 201,
    response: z.object({ order: shopOrderSchema }),
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/api/shop/orders',
    access: 'buyer',
    tags,
    summary: "The shop's orders placed in the portal, newest first, with their status in words",
    response: z.object({ orders: z.array(shopOrderSchema) }),
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/approve',
    access: 'user',
    tags: ['orders', 'shop'],
    summary: "Approve a shop's order in review, maybe changed, with a message to the buyer",
    params: orderParams,
    body: approveShopOrderSchema,
    formErrors: true,
    response: z.object({ order: shopOrderSchema }),
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/decline',
    access: 'user',
    tags: ['orders', 'shop'],
    summary: "Decline a shop's order in review with a reason the buyer reads",
    params: orderParams,
    body: declineShopOrderSchema,
    formErrors: true,
    response: z.object({ order: shopOrderSchema }),
  }),
};
