import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
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

const ok = z.object({ ok: z.literal(true) });
const tags = ['customer records'];

/** The customer page's records: contacts, descriptions and transactions (its stats: `customer-stats`). */
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
