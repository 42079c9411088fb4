import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCustomer,
  sampleInvoice,
  samplePayment,
} from '../../../domain/test/quickbooks-online-samples.js';
import { OnlineApiError } from '../../quickbooks/online/http.js';
import { fakeCompanyData } from './accounting-data.js';
import {
  fakeAccountingPart,
  fixedTokenHttp,
  startFakeOnlineAccounting,
  type FakeAccounting,
} from './accounting.js';

let fake: FakeAccounting;
let clock = new Date('2026-11-01T10:00:00.000Z');

beforeAll(async () => {
  fake = await startFakeOnlineAccounting({ now: () => clock });
  for (let id = 1; id <= 5; id += 1)
    fake.put('Customer', { ...sampleCustomer, Id: String(id), Active: id !== 5 });
  fake.put('Invoice', sampleInvoice);
});
afterAll(() => fake.close());

const http = () => fixedTokenHttp(fake);

describe('the fake accounting API answers as Intuit documents it', () => {
  it('pages a query with startPosition and maxResults, name lists active only unless asked', async () => {
    const page = await http().get('query', { query: 'select * from Customer STARTPOSITION 2 MAXRESULTS 2' });
    expect(page).toMatchObject({
      QueryResponse: { startPosition: 2, maxResults: 2, Customer: [{ Id: '2' }, { Id: '3' }] },
      time: clock.toISOString(),
    });
    const count = (query: string) => http().get('query', { query });
    expect(await count('select count(*) from Customer')).toMatchObject({ QueryResponse: { totalCount: 4 } });
    expect(await count('select count(*) from Customer where Active in (true, false)')).toMatchObject({
      QueryResponse: { totalCount: 5 },
    });
    expect(await count('select * from Customer STARTPOSITION 10 MAXRESULTS 2')).toMatchObject({
      QueryResponse: {},
    });
  });

  it('lists changes since a time through CDC, a deleted object by its Id and status', async () => {
    const since = new Date(clock.getTime() + 1);
    clock = new Date(clock.getTime() + 60_000);
    fake.remove('Customer', '2');
    fake.put('Invoice', { ...sampleInvoice, Balance: 0 });
    const answer = await http().get('cdc', {
      entities: 'Customer,Invoice,Item',
      changedSince: since.toISOString(),
    });
    expect(answer).toMatchObject({
      CDCResponse: [
        {
          QueryResponse: [
            { Customer: [{ Id: '2', status: 'Deleted' }], totalCount: 1 },
            { Invoice: [{ Id: '130', Balance: 0, SyncToken: '1' }], totalCount: 1 },
            {},
          ],
        },
      ],
    });
  });

  it("serves a customer's Payments by query and CDC, a deleted one by its Id and status", async () => {
    fake.put('Payment', samplePayment);
    const query = await http().get('query', {
      query: 'select * from Payment STARTPOSITION 1 MAXRESULTS 1000',
    });
    expect(query).toMatchObject({
      QueryResponse: {
        Payment: [
          {
            Id: '163',
            TxnDate: '2014-10-01',
            TotalAmt: 200,
            PaymentRefNum: '4521',
            CustomerRef: { value: '24' },
            Line: [{ Amount: 150, LinkedTxn: [{ TxnId: '130', TxnType: 'Invoice' }] }],
          },
        ],
      },
    });
    const since = new Date(clock.getTime() + 1);
    clock = new Date(clock.getTime() + 60_000);
    fake.remove('Payment', '163');
    const answer = await http().get('cdc', {
      entities: 'Invoice,Payment',
      changedSince: since.toISOString(),
    });
    expect(answer).toMatchObject({
      CDCResponse: [{ QueryResponse: [{}, { Payment: [{ Id: '163', status: 'Deleted' }], totalCount: 1 }] }],
    });
    expect(fake.objects('Payment')).toEqual([]);
  });

  it('refuses a CDC more than 30 days back, a batch of more than 30, and a wrong token', async () => {
    const old = new Date(clock.getTime() - 31 * 24 * 60 * 60 * 1000).toISOString();
    await expect(http().get('cdc', { entities: 'Customer', changedSince: old })).rejects.toMatchObject({
      status: 400,
    });
    const items = Array.from({ length: 31 }, (_, i) => ({ bId: String(i), Query: 'select * from Customer' }));
    await expect(http().post('batch', { BatchItemRequest: items })).rejects.toBeInstanceOf(OnlineApiError);
    const batch = await http().post('batch', { BatchItemRequest: items.slice(0, 2) });
    expect(batch).toMatchObject({ BatchItemResponse: [{ bId: '0', QueryResponse: {} }, { bId: '1' }] });
    await expect(
      fixedTokenHttp({ ...fake, accessToken: 'old' }).get('query', { query: 'select * from Item' }),
    ).rejects.toMatchObject({ status: 401, detail: 'AuthenticationFailed: Token expired' });
  });
});

describe('creating an estimate with a requestid, as Intuit documents it', () => {
  const body = {
    CustomerRef: { value: '1' },
    Line: [
      { DetailType: 'SalesItemLineDetail', Amount: 10, SalesItemLineDetail: { ItemRef: { value: '9' } } },
    ],
  };
  beforeAll(() => fake.put('Item', { Id: '9', Name: 'Cigar', Type: 'Inventory', Active: true }));

  it('answers a requestid it has seen with its first answer, the object or the refusal', async () => {
    const first = (await http().post('estimate', body, { requestid: 'r-1' })) as { Estimate: { Id: string } };
    const again = (await http().post('estimate', body, { requestid: 'r-1' })) as { Estimate: { Id: string } };
    expect(again.Estimate.Id).toBe(first.Estimate.Id);
    expect(fake.objects('Estimate')).toHaveLength(1);
    const refused = { ...body, CustomerRef: { value: '404' } };
    await expect(http().post('estimate', refused, { requestid: 'r-2' })).rejects.toThrow(
      /Invalid Reference Id/,
    );
    await expect(http().post('estimate', body, { requestid: 'r-2' })).rejects.toThrow(/Invalid Reference Id/);
    expect(fake.objects('Estimate')).toHaveLength(1);
  });

  it('refuses with the Fault a test sets, and drops the connection after a create when asked', async () => {
    fake.creates.refuse = { Fault: { Error: [{ Message: 'Stale', Detail: 'Try later', code: '5010' }] } };
    await expect(http().post('invoice', body, { requestid: 'r-3' })).rejects.toThrow(/Stale: Try later/);
    fake.creates.refuse = null;
    const invoices = fake.objects('Invoice').length;
    fake.creates.dropAfterCreate = 1;
    await expect(http().post('invoice', body, { requestid: 'r-4' })).rejects.toThrow();
    expect(fake.objects('Invoice')).toHaveLength(invoices + 1);
    const answered = (await http().post('invoice', body, { requestid: 'r-4' })) as {
      Invoice: { Id: string };
    };
    expect(answered.Invoice.Id).toBe(fake.objects('Invoice').at(-1)?.Id);
    expect(fake.objects('Invoice')).toHaveLength(invoices + 1);
  });
});

describe('the accounting part of the whole fake', () => {
  it('answers the same routes on a Fastify server behind the OAuth gate', async () => {
    const company = fakeCompanyData({ realmId: '4620816365' });
    company.put('Invoice', sampleInvoice);
    const app = Fastify();
    fakeAccountingPart(company)(app);
    const query = encodeURIComponent('select * from Invoice STARTPOSITION 1 MAXRESULTS 1000');
    const answer = await app.inject({ method: 'GET', url: `/v3/company/4620816365/query?query=${query}` });
    expect(answer.json()).toMatchObject({ QueryResponse: { Invoice: [{ Id: '130' }], startPosition: 1 } });
    const batch = await app.inject({
      method: 'POST',
      url: '/v3/company/4620816365/batch',
      payload: { BatchItemRequest: [{ bId: '1', Query: 'select count(*) from Invoice' }] },
    });
    expect(batch.json()).toMatchObject({
      BatchItemResponse: [{ bId: '1', QueryResponse: { totalCount: 1 } }],
    });
    expect(company.requests).toEqual(['GET query', 'POST batch']);
    await app.close();
  });

  it('creates a customer once per requestid, finds it by an escaped DisplayName, and refuses its name again (6240)', async () => {
    const body = { DisplayName: "O'Brien's Smokes" };
    const first = (await http().post('customer', body, { requestid: 'c-1' })) as { Customer: { Id: string } };
    expect(await http().post('customer', body, { requestid: 'c-1' })).toMatchObject(first);
    const found = await http().get('query', {
      query: "select * from Customer where DisplayName = 'O\\'Brien\\'s Smokes'",
    });
    expect(found).toMatchObject({ QueryResponse: { Customer: [{ Id: first.Customer.Id }] } });
    const again = http().post('customer', body, { requestid: 'c-2' });
    await expect(again).rejects.toThrow(OnlineApiError);
    await expect(again).rejects.toThrow(/Duplicate Name Exists Error/);
  });
});
