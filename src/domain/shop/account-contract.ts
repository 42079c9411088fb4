import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { calendarDateSchema } from '../dates/calendar.js';
import { addressSchema, dateRangeMessage, documentsContract } from '../documents/contract.js';
import { creditMemoStatuses } from '../documents/status.js';
import { companySchema } from '../settings/company.js';
import { ageingBuckets } from './statement.js';

const cents = z.number().int();

/** An open invoice as the buyer's account lists it: the customer page's figures, in cents. */
const openInvoiceSchema = z.object({
  txnId: z.string(),
  refNumber: z.string(),
  txnDate: z.string(),
  dueDate: z.string().nullable(),
  amountCents: cents,
  balanceCents: cents,
  pastDue: z.boolean(),
  daysPastDue: z.number().int(),
  /** QuickBooks Online's payment link for it ("Pay"); null when QuickBooks gave none. */
  paymentUrl: z.string().nullable(),
});
export type ShopOpenInvoice = z.infer<typeof openInvoiceSchema>;

const creditMemoSchema = z.object({
  txnId: z.string(),
  refNumber: z.string(),
  txnDate: z.string(),
  amountCents: cents,
  remainingCents: cents,
  status: z.enum(creditMemoStatuses),
});

/** A payment as QuickBooks reports it on the shop's invoices (decision 0338); Online names only its id. */
const paymentSchema = z.object({
  txnId: z.string(),
  refNumber: z.string().nullable(),
  txnDate: z.string().nullable(),
  amountCents: cents.nullable(),
});

export const shopAccountSchema = z.object({
  /** The customer's balance, read by the customer page's own query, in cents. */
  balanceCents: cents,
  openInvoices: z.array(openInvoiceSchema),
  creditMemos: z.array(creditMemoSchema),
  payments: z.array(paymentSchema),
  /** What an admin wrote in Admin → Shop portal, for invoices without a payment link. */
  paymentInstructions: z.string(),
});
export type ShopAccount = z.infer<typeof shopAccountSchema>;

/** The statement's period; either end may be left out (decision 0338 says what it then is). */
export const statementQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  // ISO dates compare as text; a lone `from` after today is caught once `to` has its default.
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: dateRangeMessage, path: ['to'] });

const entrySchema = z.object({
  kind: z.enum(['invoice', 'creditMemo', 'payment']),
  txnId: z.string(),
  refNumber: z.string(),
  txnDate: z.string(),
  chargeCents: cents,
  creditCents: cents,
  balanceCents: cents,
});

/** `statementOf`'s answer (decision 0330). */
export const statementSchema = z.object({
  from: z.string(),
  to: z.string(),
  openingBalanceCents: cents,
  entries: z.array(entrySchema),
  closingBalanceCents: cents,
  ageing: z.object(
    Object.fromEntries(ageingBuckets.map((b) => [b, cents])) as Record<
      (typeof ageingBuckets)[number],
      typeof cents
    >,
  ),
  unappliedCreditCents: cents,
  totalDueCents: cents,
});

const shopDocumentParams = z.object({ id: z.string().min(1).max(60) });
const tags = ['shop'];

/**
 * What the shop owes (issue 48, part 4): every route of access `buyer` reads the buyer's own
 * customer from the session, never an id from the client; a document of another shop is not
 * found, like a missing one. The PDFs are drawn in the browser from these answers, as every
 * printed document of Humidor is (decision 0339).
 */
export const shopAccountContract = {
  account: defineRoute({
    method: 'GET',
    path: '/api/shop/account',
    access: 'buyer',
    tags,
    summary: "The shop's balance, open invoices, credit memos and payments, as the customer page shows them",
    response: shopAccountSchema,
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/shop/invoices/:id',
    access: 'buyer',
    tags,
    summary: "One of the shop's invoices (by its id) with what its PDF prints",
    params: shopDocumentParams,
    response: documentsContract.invoice.response,
  }),
  creditMemo: defineRoute({
    method: 'GET',
    path: '/api/shop/credit-memos/:id',
    access: 'buyer',
    tags,
    summary: "One of the shop's credit memos (by its id) with what its PDF prints",
    params: shopDocumentParams,
    response: documentsContract.creditMemo.response,
  }),
  statement: defineRoute({
    method: 'GET',
    path: '/api/shop/statement',
    access: 'buyer',
    tags,
    summary: "The shop's statement of a period: opening balance, the period's documents, ageing",
    query: statementQuerySchema,
    response: z.object({
      company: companySchema,
      shop: z.object({ name: z.string(), billAddress: addressSchema }),
      statement: statementSchema,
    }),
  }),
};
