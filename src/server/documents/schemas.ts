import { z } from 'zod';
import { companySchema } from '../../domain/settings/company.js';

const text60 = z.string().trim().max(60, 'Please use at most 60 characters').optional();
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .optional();
const money = z.coerce.number().finite().optional();

/** Filters of the invoice and credit memo lists (and a customer's transactions). */
export const transactionFiltersSchema = z.object({
  q: text60,
  refNumber: text60,
  customerName: text60,
  customerListId: z.string().max(60).optional(),
  shipState: z.string().trim().max(2).optional(),
  dateFrom: date,
  dateTo: date,
  subtotalMin: money,
  subtotalMax: money,
  /** Credit memos only (their TotalAmount). */
  totalMin: money,
  totalMax: money,
  sort: z.enum(['date', 'refNumber']).default('date'),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type TransactionFilters = z.output<typeof transactionFiltersSchema>;

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

export const customerListQuerySchema = z.object({
  q: text60,
  sort: z.enum(customerSorts).default('name'),
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

const address = z.object({
  addr1: z.string().optional(),
  addr2: z.string().optional(),
  addr3: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
});
const linkedTxn = z.object({
  txnType: z.string(),
  refNumber: z.string().nullable(),
  txnDate: z.string().nullable(),
  amount: z.number().nullable().optional(),
});
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
  billAddress: address,
  shipAddress: address,
  termsName: z.string().nullable(),
  salesRepName: z.string().nullable(),
  poNumber: z.string().nullable(),
  linkedTxns: z.array(linkedTxn),
  memo: z.string().nullable(),
};
const line = {
  lineNo: z.number(),
  itemListId: z.string().nullable(),
  itemName: z.string().nullable(),
  desc: z.string().nullable(),
  quantity: z.number(),
  rate: z.number(),
  amount: z.number(),
};
const pastDue = { pastDue: z.boolean(), daysPastDue: z.number() };
const creditMemoStatusSchema = z.enum([
  'Credit Memo Open',
  'Credit Memo Closed',
  'Credit Memo Partially Applied',
]);

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
  status: z.enum(['Closed', 'Pending']),
});

export const invoiceListResponse = z.object({
  invoices: z.array(invoiceSummarySchema),
  nextCursor: z.string().nullable(),
});
export const creditMemoListResponse = z.object({
  creditMemos: z.array(creditMemoSummarySchema),
  nextCursor: z.string().nullable(),
});
export const salesOrderListResponse = z.object({
  salesOrders: z.array(salesOrderSummarySchema),
  nextCursor: z.string().nullable(),
});

export const invoiceResponse = z.object({
  company: companySchema,
  invoice: z.object({
    ...headerCommon,
    dueDate: z.string().nullable(),
    balanceRemaining: z.number(),
    isPaid: z.boolean(),
    tracking: z.array(z.string()),
    ...pastDue,
  }),
  lines: z.array(z.object({ ...line, msrp: z.number().nullable() })),
});
export const salesOrderResponse = z.object({
  company: companySchema,
  salesOrder: z.object({
    ...headerCommon,
    fob: z.string().nullable(),
    isFullyInvoiced: z.boolean(),
    status: z.enum(['Closed', 'Pending']),
  }),
  lines: z.array(z.object({ ...line, invoiced: z.number() })),
});
export const creditMemoResponse = z.object({
  company: companySchema,
  creditMemo: z.object({
    ...headerCommon,
    totalAmount: z.number(),
    creditRemaining: z.number(),
    status: creditMemoStatusSchema,
    productUnits: z.number(),
  }),
  lines: z.array(z.object(line)),
});

export const customerRowSchema = z.object({
  listId: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  isActive: z.boolean(),
});
export const customerListResponse = z.object({
  customers: z.array(customerRowSchema),
  nextCursor: z.number().nullable(),
});

export const refParams = z.object({ refNumber: z.string().min(1).max(40) });
