import { invoicePastDue } from '../documents/status.js';

/**
 * A shop's statement for a period (issue 48, part 4; decision 0330): the balance brought forward,
 * the documents of the period with a running balance, and the open invoices aged on the period's
 * last day. Money in integer cents, so the statement and the customer page agree to the cent.
 */

export const ageingBuckets = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

export interface StatementInvoice {
  txnId: string;
  refNumber: string;
  txnDate: string;
  dueDate: string | null;
  amountCents: number;
  /** What is still owed on it, as QuickBooks reports it now. */
  balanceCents: number;
}

export interface StatementCreditMemo {
  txnId: string;
  refNumber: string;
  txnDate: string;
  amountCents: number;
  /** The credit not yet applied to an invoice. */
  remainingCents: number;
}

export interface StatementPayment {
  txnId: string;
  refNumber: string;
  txnDate: string;
  amountCents: number;
}

export interface StatementEntry {
  kind: 'invoice' | 'creditMemo' | 'payment';
  txnId: string;
  refNumber: string;
  txnDate: string;
  /** What it adds to the balance (an invoice) or takes off it (a credit memo, a payment). */
  chargeCents: number;
  creditCents: number;
  /** The balance after it. */
  balanceCents: number;
}

export interface Statement {
  from: string;
  to: string;
  openingBalanceCents: number;
  entries: StatementEntry[];
  closingBalanceCents: number;
  /** The open invoices' balances by days past due on `to`; not yet due counts as 0–30. */
  ageing: Record<AgeingBucket, number>;
  /** Credit memos' credit not yet applied, dated up to `to`: taken off the total due, not aged. */
  unappliedCreditCents: number;
  /** The aged balances less the unapplied credit. */
  totalDueCents: number;
}

/** The bucket of an invoice this many days past its due date (0 when not yet due). */
export function ageingBucketOf(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 30) return '0-30';
  if (daysPastDue <= 60) return '31-60';
  return daysPastDue <= 90 ? '61-90' : '90+';
}

const kindOrder = { invoice: 0, creditMemo: 1, payment: 2 } as const;

export function statementOf(input: {
  from: string;
  to: string;
  invoices: readonly StatementInvoice[];
  creditMemos: readonly StatementCreditMemo[];
  payments: readonly StatementPayment[];
}): Statement {
  const { from, to } = input;
  const moves = [
    ...input.invoices.map((d) => ({ kind: 'invoice' as const, ...d, signed: d.amountCents })),
    ...input.creditMemos.map((d) => ({ kind: 'creditMemo' as const, ...d, signed: -d.amountCents })),
    ...input.payments.map((d) => ({ kind: 'payment' as const, ...d, signed: -d.amountCents })),
  ].filter((move) => move.txnDate <= to);
  const openingBalanceCents = moves.filter((m) => m.txnDate < from).reduce((sum, m) => sum + m.signed, 0);
  let balance = openingBalanceCents;
  const entries = moves
    .filter((m) => m.txnDate >= from)
    .sort(
      (a, b) =>
        a.txnDate.localeCompare(b.txnDate) ||
        kindOrder[a.kind] - kindOrder[b.kind] ||
        a.refNumber.localeCompare(b.refNumber, undefined, { numeric: true }),
    )
    .map((m): StatementEntry => {
      balance += m.signed;
      return {
        kind: m.kind,
        txnId: m.txnId,
        refNumber: m.refNumber,
        txnDate: m.txnDate,
        chargeCents: Math.max(0, m.signed),
        creditCents: Math.max(0, -m.signed),
        balanceCents: balance,
      };
    });
  const ageing: Record<AgeingBucket, number> = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
  for (const invoice of input.invoices) {
    if (invoice.txnDate > to || invoice.balanceCents <= 0) continue;
    // The same days past due the customer page shows (documents/status.ts).
    const { daysPastDue } = invoicePastDue(invoice.balanceCents, invoice.dueDate, to);
    ageing[ageingBucketOf(daysPastDue)] += invoice.balanceCents;
  }
  const unappliedCreditCents = input.creditMemos
    .filter((memo) => memo.txnDate <= to && memo.remainingCents > 0)
    .reduce((sum, memo) => sum + memo.remainingCents, 0);
  const aged = ageingBuckets.reduce((sum, bucket) => sum + ageing[bucket], 0);
  return {
    from,
    to,
    openingBalanceCents,
    entries,
    closingBalanceCents: balance,
    ageing,
    unappliedCreditCents,
    totalDueCents: aged - unappliedCreditCents,
  };
}

/**
 * The period a statement covers when the buyer leaves an end out (decision 0338): up to today,
 * from the first day of the month before the last day's month, so last month's documents and this
 * month's so far are always on it.
 */
export function statementPeriodOf(query: { from?: string; to?: string }, today: string) {
  const to = query.to ?? today;
  const [year, month] = to.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return { from: query.from ?? `${previous}-01`, to };
}
