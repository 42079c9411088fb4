import { z } from 'zod';
import { defineRoute } from '../contract/route.js';

export const searchMaxLength = 60;
export const searchMaxResults = 50;

const customerSearchQuery = z.object({
  q: z.string().max(searchMaxLength, `The search can be at most ${searchMaxLength} characters`).default(''),
  limit: z.coerce.number().int().min(1).max(searchMaxResults).default(searchMaxResults),
});

const customerSummarySchema = z.object({
  listId: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  accountNumber: z.string().nullable(),
  isActive: z.boolean(),
});

const addressSchema = z.object({
  addr1: z.string().nullish(),
  addr2: z.string().nullish(),
  addr3: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  postalCode: z.string().nullish(),
  country: z.string().nullish(),
});

const nameValueSchema = z.object({ name: z.string(), value: z.string() });

export const customerDetailSchema = z.object({
  listId: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  balance: z.number(),
  isActive: z.boolean(),
  state: z.string().nullable(),
  shipState: z.string().nullable(),
  city: z.string().nullable(),
  shipCity: z.string().nullable(),
  billAddress: addressSchema,
  shipAddress: addressSchema,
  termsName: z.string().nullable(),
  priceLevelListId: z.string().nullable(),
  priceLevelName: z.string().nullable(),
  salesRepName: z.string().nullable(),
  isTaaMember: z.boolean(),
  dataExt: z.array(nameValueSchema),
  additionalContacts: z.array(nameValueSchema),
  timeCreated: z.string().nullable(),
  timeModified: z.string().nullable(),
  editSequence: z.string().nullable(),
  /** The newest check-in or note tagged Visit (customerLastVisits); null when never visited. */
  lastVisitAt: z.string().nullable(),
});

export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export type CustomerAddress = z.infer<typeof addressSchema>;

export const customerMissingMessage = (listId: string) => `A customer with the ID ${listId} does not exist`;

export const customersContract = {
  search: defineRoute({
    method: 'GET',
    path: '/api/customers/search',
    access: 'user',
    tags: ['customers'],
    summary: `Find customers by company, contact name, account number or city (at most ${searchMaxResults}).`,
    query: customerSearchQuery,
    response: z.object({ customers: z.array(customerSummarySchema) }),
  }),
  customer: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId',
    access: 'user',
    tags: ['customers'],
    summary: 'One customer the user may see',
    params: z.object({ listId: z.string().min(1).max(100) }),
    response: z.object({ customer: customerDetailSchema }),
  }),
};
