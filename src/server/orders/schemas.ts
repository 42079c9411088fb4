import { z } from 'zod';
import { orderStatuses, orderTypes } from '../../domain/orders/constants.js';
import { newCustomerInfoSchema } from '../../domain/orders/schemas.js';

export const orderParams = z.object({ id: z.string().min(1).max(60) });

const productLine = z.object({
  productListId: z.string(),
  name: z.string(),
  description: z.string(),
  qty: z.number(),
  price: z.number(),
  amount: z.number(),
  msrp: z.number(),
});

const totals = z.object({
  amount: z.number(),
  qty: z.number(),
  facings: z.number(),
  retailValue: z.number(),
  possibleProfits: z.number(),
  margin: z.number(),
  amountWithoutYOS: z.number(),
  amountWithOutCielo: z.number(),
});

const benefits = z.object({
  freeShipping: z.boolean(),
  gifts: z.array(z.object({ item: z.string(), qty: z.number() })),
  accessoryChoices: z.number(),
  raffleTickets: z.number(),
});

/** An order as the feed, the order page and the customer page receive it. */
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
  repCode: z.string(),
  orderFormType: z.string(),
  priceLevelName: z.string(),
  priceLevelPercent: z.number(),
  terms: z.string(),
  instructions: z.string(),
  orderTags: z.array(z.string()),
  multiplyOrder: z.number(),
  optimalAsmtMet: z.boolean(),
  isTaaMember: z.boolean(),
  products: z.array(productLine),
  totals,
  freeShipping: z.boolean(),
  eventBenefits: benefits,
  raffleTickets: z.number(),
  raffleEmail: z.string(),
  estimateId: z.string(),
  commentCount: z.number(),
  attachmentCount: z.number(),
});

export const createOrdersResponse = z.object({
  ids: z.array(z.string()),
  batchId: z.string(),
  totals,
  benefits,
  alerts: z.array(z.object({ kind: z.string(), message: z.string() })),
  raffleTickets: z.array(z.object({ orderId: z.string(), ticketNumber: z.string() })),
});

/** A feed row: the order without its lines, benefits and new-customer details (the order page has them). */
export const orderCardSchema = orderSchema.omit({
  products: true,
  eventBenefits: true,
  newCustomerInfo: true,
});

export const feedResponse = z.object({ orders: z.array(orderCardSchema), nextCursor: z.string().nullable() });

export const summaryResponse = z.object({
  summary: z.object({
    orders: z.number(),
    amount: z.number(),
    averageAmount: z.number(),
    inQBooks: z.number(),
    notInQBooks: z.number(),
    freeShipping: z.number(),
  }),
  salesByItem: z.array(
    z.object({
      item: z.string(),
      description: z.string(),
      qty: z.number(),
      amount: z.number(),
      percent: z.number(),
    }),
  ),
});

export const statusBody = z.object({ status: z.enum(orderStatuses) });

/** An IANA zone for the export's dates (the browser's); New York when absent or unknown. */
export const timeZoneQuery = z
  .string()
  .max(60)
  .optional()
  .transform((zone) => {
    if (!zone) return 'America/New_York';
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone;
    } catch {
      return 'America/New_York';
    }
  });
