import { toCents } from '../../money/money.js';
import { onlineId } from './mapping.js';

/**
 * QuickBooks Online's `Payment` (a customer's payment received) as the sync keeps it (decision
 * 0364). Desktop's ReceivePayment reaches the mirror on each invoice it paid, with its number, date
 * and amount; Online's invoice names it by id only, so the sync keeps the payment itself.
 */
export interface OnlinePaymentRow {
  txnId: string;
  /** The paying customer's `QBO-` id, before the cutover's links are applied. */
  customerListId: string;
  refNumber: string | null;
  txnDate: string;
  totalCents: number;
  /** What it paid on each invoice, summed per invoice, in cents. */
  appliedTo: { invoiceTxnId: string; amountCents: number }[];
  timeModified: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;
const list = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * One Online payment in Intuit's documented shape (Id, TxnDate, TotalAmt, PaymentRefNum,
 * CustomerRef, Line[].Amount over Line[].LinkedTxn[]), or null when it lacks what the account page
 * needs (an id, a customer, a date). A line pays the invoices it links; lines linking a credit memo
 * or a journal entry take nothing off an invoice, so only `Invoice` links count.
 */
export function onlinePaymentOf(o: Json): OnlinePaymentRow | null {
  const id = text(o.Id);
  const customer = isObject(o.CustomerRef) ? text(o.CustomerRef.value) : null;
  const txnDate = text(o.TxnDate);
  if (!id || !customer || !txnDate) return null;
  const applied = new Map<string, number>();
  for (const line of list(o.Line)) {
    const invoices = list(line.LinkedTxn).filter((l) => l.TxnType === 'Invoice' && text(l.TxnId));
    // Intuit links one invoice per line; a line naming several is counted on the first alone.
    const invoice = invoices[0];
    if (!invoice) continue;
    const key = onlineId(String(text(invoice.TxnId)));
    applied.set(key, (applied.get(key) ?? 0) + toCents(Number(line.Amount ?? 0)));
  }
  const meta = isObject(o.MetaData) ? o.MetaData : {};
  return {
    txnId: onlineId(id),
    customerListId: onlineId(customer),
    refNumber: text(o.PaymentRefNum),
    txnDate,
    totalCents: toCents(Number(o.TotalAmt ?? 0)),
    appliedTo: [...applied].map(([invoiceTxnId, amountCents]) => ({ invoiceTxnId, amountCents })),
    timeModified: text(meta.LastUpdatedTime),
  };
}

/** A page of Online payments (a query page or CDC's): the ones to keep, and the ids CDC marks deleted. */
export function onlinePaymentsPage(objects: readonly unknown[]) {
  const rows: OnlinePaymentRow[] = [];
  const deleted: string[] = [];
  const ids: string[] = [];
  for (const o of objects) {
    if (!isObject(o) || !text(o.Id)) continue;
    const id = onlineId(String(text(o.Id)));
    ids.push(id);
    if (o.status === 'Deleted') deleted.push(id);
    else {
      const row = onlinePaymentOf(o);
      if (row) rows.push(row);
    }
  }
  return { rows, deleted, ids };
}
