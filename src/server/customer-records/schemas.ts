import { z } from 'zod';
import { contactPositions } from '../../domain/customer-records/schemas.js';
import {
  creditMemoSummarySchema,
  invoiceSummarySchema,
  salesOrderSummarySchema,
} from '../documents/schemas.js';

export const customerParams = z.object({ listId: z.string().min(1).max(60) });
export const recordParams = customerParams.extend({ id: z.string().min(1).max(60) });

const authored = {
  id: z.string(),
  customerListId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const contactSchema = z.object({
  ...authored,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  position: z.enum(contactPositions),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  birthday: z.object({ month: z.number(), day: z.number(), year: z.number().nullable() }).nullable(),
  about: z.string().nullable(),
});
export const descriptionSchema = z.object({ ...authored, text: z.string(), canEdit: z.boolean() });

export const contactsResponse = z.object({ contacts: z.array(contactSchema) });
export const contactResponse = z.object({ contact: contactSchema });
export const descriptionsResponse = z.object({ descriptions: z.array(descriptionSchema) });
export const descriptionResponse = z.object({ description: descriptionSchema });

export const transactionTypes = ['invoices', 'salesorders', 'creditmemos', 'apporders'] as const;
export const transactionsQuery = z.object({
  type: z.enum(transactionTypes),
  cursor: z.string().max(400).optional(),
});
export const transactionsResponse = z.object({
  type: z.enum(transactionTypes),
  invoices: z.array(invoiceSummarySchema).optional(),
  salesOrders: z.array(salesOrderSummarySchema).optional(),
  creditMemos: z.array(creditMemoSummarySchema).optional(),
  appOrders: z
    .array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        status: z.string(),
        orderType: z.string(),
        total: z.number(),
      }),
    )
    .optional(),
  nextCursor: z.string().nullable(),
});

const window = z.enum(['green', 'yellow', 'red', 'NB']);
const docRef = z.object({ refNumber: z.string(), txnDate: z.string() }).nullable();
const target = z.object({ firstQuarter: z.number(), year2024: z.number() });
export const statsResponse = z.object({
  today: z.string(),
  skusLast9Months: z.number(),
  assortment: z.array(
    z.object({
      listId: z.string(),
      name: z.string(),
      brand: z.string(),
      taaExclusive: z.boolean(),
      lastBought: z.string().nullable(),
      window,
    }),
  ),
  missingByBrand: z.array(
    z.object({
      brand: z.string(),
      items: z.array(z.object({ listId: z.string(), name: z.string(), taaExclusive: z.boolean(), window })),
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
  grade: z.enum(['A', 'B', 'C', 'D']).nullable(),
  grades: z.array(z.object({ grade: z.string(), skus: z.number() })),
  region: z.enum(['SW', 'NE', 'MW', 'RestOfUSA']),
  targets: target,
});
