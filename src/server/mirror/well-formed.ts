/**
 * A hand-written reader of well-formed QuickBooks transactions, in front of the domain's zod
 * normalizers (domain/mirror/transactions.ts) on every path of the import (decision 0384): the same
 * rows, about ten times cheaper. It never refuses: anything it does not recognise as plainly well
 * formed gives null, and the zod normalizer reads that document and gives the reason. Bound to zod
 * by `well-formed.test.ts` (every transaction of the demo company) and `well-formed.property.test.ts`
 * (any document: null or zod's rows, the document left as it came).
 */
import { isCalendarDate } from '../../domain/dates/calendar.js';
import { addressKeys, containsNul, type Address } from '../../domain/mirror/qb.js';

type Rec = Record<string, unknown>;
type Txn = 'invoices' | 'salesorders' | 'creditmemos';
interface Read {
  ok: true;
  row: Rec;
  lines: Rec[];
}

/** Thrown inside the reader when a document is not plainly well formed; caught below. */
const notPlain = Symbol('not plain');

const isRecord = (v: unknown): v is Rec => v !== null && typeof v === 'object' && !Array.isArray(v);

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw notPlain;
}
function required(value: unknown): string {
  const t = text(value);
  if (t === '') throw notPlain;
  return t;
}
const optional = (value: unknown): string | null => text(value) || null;
function numberOrNull(value: unknown): number | null {
  const t = text(value);
  if (t === '') return null;
  if (typeof value === 'boolean') throw notPlain;
  const n = typeof value === 'number' ? value : Number(t.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n) || Math.abs(n) >= 1e12) throw notPlain;
  return n;
}
const number = (value: unknown): number => numberOrNull(value) ?? 0;
function flag(value: unknown, fallback: boolean): boolean {
  const t = text(value).toLowerCase();
  if (t === '') return fallback;
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  throw notPlain;
}
function dateOrNull(value: unknown): string | null {
  const t = text(value);
  if (t === '') return null;
  if (!isCalendarDate(t)) throw notPlain;
  return t;
}
function timestamp(value: unknown): string | null {
  const t = text(value);
  if (t === '') return null;
  const ms = Date.parse(t);
  if (Number.isNaN(ms)) throw notPlain;
  return new Date(ms).toISOString();
}
function ref(value: unknown): { listId: string | null; fullName: string | null } {
  if (value === undefined || value === null) return { listId: null, fullName: null };
  if (!isRecord(value)) throw notPlain;
  return { listId: text(value.ListID) || null, fullName: text(value.FullName) || null };
}
function address(value: unknown): Address {
  const out: Address = {};
  if (value === undefined || value === null) return out;
  if (!isRecord(value)) throw notPlain;
  for (const [from, to] of addressKeys) {
    const t = text(value[from]);
    if (t) out[to] = to === 'state' ? t.toUpperCase() : t;
  }
  return out;
}
function list(value: unknown): Rec[] {
  const items = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  for (const item of items) if (!isRecord(item)) throw notPlain;
  return items as Rec[];
}

function read(entity: Txn, doc: Rec): Read {
  const customer = doc.CustomerRef;
  if (!isRecord(customer)) throw notPlain;
  const txnId = required(doc.TxnID);
  const customerListId = required(customer.ListID);
  const txnDate = dateOrNull(doc.TxnDate);
  if (txnDate === null) throw notPlain;
  const shipAddress = address(doc.ShipAddress);
  const lineKey =
    entity === 'invoices'
      ? 'InvoiceLineRet'
      : entity === 'salesorders'
        ? 'SalesOrderLineRet'
        : 'CreditMemoLineRet';
  // a copy: the group's lines are added to it, and the document itself is stored as it came
  const sourceLines = [...list(doc[lineKey])];
  if (entity === 'invoices')
    for (const group of list(doc.InvoiceLineGroupRet)) sourceLines.push(...list(group.InvoiceLineRet));
  const row: Rec = {
    txnId,
    refNumber: optional(doc.RefNumber) ?? '',
    txnDate,
    customerListId,
    customerName: optional(customer.FullName) ?? '',
    shipState: shipAddress.state ?? null,
    billAddress: address(doc.BillAddress),
    shipAddress,
    termsName: ref(doc.TermsRef).fullName,
    salesRepName: ref(doc.SalesRepRef).fullName,
    poNumber: optional(doc.PONumber),
    subtotal: number(doc.Subtotal),
    linkedTxns: list(doc.LinkedTxn).map((l) => {
      const id = optional(l.TxnID);
      return {
        ...(id ? { txnId: id } : {}),
        txnType: required(l.TxnType),
        refNumber: optional(l.RefNumber),
        txnDate: dateOrNull(l.TxnDate),
        amount: numberOrNull(l.Amount),
      };
    }),
    memo: optional(doc.Memo),
    timeModified: timestamp(doc.TimeModified),
    editSequence: optional(doc.EditSequence),
    raw: doc,
  };
  if (entity === 'invoices') {
    row.dueDate = dateOrNull(doc.DueDate);
    row.balanceRemaining = number(doc.BalanceRemaining);
    row.isPaid = flag(doc.IsPaid, false);
    const other = optional(doc.Other);
    row.tracking = other ? other.split(/[\s,;]+/).filter(Boolean) : [];
  } else if (entity === 'salesorders') {
    row.fob = optional(doc.FOB);
    row.isFullyInvoiced = flag(doc.IsFullyInvoiced, false);
    row.isManuallyClosed = flag(doc.IsManuallyClosed, false);
  } else {
    row.totalAmount = number(doc.TotalAmount);
    row.creditRemaining = number(doc.CreditRemaining);
  }
  const lines = sourceLines.map((l, i) => {
    const item = ref(l.ItemRef);
    const line: Rec = {
      txnId,
      lineNo: i + 1,
      txnLineId: optional(l.TxnLineID),
      itemListId: item.listId,
      itemName: item.fullName,
      desc: optional(l.Desc),
      quantity: number(l.Quantity),
      rate: number(l.Rate),
      amount: number(l.Amount),
      customerListId,
      txnDate,
    };
    // Every line's Invoiced is checked (the zod line schema reads it), only sales orders keep it.
    const invoiced = number(l.Invoiced);
    if (entity === 'salesorders') line.invoiced = invoiced;
    return line;
  });
  return { ok: true, row, lines };
}

/** The rows of a well-formed transaction, or null when the zod normalizer must read it. */
export function readWellFormed(entity: string, doc: unknown): Read | null {
  if (entity !== 'invoices' && entity !== 'salesorders' && entity !== 'creditmemos') return null;
  if (!isRecord(doc) || containsNul(doc)) return null;
  try {
    return read(entity, doc);
  } catch (error) {
    if (error === notPlain) return null;
    throw error;
  }
}
