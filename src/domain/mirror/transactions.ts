import { z } from 'zod';
import {
  oneOrMany,
  parseDocument,
  qbAddress,
  qbDate,
  qbFlag,
  qbNumber,
  qbOptionalDate,
  qbOptionalNumber,
  qbOptionalText,
  qbRef,
  qbText,
  qbTimestamp,
} from './qb.js';

const linkedTxn = z
  .object({
    TxnID: qbOptionalText,
    TxnType: qbText,
    TxnDate: qbOptionalDate,
    RefNumber: qbOptionalText,
    Amount: qbOptionalNumber,
  })
  .transform((l) => ({
    ...(l.TxnID ? { txnId: l.TxnID } : {}),
    txnType: l.TxnType,
    refNumber: l.RefNumber,
    txnDate: l.TxnDate,
    amount: l.Amount,
  }));

const line = z.object({
  TxnLineID: qbOptionalText,
  ItemRef: qbRef,
  Desc: qbOptionalText,
  Quantity: qbNumber,
  Rate: qbNumber,
  Amount: qbNumber,
  Invoiced: qbNumber,
});

/** A group item on an invoice: QuickBooks lists the group's own lines inside it. */
const lineGroup = z.object({ InvoiceLineRet: oneOrMany(line) });

const common = {
  TxnID: qbText,
  RefNumber: qbOptionalText,
  TxnDate: qbDate,
  CustomerRef: z
    .object({ ListID: qbText, FullName: qbOptionalText }, { error: 'is required' })
    .transform((r) => ({ listId: r.ListID, fullName: r.FullName ?? '' })),
  BillAddress: qbAddress,
  ShipAddress: qbAddress,
  TermsRef: qbRef,
  SalesRepRef: qbRef,
  PONumber: qbOptionalText,
  Subtotal: qbNumber,
  LinkedTxn: oneOrMany(linkedTxn),
  Memo: qbOptionalText,
  TimeModified: qbTimestamp,
  EditSequence: qbOptionalText,
};

const invoiceRet = z.object({
  ...common,
  DueDate: qbOptionalDate,
  BalanceRemaining: qbNumber,
  IsPaid: qbFlag(false),
  Other: qbOptionalText,
  InvoiceLineRet: oneOrMany(line),
  InvoiceLineGroupRet: oneOrMany(lineGroup),
});
const salesOrderRet = z.object({
  ...common,
  FOB: qbOptionalText,
  IsFullyInvoiced: qbFlag(false),
  IsManuallyClosed: qbFlag(false),
  SalesOrderLineRet: oneOrMany(line),
});
const creditMemoRet = z.object({
  ...common,
  TotalAmount: qbNumber,
  CreditRemaining: qbNumber,
  CreditMemoLineRet: oneOrMany(line),
});

type Common = z.output<z.ZodObject<typeof common>>;
type Line = z.output<typeof line>;

/** The columns every transaction shares. shipState is the ship-to state; when the document has none
 *  the importer fills in the customer's state (a lookup, so not done here). */
function header(t: Common, doc: unknown) {
  return {
    txnId: t.TxnID,
    refNumber: t.RefNumber ?? '',
    txnDate: t.TxnDate,
    customerListId: t.CustomerRef.listId,
    customerName: t.CustomerRef.fullName,
    shipState: t.ShipAddress.state ?? null,
    billAddress: t.BillAddress,
    shipAddress: t.ShipAddress,
    termsName: t.TermsRef.fullName,
    salesRepName: t.SalesRepRef.fullName,
    poNumber: t.PONumber,
    subtotal: t.Subtotal,
    linkedTxns: t.LinkedTxn,
    memo: t.Memo,
    timeModified: t.TimeModified,
    editSequence: t.EditSequence,
    raw: doc as Record<string, unknown>,
  };
}

/** Lines numbered from 1 in document order, carrying the customer and date for per-customer statistics. */
function lines(t: Common, list: Line[]) {
  return list.map((l, i) => ({
    txnId: t.TxnID,
    lineNo: i + 1,
    txnLineId: l.TxnLineID,
    itemListId: l.ItemRef.listId,
    itemName: l.ItemRef.fullName,
    desc: l.Desc,
    quantity: l.Quantity,
    rate: l.Rate,
    amount: l.Amount,
    customerListId: t.CustomerRef.listId,
    txnDate: t.TxnDate,
  }));
}

/** Tracking numbers in Other, separated by commas, semicolons or spaces. */
function trackingOf(other: string | null): string[] {
  return other ? other.split(/[\s,;]+/).filter(Boolean) : [];
}

/**
 * A transaction read with its kind's schema: the header every kind shares beside the kind's own
 * columns, and its lines; or why the document cannot be read.
 */
function normalizeTransaction<S extends z.ZodType<Common>, R, L>(
  schema: S,
  doc: unknown,
  own: (t: z.output<S>) => { row: R; lines: L },
) {
  const parsed = parseDocument(schema, doc);
  if (!parsed.ok) return parsed;
  const { row, lines } = own(parsed.row);
  return { ok: true as const, row: { ...header(parsed.row, doc), ...row }, lines };
}

export const normalizeInvoice = (doc: unknown) =>
  normalizeTransaction(invoiceRet, doc, (t) => ({
    row: {
      dueDate: t.DueDate,
      balanceRemaining: t.BalanceRemaining,
      isPaid: t.IsPaid,
      tracking: trackingOf(t.Other),
    },
    // A group's lines are sold items like any other, so statistics count them; the group itself
    // carries only their total and stays in the raw document.
    lines: lines(t, [...t.InvoiceLineRet, ...t.InvoiceLineGroupRet.flatMap((g) => g.InvoiceLineRet)]),
  }));

export const normalizeSalesOrder = (doc: unknown) =>
  normalizeTransaction(salesOrderRet, doc, (t) => ({
    row: { fob: t.FOB, isFullyInvoiced: t.IsFullyInvoiced, isManuallyClosed: t.IsManuallyClosed },
    lines: lines(t, t.SalesOrderLineRet).map((row, i) => ({
      ...row,
      invoiced: t.SalesOrderLineRet[i]?.Invoiced ?? 0,
    })),
  }));

export const normalizeCreditMemo = (doc: unknown) =>
  normalizeTransaction(creditMemoRet, doc, (t) => ({
    row: { totalAmount: t.TotalAmount, creditRemaining: t.CreditRemaining },
    lines: lines(t, t.CreditMemoLineRet),
  }));
