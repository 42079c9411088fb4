import { z } from 'zod';
import { clientIdSchema } from '../idempotency/client-id.js';
import type { OrderStatus } from '../orders/constants.js';
import { orderLimits } from '../orders/constants.js';
import { shopQtyMax } from './limits.js';

export { shopQtyMax };

const qtyMessage = 'A quantity is a whole number of boxes';

/** One cart line as the buyer's phone sends it: which item, how many boxes. Never a price. */
export const shopCartLineSchema = z.object({
  listId: z.string().trim().min(1, 'Each line names its item').max(60, 'An item ID is at most 60 characters'),
  qty: z
    .number({ message: qtyMessage })
    .int(qtyMessage)
    .min(1, 'A quantity is at least 1 box; remove the line instead')
    .max(shopQtyMax, `A quantity is at most ${shopQtyMax.toLocaleString('en-US')} boxes`),
});
export type ShopCartLine = z.infer<typeof shopCartLineSchema>;

/** The cart: the server prices it by the rules of a rep's order, whatever else the client sends. */
export const shopCartSchema = z.object({
  lines: z.array(shopCartLineSchema).min(1, 'The cart is empty').max(500, 'A cart holds at most 500 lines'),
});

export const shopOrderInputSchema = shopCartSchema.extend({
  instructions: z
    .string()
    .trim()
    .max(orderLimits.instructions, `A note to the rep is at most ${orderLimits.instructions} characters`)
    .default(''),
  clientId: clientIdSchema,
});
export type ShopOrderInput = z.infer<typeof shopOrderInputSchema>;

const pricedLineSchema = z.object({
  listId: z.string(),
  name: z.string(),
  description: z.string(),
  qty: z.number().int(),
  priceCents: z.number().int(),
  amountCents: z.number().int(),
});

/** The cart as the server priced it: its lines, free goods, total, and what the buyer must know. */
export const pricedCartSchema = z.object({
  lines: z.array(pricedLineSchema),
  gifts: z.array(z.object({ item: z.string(), description: z.string(), qty: z.number() })),
  freeShipping: z.boolean(),
  totalCents: z.number().int(),
  minimumOrderCents: z.number().int(),
  /** The caps' alerts and the minimum's shortfall, in words. */
  messages: z.array(z.string()),
  /** False when the order would be refused as it stands (below the minimum). */
  canSubmit: z.boolean(),
});
export type PricedCart = z.infer<typeof pricedCartSchema>;

export const shopOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  lines: z.array(pricedLineSchema),
  totalCents: z.number().int(),
  /** The rep's message to the buyer when they approved or changed it. */
  message: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

/** "Reorder last order" and "My usual" as cart lines of items still offered. */
export const shopReorderSchema = z.object({
  lastOrder: z.object({ date: z.string(), lines: z.array(shopCartLineSchema) }).nullable(),
  usual: z.array(shopCartLineSchema),
});
export type ShopReorder = z.infer<typeof shopReorderSchema>;

export const belowMinimumMessage = (minimumCents: number, totalCents: number) =>
  `The smallest order is ${dollars(minimumCents)}; this cart comes to ${dollars(totalCents)}.`;
export const notOfferedMessage = (name: string) =>
  `${name} is not offered in the shop; remove it from the cart.`;
export const portalOffMessage = 'The shop is closed for now. Call your sales rep to order.';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** What a shop's order needs to be told in words (issue 48, part 3). */
export interface ShopOrderStanding {
  status: OrderStatus;
  reviewChanged: boolean;
  declineReason: string | null;
  /** The estimate's (or sales order's) number QuickBooks gave, once pushed. */
  documentNumber: string | null;
  /** QuickBooks made an invoice of it (Online's push as an invoice). */
  invoiced: boolean;
}

/**
 * The status a buyer reads for their order (decision 0336): the review first, then QuickBooks.
 * "Changed by your rep" stays until QuickBooks has it, so the buyer sees the change they must read.
 */
export function shopOrderStatusWords(order: ShopOrderStanding): string {
  switch (order.status) {
    case 'OrderInReview':
      return 'In review';
    case 'OrderDeclined':
      return `Declined: ${order.declineReason ?? ''}`.trim();
    case 'OrderSubmitted':
      return order.reviewChanged ? 'Changed by your rep' : 'Approved';
    case 'OrderInQBooks':
      if (order.invoiced) return 'Invoiced';
      return order.documentNumber ? `In QuickBooks as estimate ${order.documentNumber}` : 'In QuickBooks';
  }
}

/** Dollars as stored on an order's lines, in whole cents. */
export const centsOf = (amount: number) => Math.round(amount * 100);
