import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCreditMemo,
  sampleCustomer,
  sampleEstimate,
  sampleInvoice,
  sampleItem,
  sampleTerm,
} from '../../../../domain/test/quickbooks-online-samples.js';
import { importBatch } from '../../../mirror/import.js';
import { lastSuccessfulImport } from '../../../system/queries.js';
import {
  fixedTokenHttp,
  startFakeOnlineAccounting,
  type FakeAccounting,
} from '../../../test/fake-quickbooks-online/accounting.js';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.js';
import { syncCompany } from './sync.js';

let t: TestApp;
let fake: FakeAccounting;
let admin: TestSession;
let clock = new Date('2026-11-02T15:00:00.000Z');
const now = () => clock;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const day = 24 * 60 * 60 * 1000;

const db = () => t.runtime.database.db;
const sync = (owner = 'test') =>
  syncCompany({ db: db(), bus: t.runtime.bus }, fake.realmId, fixedTokenHttp(fake), { owner, now });

/** The sandbox company's customer 24, who buys the sample invoice, and 1,200 more to page over. */
const customerCount = 1201;
function fillCompany() {
  fake.put('Term', sampleTerm);
  for (let i = 1; i < customerCount; i += 1)
    fake.put('Customer', {
      ...sampleCustomer,
      Id: String(1000 + i),
      DisplayName: `Shop ${i}`,
      FullyQualifiedName: `Shop ${i}`,
      CompanyName: `Shop ${i}`,
      Active: i % 100 !== 0,
    });
  fake.put('Customer', {
    ...sampleCustomer,
    Id: '24',
    DisplayName: 'Sonnenschein Family Store',
    FullyQualifiedName: 'Sonnenschein Family Store',
    CompanyName: 'Sonnenschein Family Store',
  });
  fake.put('Customer', {
    ...sampleCustomer,
    Id: '2',
    DisplayName: "Bill's Windsurf Shop",
    FullyQualifiedName: "Bill's Windsurf Shop",
  });
  for (const [id, name] of [
    ['5', 'Rock Fountain'],
    ['11', 'Pump'],
    ['3', 'Concrete'],
    ['10', 'Pest Control'],
  ] as const)
    fake.put('Item', { ...sampleItem, Id: id, Name: name, FullyQualifiedName: name });
  fake.put('Invoice', sampleInvoice);
  fake.put('Invoice', { ...sampleInvoice, Id: '131', DocNumber: '1038', Balance: 0 });
  fake.put('CreditMemo', sampleCreditMemo);
  fake.put('Estimate', sampleEstimate);
}

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOnlineAccounting({ now });
  admin = await t.userSession({ email: 'admin@online-sync.test', role: 'admin' });
  fillCompany();
  // The company was filled before the first sync starts, further back than its overlap.
  later(10 * 60_000);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('the first sync of a QuickBooks Online company', () => {
  it('pages every entity through batches of queries, inactive customers too, one transaction a page', async () => {
    fake.requests.length = 0;
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'synced', full: true, refused: [] });
    expect(outcome.status === 'synced' && outcome.pulled).toEqual({
      Term: 1,
      Customer: customerCount + 1,
      Item: 4,
      Estimate: 1,
      Invoice: 2,
      CreditMemo: 1,
    });
    // One batch counts all seven entities (payments too, none here); seven pages (customers take two) go five to a batch.
    expect(fake.requests).toEqual(['POST batch', 'POST batch', 'POST batch']);
    const customers = await db()
      .selectFrom('customers')
      .select(({ fn }) => [fn.countAll<number>().as('n')])
      .where('listId', 'like', 'QBO-%')
      .executeTakeFirstOrThrow();
    expect(Number(customers.n)).toBe(customerCount + 1);
    const inactive = await db()
      .selectFrom('customers')
      .select('isActive')
      .where('listId', '=', 'QBO-1100')
      .executeTakeFirstOrThrow();
    expect(inactive.isActive).toBe(false);
    const store = await db()
      .selectFrom('customers')
      .selectAll()
      .where('listId', '=', 'QBO-24')
      .executeTakeFirstOrThrow();
    expect(store).toMatchObject({ fullName: 'Sonnenschein Family Store', state: 'CA', termsName: 'Net 30' });
    const estimate = await db()
      .selectFrom('salesOrders')
      .selectAll()
      .where('txnId', '=', 'QBO-100')
      .executeTakeFirstOrThrow();
    expect(estimate).toMatchObject({ refNumber: '1001', isFullyInvoiced: true });
    expect(await lastSuccessfulImport(db())).not.toBeNull();
    const state = await db().selectFrom('quickbooksOnlineSync').selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({
      realmId: fake.realmId,
      watermark: clock.toISOString(),
      leaseOwner: null,
      lastError: null,
    });
  });

  it('shows an Online invoice on the invoice page as it shows a Desktop one', async () => {
    const online = await admin.request('GET', '/api/invoices/1037');
    expect(online.statusCode).toBe(200);
    const body = online.json();
    expect(body.invoice).toMatchObject({
      refNumber: '1037',
      txnDate: '2014-09-19',
      customerName: 'Sonnenschein Family Store',
      shipState: 'CA',
      subtotal: 335.25,
      balanceRemaining: 362.07,
    });
    expect(body.lines.map((l: { itemName: string; amount: number }) => [l.itemName, l.amount])).toEqual([
      ['Rock Fountain', 275],
      ['Pump', 12.75],
      ['Concrete', 47.5],
    ]);
    // The same invoice sent by Desktop's Web Connector answers with the same fields.
    await importBatch({ db: db(), bus: t.runtime.bus }, 'invoices', {
      InvoiceRet: {
        TxnID: '1A-1700000000',
        RefNumber: 'D-1037',
        TxnDate: '2014-09-19',
        CustomerRef: { ListID: 'QBO-24', FullName: 'Sonnenschein Family Store' },
        ShipAddress: { City: 'Middlefield', State: 'CA' },
        Subtotal: '335.25',
        InvoiceLineRet: [
          {
            ItemRef: { ListID: 'QBO-5', FullName: 'Rock Fountain' },
            Quantity: '1',
            Rate: '275',
            Amount: '275',
          },
        ],
      },
    });
    const desktop = (await admin.request('GET', '/api/invoices/D-1037')).json();
    expect(Object.keys(body.invoice).sort()).toEqual(Object.keys(desktop.invoice).sort());
    expect(Object.keys(body.lines[0]).sort()).toEqual(Object.keys(desktop.lines[0]).sort());
  });

  it('finds the Online customer in search and its invoices among its transactions, scoped by state', async () => {
    const repCa = await t.userSession({ email: 'ca@online-sync.test', role: 'rep', states: ['CA'] });
    const repTx = await t.userSession({ email: 'tx@online-sync.test', role: 'rep', states: ['TX'] });
    const found = (await repCa.request('GET', '/api/customers/search?q=sonnenschein')).json();
    expect(found.customers).toEqual([
      expect.objectContaining({ listId: 'QBO-24', fullName: 'Sonnenschein Family Store' }),
    ]);
    const hidden = (await repTx.request('GET', '/api/customers/search?q=sonnenschein')).json();
    expect(hidden.customers).toEqual([]);
    const transactions = (
      await repCa.request('GET', '/api/customers/QBO-24/transactions?type=invoices')
    ).json();
    expect(JSON.stringify(transactions)).toContain('1037');
    expect((await repTx.request('GET', '/api/invoices/1037')).statusCode).toBe(404);
  });
});

describe('change data capture', () => {
  it('takes what changed since the watermark and removes what QuickBooks deleted, as Desktop deletions do', async () => {
    later(5 * 60_000);
    fake.put('Invoice', { ...sampleInvoice, Balance: 0, TrackingNum: '1Z999' });
    fake.remove('Invoice', '131');
    fake.remove('Customer', '2');
    fake.requests.length = 0;
    later(60_000);
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'synced', full: false, pulled: { Invoice: 2, Customer: 1 } });
    expect(fake.requests).toEqual(['GET cdc']);
    const paid = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('txnId', '=', 'QBO-130')
      .executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ isPaid: true, balanceRemaining: 0, tracking: ['1Z999'], editSequence: '1' });
    for (const [table, key, id] of [
      ['invoices', 'txnId', 'QBO-131'],
      ['invoiceLines', 'txnId', 'QBO-131'],
      ['customers', 'listId', 'QBO-2'],
    ] as const) {
      const left = await db().selectFrom(table).select(key).where(key, '=', id).execute();
      expect(left, `${table} ${id}`).toEqual([]);
    }
    const state = await db().selectFrom('quickbooksOnlineSync').select('watermark').executeTakeFirstOrThrow();
    expect(state.watermark).toBe(clock.toISOString());
  });

  it('starts a full resync by itself after more than 30 days, removing what was deleted meanwhile', async () => {
    later(31 * day);
    fake.remove('CreditMemo', '73');
    fake.hideFromPages('Invoice', '130');
    fake.put('Customer', {
      ...sampleCustomer,
      Id: '24',
      DisplayName: 'Sonnenschein Store',
      FullyQualifiedName: 'Sonnenschein Store',
    });
    fake.requests.length = 0;
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'synced', full: true });
    expect(fake.requests).not.toContain('GET cdc');
    expect(fake.requests[0]).toBe('POST batch');
    expect(
      await db().selectFrom('creditMemos').select('txnId').where('txnId', '=', 'QBO-73').execute(),
    ).toEqual([]);
    // An invoice the pages slid past is asked for by its Id before anything is deleted: it stays.
    const slid = await db().selectFrom('invoices').select('txnId').where('txnId', '=', 'QBO-130').execute();
    expect(slid).toHaveLength(1);
    const renamed = await db()
      .selectFrom('customers')
      .select('fullName')
      .where('listId', '=', 'QBO-24')
      .executeTakeFirstOrThrow();
    expect(renamed.fullName).toBe('Sonnenschein Store');
    // Desktop's rows are never touched by an Online resync.
    expect(
      await db().selectFrom('invoices').select('txnId').where('txnId', '=', '1A-1700000000').execute(),
    ).toHaveLength(1);
    const state = await db().selectFrom('quickbooksOnlineSync').selectAll().executeTakeFirstOrThrow();
    expect(state.lastFullSyncAt).toBe(clock.toISOString());
  });
});

describe('one instance at a time', () => {
  it('answers busy while another instance holds the company, and keeps the watermark after a failure', async () => {
    const before = await db()
      .selectFrom('quickbooksOnlineSync')
      .select('watermark')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('quickbooksOnlineSync')
      .set({ leaseOwner: 'other', leaseUntil: new Date(clock.getTime() + 60_000).toISOString() })
      .execute();
    expect(await sync()).toEqual({ status: 'busy' });
    await db().updateTable('quickbooksOnlineSync').set({ leaseOwner: null, leaseUntil: null }).execute();
    const refused = await syncCompany(
      { db: db(), bus: t.runtime.bus },
      fake.realmId,
      fixedTokenHttp({ ...fake, accessToken: 'expired' }),
      { owner: 'test', now },
    );
    expect(refused).toEqual({
      status: 'failed',
      error: 'QuickBooks Online refused the sync: AuthenticationFailed: Token expired',
    });
    const after = await db().selectFrom('quickbooksOnlineSync').selectAll().executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      watermark: before.watermark,
      leaseOwner: null,
      lastError: refused.status === 'failed' ? refused.error : '',
    });
  });
});
