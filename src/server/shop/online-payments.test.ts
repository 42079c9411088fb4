import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../domain/money/money.js';
import {
  sampleCustomer,
  sampleInvoice,
  sampleItem,
  samplePayment,
  sampleTerm,
} from '../../domain/test/quickbooks-online-samples.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { startFakeOnlineAccounting, type FakeAccounting } from '../test/fake-quickbooks-online/accounting.js';
import { syncFake, testClock } from '../test/fake-quickbooks-online/sync-bed.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

/**
 * Issue 48, part 4, on QuickBooks Online (decision 0364): the sync keeps Online's Payment objects,
 * so the buyer's account lists a payment with its date, number and amount as a Desktop one, the
 * balance still the customer page's; a payment deleted in QuickBooks leaves; a full resync removes
 * one QuickBooks no longer has.
 */
let t: TestApp;
let fake: FakeAccounting;
let admin: TestSession;
let buyer: BuyerSession;
const clock = testClock();
const day = 24 * 60 * 60 * 1000;
const db = () => t.runtime.database.db;

// Invoice 1037 of $362.07, $150.00 of it paid by cheque 4521 (of $200.00: $50.00 unapplied).
const paidInvoice = {
  ...sampleInvoice,
  Balance: 212.07,
  LinkedTxn: [...sampleInvoice.LinkedTxn, { TxnId: '163', TxnType: 'Payment' }],
};
const store = {
  ...sampleCustomer,
  Id: '24',
  DisplayName: 'Sonnenschein Family Store',
  FullyQualifiedName: 'Sonnenschein Family Store',
  CompanyName: 'Sonnenschein Family Store',
  Balance: 212.07,
};

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOnlineAccounting({ now: clock.now });
  fake.put('Term', sampleTerm);
  fake.put('Customer', store);
  for (const [id, name] of [
    ['5', 'Rock Fountain'],
    ['11', 'Pump'],
    ['3', 'Concrete'],
  ] as const)
    fake.put('Item', { ...sampleItem, Id: id, Name: name, FullyQualifiedName: name });
  fake.put('Invoice', paidInvoice);
  fake.put('Payment', samplePayment);
  clock.later(10 * 60_000);
  expect(await syncFake(t, fake, clock.now)).toMatchObject({ status: 'synced', full: true, refused: [] });
  admin = await t.userSession({ email: 'admin@online-pay.test', role: 'admin' });
  buyer = await signedInBuyer(t, 'QBO-24', 'buyer@sonnenschein.test');
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const account = async () => {
  const response = await buyer.request('GET', '/api/shop/account');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("an Online shop's payments on its account", () => {
  it("lists the payment with its date, number and what it paid on the invoice, the balance the customer page's", async () => {
    const body = await account();
    expect(body.payments).toEqual([
      { txnId: 'QBO-163', refNumber: '4521', txnDate: '2014-10-01', amountCents: 15_000 },
    ]);
    const customer = (await admin.request('GET', '/api/customers/QBO-24')).json().customer;
    expect(body.balanceCents).toBe(toCents(customer.balance));
    expect(body.openInvoices).toMatchObject([{ refNumber: '1037', balanceCents: 21_207 }]);
    const statement = await buyer.request('GET', '/api/shop/statement?from=2014-09-01&to=2014-10-31');
    expect(statement.statusCode, statement.body).toBe(200);
    expect(
      statement
        .json()
        .statement.entries.map((e: { refNumber: string; creditCents: number }) => [
          e.refNumber,
          e.creditCents,
        ]),
    ).toContainEqual(['4521', 15_000]);
  });

  it('is not seen by a rep of another state on the customer page or the invoice', async () => {
    const texas = await t.userSession({ email: 'tx@online-pay.test', role: 'rep', states: ['TX'] });
    for (const url of [
      '/api/customers/QBO-24',
      '/api/invoices/1037',
      '/api/customers/QBO-24/transactions?type=invoices',
    ]) {
      const response = await texas.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('4521');
    }
  });

  it('drops a payment deleted in QuickBooks at the next change data capture', async () => {
    clock.later(60_000);
    fake.remove('Payment', '163');
    // QuickBooks takes a deleted payment off the invoice it paid: its balance is owed again.
    fake.put('Invoice', { ...sampleInvoice, Balance: 362.07 });
    fake.put('Customer', { ...store, Balance: 362.07 });
    clock.later(60_000);
    expect(await syncFake(t, fake, clock.now)).toMatchObject({ status: 'synced', full: false });
    expect(await db().selectFrom('onlinePayments').select('txnId').execute()).toEqual([]);
    const body = await account();
    expect(body.payments).toEqual([]);
    expect(body.balanceCents).toBe(36_207);
  });

  it('removes at a full resync a payment the mirror keeps and QuickBooks no longer has', async () => {
    fake.put('Payment', { ...samplePayment, Id: '170', PaymentRefNum: '4600' });
    clock.later(60_000);
    await syncFake(t, fake, clock.now);
    // Deleted in QuickBooks more than 30 days ago: no change data capture tells it any more.
    fake.remove('Payment', '170');
    clock.later(31 * day);
    fake.requests.length = 0;
    expect(await syncFake(t, fake, clock.now)).toMatchObject({ status: 'synced', full: true });
    expect(await db().selectFrom('onlinePayments').select('txnId').execute()).toEqual([]);
    // It was asked for by id before it was taken for deleted.
    expect(fake.requests.filter((r) => r === 'POST batch').length).toBeGreaterThan(1);
  });
});
