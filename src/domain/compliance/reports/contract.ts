import { z } from 'zod';
import { defineRoute } from '../../contract/route.js';
import { stateCodeSchema } from '../dated.js';

/**
 * Admin → Compliance → Reports (issue 46, part 5) and insight's excise tax by state and month
 * (part 6). A report is read from the invoices and credit memos mirrored from QuickBooks
 * (decision 0303); money in integer cents.
 */

/** 'YYYY-MM', a real month between 1900 and 2100. */
export const reportMonthSchema = z
  .string({ error: 'Choose a month like 2026-11' })
  .trim()
  .regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'Choose a month like 2026-11');

export const reportQuerySchema = z.object({
  state: z.string({ error: 'Choose a state, such as TX' }).pipe(stateCodeSchema),
  month: reportMonthSchema,
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const columnKeys = [
  'date',
  'refNumber',
  'buyer',
  'licenseNumber',
  'shipTo',
  'carrier',
  'brand',
  'item',
  'taxKind',
  'quantity',
  'cigars',
  'listPriceCents',
  'salePriceCents',
  'amountCents',
  'taxCents',
  'flag',
] as const;

export const reportRowSchema = z.object({
  txnId: z.string(),
  refNumber: z.string(),
  documentKind: z.enum(['invoice', 'credit-memo']),
  date: z.string(),
  customerListId: z.string(),
  buyer: z.string(),
  licenseNumber: z.string().nullable(),
  flag: z.string().nullable(),
  shipTo: z.string(),
  carrier: z.string().nullable(),
  brand: z.string(),
  item: z.string(),
  taxKind: z.string().nullable(),
  quantity: z.number(),
  cigars: z.number().nullable(),
  listPriceCents: z.number().int().nullable(),
  salePriceCents: z.number().int(),
  amountCents: z.number().int(),
  taxCents: z.number().int().nullable(),
  taxNote: z.string(),
});

export const stateReportSchema = z.object({
  state: z.string(),
  stateName: z.string(),
  month: z.string(),
  format: z.enum(['tx-manufacturer', 'fl-other-tobacco', 'sd-cigar-shipper', 'shipments']),
  title: z.string(),
  citation: z.string(),
  note: z.string(),
  remitter: z.enum(['company', 'purchaser']).nullable(),
  /** Set when the mirrored documents carry no ship method, so the carrier column is blank (decision 0304). */
  carrierNote: z.string().nullable(),
  columns: z.array(z.object({ key: z.enum(columnKeys), label: z.string() })),
  rows: z.array(reportRowSchema),
  totals: z.object({
    invoices: z.number().int(),
    creditMemos: z.number().int(),
    rows: z.number().int(),
    quantity: z.number(),
    cigars: z.number(),
    amountCents: z.number().int(),
    taxCents: z.number().int(),
    flaggedShipments: z.number().int(),
    untaxedRows: z.number().int(),
  }),
  figures: z.array(z.object({ label: z.string(), value: z.number(), unit: z.enum(['cents', 'count']) })),
});
export type StateReportAnswer = z.infer<typeof stateReportSchema>;

export const exciseInsightQuerySchema = z
  .object({ from: reportMonthSchema, to: reportMonthSchema })
  .refine((q) => q.from <= q.to, { error: 'The first month is after the last', path: ['to'] })
  .refine(
    (q) =>
      Number(q.to.slice(0, 4)) * 12 +
        Number(q.to.slice(5)) -
        (Number(q.from.slice(0, 4)) * 12 + Number(q.from.slice(5))) <
      24,
    {
      error: 'Choose at most 24 months',
      path: ['from'],
    },
  );

export const exciseInsightSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      state: z.string(),
      month: z.string(),
      netSalesCents: z.number().int(),
      exciseCents: z.number().int(),
      untaxedLines: z.number().int(),
    }),
  ),
  /** Open orders, not yet pushed, the order gate refuses today (decision 0305). */
  heldOrders: z.number().int(),
});
export type ExciseInsight = z.infer<typeof exciseInsightSchema>;

const tags = ['compliance reports'];

export const complianceReportsContract = {
  report: defineRoute({
    method: 'GET',
    path: '/api/admin/compliance/reports',
    access: { action: 'compliance.manage' },
    tags,
    summary: 'A state’s monthly report from the mirrored invoices and credit memos',
    query: reportQuerySchema,
    response: stateReportSchema,
  }),
  reportCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/compliance/reports/csv',
    access: { action: 'compliance.manage' },
    tags,
    summary: 'A state’s monthly report as a CSV download',
    query: reportQuerySchema,
    produces: 'text/csv',
  }),
  exciseInsight: defineRoute({
    method: 'GET',
    path: '/api/insights/excise',
    access: 'user',
    tags,
    summary: 'Excise tax by state and month beside net sales, and the orders the gate holds (scoped)',
    query: exciseInsightQuerySchema,
    response: exciseInsightSchema,
  }),
};
