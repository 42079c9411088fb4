import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { calendarDateSchema } from '../dates/calendar.js';
import { companySchema } from '../settings/company.js';
import { documentExciseSchema } from '../orders/excise-documents.js';
import { creditMemoStatuses, salesOrderStatuses } from './status.js';

const text60 = z.string().trim().max(60, 'Please use at most 60 characters').optional();
const isoDate = calendarDateSchema.optional();
// Typed as the form holds them (text while typing, a number once read); the API reads query text.
const money = z.coerce
  .number<string | number>({ error: 'Please enter an amount' })
  .finite('Please enter an amount')
  .optional();

export const dateRangeMessage = 'The end date must be on or after the start date';

/** Filters of the invoice and credit memo lists (and a customer's transactions), shared by form and API. */
export const transactionFiltersSchema = z
  .object({
    q: text60,
    refNumber: text60,
    customerName: text60,
    customerListId: z.string().max(60).optional(),
    shipState: z.string().trim().max(2).optional(),
    dateFrom: isoDate,
    dateTo: isoDate,
    subtotalMin: money,
    subtotalMax: money,
    /** Credit memos only (their TotalAmount). */
    totalMin: money,
    totalMax: money,
    sort: z.enum(['date', 'refNumber']).default('date'),
    cursor: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(50),
  })
  // ISO dates compare as text, so an end before the start is caught without parsing.
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: dateRangeMessage,
    path: ['dateTo'],
  });
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;
export type TransactionFiltersInput = z.input<typeof transactionFiltersSchema>;

export const customerSorts = [
  'name',
  'nameDesc',
  'city',
  'cityDesc',
  'state',
  'stateDesc',
  'contact',
  'contactDesc',
  'zip',
  'zipDesc',
] as const;
export type CustomerSort = (typeof customerSorts)[number];

const customerListQuerySchema = z.object({
  q: text60,
  sort: z.enum(customerSorts).default('name'),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const addressSchema = z.object({
  addr1: z.string().optional(),
  addr2: z.string().optional(),
  addr3: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});
export type DocumentAddress = z.infer<typeof addressSchema>;

const linkedTxnSchema = z.object({
  txnType: z.string(),
  refNumber: z.string().nullable(),
  txnDate: z.string().nullable(),
  amount: z.number().nullable().optional(),
});
export type LinkedTxn = z.infer<typeof linkedTxnSchema>;

const documentCommon = {
  txnId: z.string(),
  refNumber: z.string(),
  txnDate: z.string(),
  customerListId: z.string(),
  customerName: z.string(),
  shipState: z.string().nullable(),
  subtotal: z.number(),
};
const headerCommon = {
  ...documentCommon,
  billAddress: addressSchema,
  shipAddress: addressSchema,
  termsName: z.string().nullable(),
  salesRepName: z.string().nullable(),
  poNumber: z.string().nullable(),
  linkedTxns: z.array(linkedTxnSchema),
  memo: z.string().nullable(),
};
const lineSchema = z.object({
  lineNo: z.number(),
  itemListId: z.string().nullable(),
  itemName: z.string().nullable(),
  desc: z.string().nullable(),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number(),
});
export type DocumentLine = z.infer<typeof lineSchema>;

const pastDue = { pastDue: z.boolean(), daysPastDue: z.number() };
const creditMemoStatusSchema = z.enum(creditMemoStatuses);
const salesOrderStatusSchema = z.enum(salesOrderStatuses);

export const invoiceSummarySchema = z.object({
  ...documentCommon,
  dueDate: z.string().nullable(),
  balanceRemaining: z.number(),
  ...pastDue,
});
export const creditMemoSummarySchema = z.object({
  ...documentCommon,
  totalAmount: z.number(),
  creditRemaining: z.number(),
  status: creditMemoStatusSchema,
});
export const salesOrderSummarySchema = z.object({
  ...documentCommon,
  poNumber: z.string().nullable(),
  status: salesOrderStatusSchema,
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export type CreditMemoSummary = z.infer<typeof creditMemoSummarySchema>;
export type SalesOrderSummary = z.infer<typeof salesOrderSummarySchema>;

const customerRowSchema = z.object({
  listId: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  isActive: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

const refParams = z.object({ refNumber: z.string().min(1).max(40) });
const tags = ['documents'];

export const documentsContract = {
  invoices: defineRoute({
    method: 'GET',
    path: '/api/invoices',
    access: 'user',
    tags,
    summary: 'The saved invoice list, 50 at a time, scoped by ship state',
    query: transactionFiltersSchema,
    response: z.object({ invoices: z.array(invoiceSummarySchema), nextCursor: z.string().nullable() }),
  }),
  creditMemos: defineRoute({
    method: 'GET',
    path: '/api/credit-memos',
    access: 'user',
    tags,
    summary: 'The saved credit memo list, 50 at a time, scoped by ship state',
    query: transactionFiltersSchema,
    response: z.object({ creditMemos: z.array(creditMemoSummarySchema), nextCursor: z.string().nullable() }),
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/invoices/:refNumber',
    access: 'user',
    tags,
    summary: 'One invoice with its lines and the company details its printable version shows',
    params: refParams,
    response: z.object({
      company: companySchema,
      invoice: z.object({
        ...headerCommon,
        dueDate: z.string().nullable(),
        balanceRemaining: z.number(),
        isPaid: z.boolean(),
        tracking: z.array(z.string()),
        ...pastDue,
      }),
      lines: z.array(lineSchema.extend({ msrp: z.number().nullable() })),
      /** The invoice's excise tax (decision 0302); null without a ship-to state. */
      excise: documentExciseSchema.nullable(),
    }),
  }),
  salesOrder: defineRoute({
    method: 'GET',
    path: '/api/sales-orders/:refNumber',
    access: 'user',
    tags,
    summary: 'One sales order with its lines and what of them is invoiced',
    params: refParams,
    response: z.object({
      company: companySchema,
      salesOrder: z.object({
        ...headerCommon,
        fob: z.string().nullable(),
        isFullyInvoiced: z.boolean(),
        status: salesOrderStatusSchema,
      }),
      lines: z.array(lineSchema.extend({ invoiced: z.number() })),
    }),
  }),
  creditMemo: defineRoute({
    method: 'GET',
    path: '/api/credit-memos/:refNumber',
    access: 'user',
    tags,
    summary: 'One credit memo with its lines',
    params: refParams,
    response: z.object({
      company: companySchema,
      creditMemo: z.object({
        ...headerCommon,
        totalAmount: z.number(),
        creditRemaining: z.number(),
        status: creditMemoStatusSchema,
        productUnits: z.number(),
      }),
      lines: z.array(lineSchema),
    }),
  }),
  customers: defineRoute({
    method: 'GET',
    path: '/api/customers',
    access: 'user',
    tags: ['customers'],
    summary: 'The saved Customer-List: scoped, filtered by keyword, sorted, 50 at a time',
    query: customerListQuerySchema,
    response: z.object({ customers: z.array(customerRowSchema), nextCursor: z.string().nullable() }),
  }),
};
