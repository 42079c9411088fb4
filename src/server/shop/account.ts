import { creditMemoStatus, invoicePastDue } from '../../domain/documents/status.js';
import { dateRangeMessage, type DocumentAddress } from '../../domain/documents/contract.js';
import type { CustomerAddress } from '../../domain/customers/contract.js';
import { fromCents, toCents } from '../../domain/money/money.js';
import type { BuyerPrincipal } from '../../domain/shop/buyer.js';
import type { ShopAccount } from '../../domain/shop/account-contract.js';
import {
  statementOf,
  statementPeriodOf,
  type StatementCreditMemo,
  type StatementInvoice,
  type StatementPayment,
} from '../../domain/shop/statement.js';
import type { Db } from '../db/database.js';
import { chunks } from '../db/chunks.js';
import type { LinkedTxn } from '../db/tables/mirror.js';
import type { OnlinePaymentApplied } from '../db/tables/quickbooks-online.js';
import { findShopCustomer } from '../customers/queries.js';
import { today } from '../documents/queries.js';
import { badRequest, notFound } from '../http/errors.js';
import { getSetting } from '../settings/queries.js';
import { shopNameOf } from './queries.js';

/** QuickBooks' names for a customer's payment among an invoice's linked transactions (Desktop, Online). */
const paymentTypes = new Set(['ReceivePayment', 'Payment']);

/** How many credit memos and payments the account lists, newest first (the statement has them all). */
const listed = 50;

const shopGone = () => notFound('Your shop is no longer in the catalogue. Ask your sales rep.');

interface Payment extends Omit<StatementPayment, 'refNumber' | 'txnDate' | 'amountCents'> {
  refNumber: string | null;
  txnDate: string | null;
  amountCents: number | null;
}

/** An Online payment the sync keeps (decision 0364): its number, date and what it paid on each invoice. */
interface KeptPayment {
  refNumber: string | null;
  txnDate: string;
  appliedTo: OnlinePaymentApplied[];
}

/** The kept Online payments among these invoices' links, by id. */
async function onlinePaymentsOf(db: Db, invoices: readonly { linkedTxns: LinkedTxn[] }[]) {
  const ids = [
    ...new Set(
      invoices.flatMap((invoice) =>
        invoice.linkedTxns.flatMap((link) => (link.txnType === 'Payment' && link.txnId ? [link.txnId] : [])),
      ),
    ),
  ];
  const kept = new Map<string, KeptPayment>();
  for (const part of chunks(ids, 1_000)) {
    const rows = await db
      .selectFrom('onlinePayments')
      .select(['txnId', 'refNumber', 'txnDate', 'appliedTo'])
      .where('txnId', 'in', part)
      .execute();
    for (const { txnId, ...payment } of rows) kept.set(txnId, payment);
  }
  return kept;
}

/** One invoice's link to a payment, with what QuickBooks reports of it; an Online one from its kept payment. */
function paymentLink(invoiceTxnId: string, link: LinkedTxn, online: ReadonlyMap<string, KeptPayment>) {
  const kept = link.txnType === 'Payment' && link.txnId ? online.get(link.txnId) : undefined;
  if (kept) {
    const applied = kept.appliedTo.find((a) => a.invoiceTxnId === invoiceTxnId);
    return { refNumber: kept.refNumber, txnDate: kept.txnDate, applied: applied?.amountCents ?? null };
  }
  const applied = link.amount === null || link.amount === undefined ? null : Math.abs(toCents(link.amount));
  return { refNumber: link.refNumber, txnDate: link.txnDate, applied };
}

/**
 * The shop's payments as QuickBooks reports them (decisions 0338, 0364): the payments linked to its
 * invoices, one per payment however many invoices it paid, with what it applied to them. Desktop's
 * links carry the payment's number, date and amount; Online's name it by id, and the payment the
 * sync keeps fills them in. One it does not keep (yet) stays unknown (null).
 */
function paymentsOf(
  invoices: readonly { txnId: string; linkedTxns: LinkedTxn[] }[],
  online: ReadonlyMap<string, KeptPayment>,
): Payment[] {
  const payments = new Map<string, Payment>();
  for (const invoice of invoices)
    for (const link of invoice.linkedTxns) {
      if (!paymentTypes.has(link.txnType)) continue;
      const key = link.txnId ?? `${link.refNumber ?? ''}|${link.txnDate ?? ''}`;
      const { applied, ...payment } = paymentLink(invoice.txnId, link, online);
      const known = payments.get(key);
      if (known)
        known.amountCents =
          known.amountCents === null || applied === null ? null : known.amountCents + applied;
      else payments.set(key, { txnId: key, ...payment, amountCents: applied });
    }
  return [...payments.values()].sort((a, b) => (b.txnDate ?? '').localeCompare(a.txnDate ?? ''));
}

/** Every invoice, credit memo and payment of the shop, in cents: what its account and statement read. */
async function shopLedger(db: Db, customerListId: string) {
  const invoiceRows = await db
    .selectFrom('invoices')
    .select(['txnId', 'refNumber', 'txnDate', 'dueDate', 'subtotal', 'balanceRemaining', 'linkedTxns'])
    .where('customerListId', '=', customerListId)
    .orderBy('txnDate')
    .orderBy('txnId')
    .execute();
  const memoRows = await db
    .selectFrom('creditMemos')
    .select(['txnId', 'refNumber', 'txnDate', 'totalAmount', 'creditRemaining'])
    .where('customerListId', '=', customerListId)
    .orderBy('txnDate', 'desc')
    .orderBy('txnId', 'desc')
    .execute();
  const invoices: StatementInvoice[] = invoiceRows.map((row) => ({
    txnId: row.txnId,
    refNumber: row.refNumber,
    txnDate: row.txnDate,
    dueDate: row.dueDate,
    // The invoice's amount as its page prints it (Subtotal); what is owed is its balance.
    amountCents: toCents(row.subtotal),
    balanceCents: toCents(row.balanceRemaining),
  }));
  const creditMemos: StatementCreditMemo[] = memoRows.map((row) => ({
    txnId: row.txnId,
    refNumber: row.refNumber,
    txnDate: row.txnDate,
    amountCents: toCents(row.totalAmount),
    remainingCents: toCents(row.creditRemaining),
  }));
  return {
    invoices,
    creditMemos,
    payments: paymentsOf(invoiceRows, await onlinePaymentsOf(db, invoiceRows)),
  };
}

/** The payment link QuickBooks Online gave each of these invoices, kept in its mirrored document. */
async function paymentLinks(db: Db, txnIds: string[]): Promise<Map<string, string>> {
  if (!txnIds.length) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['txnId', 'raw'])
    .where('txnId', 'in', txnIds)
    .execute();
  const links = new Map<string, string>();
  for (const { txnId, raw } of rows) {
    const link = raw.InvoiceLink;
    // Only a web address opens from "Pay": anything else QuickBooks might send is not followed.
    if (typeof link === 'string' && /^https:\/\//.test(link)) links.set(txnId, link);
  }
  return links;
}

/**
 * What the shop owes (issue 48, part 4): its balance read by the customer page's own query, its
 * open invoices with the customer page's days past due, its credit memos and payments, in cents.
 */
export async function shopAccount(db: Db, buyer: BuyerPrincipal): Promise<ShopAccount> {
  const customer = await findShopCustomer(db, buyer.customerListId);
  if (!customer) throw shopGone();
  const ledger = await shopLedger(db, customer.listId);
  const now = today();
  const open = ledger.invoices.filter((invoice) => invoice.balanceCents > 0);
  const links = await paymentLinks(
    db,
    open.map((invoice) => invoice.txnId),
  );
  const portal = await getSetting(db, 'shopPortal');
  return {
    balanceCents: toCents(customer.balance),
    openInvoices: open.map((invoice) => ({
      ...invoice,
      // The customer page's own rule, on the same balance (documents/status.ts).
      ...invoicePastDue(invoice.balanceCents, invoice.dueDate, now),
      paymentUrl: links.get(invoice.txnId) ?? null,
    })),
    creditMemos: ledger.creditMemos.slice(0, listed).map((memo) => ({
      ...memo,
      status: creditMemoStatus(fromCents(memo.remainingCents)),
    })),
    payments: ledger.payments.slice(0, listed),
    paymentInstructions: portal.paymentInstructions,
  };
}

/** The customer's address as a document carries it: a part QuickBooks left empty is left out. */
const documentAddress = (address: CustomerAddress) =>
  Object.fromEntries(
    Object.entries(address).filter(([, value]) => typeof value === 'string'),
  ) as DocumentAddress;

/** The shop's statement of a period (decisions 0330, 0338), with what its PDF prints at the top. */
export async function shopStatement(db: Db, buyer: BuyerPrincipal, query: { from?: string; to?: string }) {
  const period = statementPeriodOf(query, today());
  // Only a lone `from` after today gets here: the query's schema refused a from after its to.
  if (period.from > period.to) throw badRequest(dateRangeMessage);
  const customer = await findShopCustomer(db, buyer.customerListId);
  if (!customer) throw shopGone();
  const ledger = await shopLedger(db, customer.listId);
  const statement = statementOf({
    ...period,
    invoices: ledger.invoices,
    creditMemos: ledger.creditMemos,
    // A payment Online names without its date or amount cannot be put on a day (decision 0338).
    payments: ledger.payments.flatMap((p) =>
      p.txnDate === null || p.amountCents === null
        ? []
        : [{ ...p, txnDate: p.txnDate, amountCents: p.amountCents, refNumber: p.refNumber ?? '' }],
    ),
  });
  return {
    company: await getSetting(db, 'company'),
    shop: {
      name: shopNameOf(customer),
      billAddress: documentAddress(customer.billAddress),
    },
    statement,
  };
}
