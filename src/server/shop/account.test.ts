import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateMissingMessage } from '../../domain/dates/calendar.js';
import { dateRangeMessage } from '../../domain/documents/contract.js';
import { toCents } from '../../domain/money/money.js';
import { shopPortalDefault } from '../../domain/settings/shopPortal.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { insertCreditMemo, insertCustomer, insertInvoice, insertItem } from '../test/document-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

/**
 * Issue 48, part 4: what the shop owes. The buyer's account shows the customer page's figures to
 * the cent, its documents only (another shop's are not found, like missing ones), and a statement
 * whose dates are checked like every date the API takes.
 */
let t: TestApp;
let admin: TestSession;
let buyerA: BuyerSession;

const line = (quantity: number, rate: number) => ({ itemListId: 'I-1', itemName: 'p-CO54', quantity, rate });
const payLink = 'https://connect.intuit.com/t/scs-v1-pay-A2';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-A', 'FL', 'Ybor Leaf');
  await insertCustomer(db, 'C-B', 'FL', 'Gulf Cigars');
  await insertItem(db, 'I-1', 'p-CO54');
  const doc = (txnId: string, refNumber: string, txnDate: string, customerListId = 'C-A') => ({
    txnId,
    refNumber,
    txnDate,
    customerListId,
    shipState: 'FL',
  });
  // Long past due, partly paid by a cheque that also paid A3 whole.
  await insertInvoice(db, doc('I-A1', '1001', '2026-01-10'), [line(4, 50.05)], {
    dueDate: '2026-02-09',
    balanceRemaining: 120.55,
  });
  // Not yet due, with QuickBooks Online's payment link.
  await insertInvoice(db, doc('I-A2', '1002', '2026-11-20'), [line(1, 50.1)], {
    dueDate: '2099-12-20',
    balanceRemaining: 50.1,
  });
  await insertInvoice(db, doc('I-A3', '1003', '2026-01-20'), [line(1, 30)], { dueDate: '2026-02-19' });
  const cheque = { txnId: 'P-1', txnType: 'ReceivePayment', refNumber: 'CHK1', txnDate: '2026-02-01' };
  await db
    .updateTable('invoices')
    .set({ linkedTxns: [{ ...cheque, amount: -79.65 }] })
    .where('txnId', '=', 'I-A1')
    .execute();
  await db
    .updateTable('invoices')
    .set({ linkedTxns: [{ ...cheque, amount: -30 }] })
    .where('txnId', '=', 'I-A3')
    .execute();
  await db
    .updateTable('invoices')
    .set({ raw: { InvoiceLink: payLink } })
    .where('txnId', '=', 'I-A2')
    .execute();
  await insertCreditMemo(db, doc('M-A1', 'CM-1', '2026-02-15'), [line(1, 12.75)], 12.75);
  await db.updateTable('customers').set({ balance: 157.9 }).where('listId', '=', 'C-A').execute();
  await insertInvoice(db, doc('I-B1', '2001', '2026-01-11', 'C-B'), [line(2, 10)], { balanceRemaining: 20 });
  await insertCreditMemo(db, doc('M-B1', 'CM-2', '2026-02-11', 'C-B'), [line(1, 5)], 5);
  admin = await t.userSession({ email: 'admin@acct.test', role: 'admin' });
  const saved = await admin.request('PUT', '/api/admin/settings/shopPortal', {
    ...shopPortalDefault,
    paymentInstructions: 'Mail a cheque to 1200 Tobacco Row.',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  buyerA = await signedInBuyer(t, 'C-A', 'buyer@ybor.test');
});
afterAll(() => t.close());

interface Row {
  txnId: string;
  refNumber: string;
  balanceRemaining?: number;
  creditRemaining?: number;
  daysPastDue?: number;
}

describe("the buyer's account", () => {
  it("shows the customer page's balance, open invoices and credit memos to the cent", async () => {
    const account = await buyerA.request('GET', '/api/shop/account');
    expect(account.statusCode, account.body).toBe(200);
    const body = account.json();
    const customer = (await admin.request('GET', '/api/customers/C-A')).json().customer;
    expect(body.balanceCents).toBe(toCents(customer.balance));
    expect(body.balanceCents).toBe(15_790);
    const transactions = async (type: string) =>
      (await admin.request('GET', `/api/customers/C-A/transactions?type=${type}`)).json() as Record<
        string,
        Row[]
      >;
    const pageInvoices = (await transactions('invoices')).invoices!.filter((i) => i.balanceRemaining! > 0);
    expect(
      body.openInvoices.map((i: { txnId: string; balanceCents: number; daysPastDue: number }) => [
        i.txnId,
        i.balanceCents,
        i.daysPastDue,
      ]),
    ).toEqual(
      pageInvoices
        .map((i) => [i.txnId, toCents(i.balanceRemaining!), i.daysPastDue])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(body.openInvoices[0]).toMatchObject({ refNumber: '1001', amountCents: 20_020, pastDue: true });
    const pageMemos = (await transactions('creditmemos')).creditMemos!;
    expect(
      body.creditMemos.map((m: { txnId: string; remainingCents: number }) => [m.txnId, m.remainingCents]),
    ).toEqual(pageMemos.map((m) => [m.txnId, toCents(m.creditRemaining!)]));
    // One cheque, applied to two invoices, is one payment of what it applied.
    expect(body.payments).toEqual([
      { txnId: 'P-1', refNumber: 'CHK1', txnDate: '2026-02-01', amountCents: 10_965 },
    ]);
    expect(body.openInvoices.map((i: { paymentUrl: string | null }) => i.paymentUrl)).toEqual([
      null,
      payLink,
    ]);
    expect(body.paymentInstructions).toBe('Mail a cheque to 1200 Tobacco Row.');
    expect(account.body).not.toContain('Gulf Cigars');
    expect(account.body).not.toContain('I-B1');
  });

  it("answers the shop's own invoice and credit memo, and another shop's as not found", async () => {
    const invoice = await buyerA.request('GET', '/api/shop/invoices/I-A1');
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().invoice).toMatchObject({ refNumber: '1001', balanceRemaining: 120.55 });
    expect(invoice.json().lines).toHaveLength(1);
    const memo = await buyerA.request('GET', '/api/shop/credit-memos/M-A1');
    expect(memo.json().creditMemo).toMatchObject({ refNumber: 'CM-1', creditRemaining: 12.75 });
    for (const [others, missing] of [
      ['/api/shop/invoices/I-B1', '/api/shop/invoices/I-NONE'],
      ['/api/shop/credit-memos/M-B1', '/api/shop/credit-memos/M-NONE'],
    ] as const) {
      const other = await buyerA.request('GET', others);
      expect(other.statusCode, others).toBe(404);
      expect(other.json()).toEqual((await buyerA.request('GET', missing)).json());
      expect(other.body).not.toContain('Gulf Cigars');
    }
  });
});

describe("the shop's statement", () => {
  it('brings the balance forward, lists the period and ages the open invoices', async () => {
    const response = await buyerA.request('GET', '/api/shop/statement?from=2026-01-15&to=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    const { statement, shop } = response.json();
    expect(shop.name).toBe('Ybor Leaf');
    expect(statement.openingBalanceCents).toBe(20_020);
    expect(statement.entries.map((e: { refNumber: string }) => e.refNumber)).toEqual([
      '1003',
      'CHK1',
      'CM-1',
    ]);
    expect(statement.closingBalanceCents).toBe(20_020 + 3_000 - 10_965 - 1_275);
    // On 2026-02-28 invoice 1001 is 19 days past due; 1002 is dated after the period.
    expect(statement.ageing).toEqual({ '0-30': 12_055, '31-60': 0, '61-90': 0, '90+': 0 });
    expect(statement.totalDueCents).toBe(12_055 - 1_275);
  });

  it('covers last month and this one when no dates are given', async () => {
    const response = await buyerA.request('GET', '/api/shop/statement');
    expect(response.statusCode, response.body).toBe(200);
    const { from, to } = response.json().statement;
    expect(to).toBe(new Date().toISOString().slice(0, 10));
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(from < to).toBe(true);
  });

  it('refuses dates that do not exist and a period that ends before it starts, with a clear 400', async () => {
    const cases = [
      ['from=2026-02-30', dateMissingMessage],
      ['from=2026-03-01&to=2026-02-01', dateRangeMessage],
      ['from=2099-01-01', dateRangeMessage],
      ['to=yesterday', 'Use a date as YYYY-MM-DD, like 2026-11-27'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await buyerA.request('GET', `/api/shop/statement?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });
});
