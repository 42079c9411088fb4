import { z } from 'zod';
import { orderStatuses, orderTypes } from './constants.js';
import { orderExciseSchema } from './excise.js';
import { newCustomerInfoSchema, orderEntryShownSchema } from './schemas.js';

/** The id of one order in a route's path. */
export const orderParams = z.object({ id: z.string().min(1).max(60) });

/** One product line as stored and shown: money in dollars, rounded to cents. */
export const orderProductLineSchema = z.object({
  productListId: z.string(),
  name: z.string(),
  description: z.string(),
  qty: z.number(),
  price: z.number(),
  amount: z.number(),
  msrp: z.number(),
});

export const orderTotalsSchema = z.object({
  amount: z.number(),
  qty: z.number(),
  facings: z.number(),
  retailValue: z.number(),
  possibleProfits: z.number(),
  margin: z.number(),
  amountWithoutYOS: z.number(),
  amountWithOutCielo: z.number(),
});

/** A free gift the event benefits grant: the item code, its description and how many. */
const giftSchema = z.object({
  item: z.string(),
  // Orders stored before gifts carried their description show the code alone.
  description: z.string().default(''),
  qty: z.number(),
});

export const eventBenefitsSchema = z.object({
  freeShipping: z.boolean(),
  gifts: z.array(giftSchema),
  accessoryChoices: z.number(),
  raffleTickets: z.number(),
});

export const orderAlertSchema = z.object({ kind: z.string(), message: z.string() });

/**
 * The one presented shape of an app order: the order page, the feed (without the heavy parts),
 * the CSV export and the server's orders table all derive from it.
 */
export const orderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  batchId: z.string(),
  status: z.enum(orderStatuses),
  orderType: z.enum(orderTypes),
  newCustomer: z.boolean(),
  customerListId: z.string().nullable(),
  customerName: z.string(),
  customerAccountNumber: z.string().nullable(),
  customerCity: z.string().nullable(),
  customerState: z.string().nullable(),
  customerPhone: z.string().nullable(),
  newCustomerInfo: newCustomerInfoSchema.nullable(),
  authorId: z.string(),
  authorName: z.string(),
  originalAuthorId: z.string(),
  originalAuthorName: z.string(),
  ...orderEntryShownSchema.shape,
  priceLevelName: z.string(),
  priceLevelPercent: z.number(),
  terms: z.string(),
  orderTags: z.array(z.string()),
  multiplyOrder: z.number(),
  optimalAsmtMet: z.boolean(),
  isTaaMember: z.boolean(),
  products: z.array(orderProductLineSchema),
  totals: orderTotalsSchema,
  freeShipping: z.boolean(),
  eventBenefits: eventBenefitsSchema,
  raffleTickets: z.number(),
  estimateId: z.string(),
  commentCount: z.number(),
  attachmentCount: z.number(),
  /** The excise tax worked out when the order was made (decision 0301); null before it or without a ship-to state. */
  excise: orderExciseSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A feed row: the order without its lines, benefits and new-customer details (the order page has them). */
export const orderCardSchema = orderSchema.omit({
  products: true,
  eventBenefits: true,
  newCustomerInfo: true,
  excise: true,
});
export type OrderCard = z.infer<typeof orderCardSchema>;
