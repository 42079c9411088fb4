import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { assortmentWindows, grades, regionNames } from '../customer-stats/rules.js';
import {
  creditMemoSummarySchema,
  invoiceSummarySchema,
  salesOrderSummarySchema,
} from '../documents/contract.js';
import { contactInputSchema, contactPositions, descriptionInputSchema } from './schemas.js';

const customerParams = z.object({ listId: z.string().min(1).max(60) });
const recordParams = customerParams.extend({ id: z.string().min(1).max(60) });

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
/** canEdit: the server decides whether the user may edit or delete the description. */
export const descriptionSchema = z.object({ ...authored, text: z.string(), canEdit: z.boolean() });

export const transactionTypes = ['invoices', 'salesorders', 'creditmemos', 'apporders'] as const;
export type TransactionType = (typeof transactionTypes)[number];

const appOrderSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  orderType: z.string(),
  total: z.number(),
});

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

const ok = z.object({ ok: z.literal(true) });
const tags = ['customer records'];

/** The customer page's records: contacts, descriptions, statistics and transactions. */
export const customerRecordsContract = {
  contacts: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/contacts',
    access: 'user',
    tags,
    summary: "The customer's contacts, most recently saved first",
    params: customerParams,
    response: z.object({ contacts: z.array(contactSchema) }),
  }),
  createContact: defineRoute({
    method: 'POST',
    path: '/api/customers/:listId/contacts',
    access: 'user',
    tags,
    params: customerParams,
    body: contactInputSchema,
    status: 201,
    response: z.object({ contact: contactSchema }),
  }),
  updateContact: defineRoute({
    method: 'PUT',
    path: '/api/customers/:listId/contacts/:id',
    access: 'user',
    tags,
    params: recordParams,
    body: contactInputSchema,
    response: z.object({ contact: contactSchema }),
  }),
  deleteContact: defineRoute({
    method: 'DELETE',
    path: '/api/customers/:listId/contacts/:id',
    access: 'user',
    tags,
    params: recordParams,
    response: ok,
  }),
  descriptions: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/descriptions',
    access: 'user',
    tags,
    summary: "The customer's descriptions, most recently saved first",
    params: customerParams,
    response: z.object({ descriptions: z.array(descriptionSchema) }),
  }),
  createDescription: defineRoute({
    method: 'POST',
    path: '/api/customers/:listId/descriptions',
    access: 'user',
    tags,
    params: customerParams,
    body: descriptionInputSchema,
    status: 201,
    response: z.object({ description: descriptionSchema }),
  }),
  updateDescription: defineRoute({
    method: 'PUT',
    path: '/api/customers/:listId/descriptions/:id',
    access: 'user',
    tags,
    summary: "Its author changes a description's text",
    params: recordParams,
    body: descriptionInputSchema,
    response: z.object({ description: descriptionSchema }),
  }),
  deleteDescription: defineRoute({
    method: 'DELETE',
    path: '/api/customers/:listId/descriptions/:id',
    access: 'user',
    tags,
    params: recordParams,
    response: ok,
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/stats',
    access: 'user',
    tags,
    summary: 'Assortment, buying history, grade and targets of the customer',
    params: customerParams,
    response: statsSchema,
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/transactions',
    access: 'user',
    tags,
    summary: "The customer's documents of one type, 50 at a time",
    params: customerParams,
    query: z.object({ type: z.enum(transactionTypes), cursor: z.string().max(400).optional() }),
    response: z.object({
      type: z.enum(transactionTypes),
      invoices: z.array(invoiceSummarySchema).optional(),
      salesOrders: z.array(salesOrderSummarySchema).optional(),
      creditMemos: z.array(creditMemoSummarySchema).optional(),
      appOrders: z.array(appOrderSummarySchema).optional(),
      nextCursor: z.string().nullable(),
    }),
  }),
};
