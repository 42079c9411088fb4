import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { lastSuccessfulSync } from '../system/queries.js';
import { importBatch } from '../mirror/import.js';
import { fixtureForms, fixtureItems, orderBody } from '../test/order-fixtures.js';
import { putSetting } from '../settings/queries.js';
import { saveConnection } from './connections.js';
import { runWebConnector, SimulatedQuickBooks, soapCall, soapResult } from './testing.js';
import { xsdValidationAvailable } from './xsd.js';

/** Whole Web Connector runs (tens of SOAP calls and imports) on a shared, busy machine. */
const runTimeout = 120_000;

let t: TestApp;
let admin: TestSession;
const qb = new SimulatedQuickBooks();
const login = { user: 'Office PC', password: 'humidor-qb-7' };

/** A small company: every list kind, 231 customers (three pages), 120 invoices (two pages). */
function seedCompany() {
  qb.add('PriceLevelRet', {
    ListID: 'PL-1',
    Name: 'Wholesale 10',
    IsActive: 'true',
    PriceLevelType: 'FixedPercentage',
    PriceLevelFixedPercentage: '-10.0',
  });
  qb.add('StandardTermsRet', { ListID: 'T-1', Name: 'Net 30', IsActive: 'true', StdDueDays: '30' });
  qb.add('DateDrivenTermsRet', { ListID: 'T-2', Name: '10th Prox', IsActive: 'true', DayOfMonthDue: '10' });
  qb.add('SalesRepRet', {
    ListID: 'SR-1',
    Initial: 'FL',
    IsActive: 'true',
    SalesRepEntityRef: { FullName: 'Flo Rep' },
  });
  qb.add('CustomerRet', {
    ListID: 'C-FL',
    FullName: 'C-FL Smoke Shop',
    Name: 'C-FL Smoke Shop',
    IsActive: 'true',
    BillAddress: { State: 'FL' },
  });
  qb.add('CustomerRet', {
    ListID: 'C-CAFE',
    FullName: 'Café Habano',
    Name: 'Café Habano',
    IsActive: 'false',
    BillAddress: { City: 'Miami', State: 'fl' },
    DataExtRet: { OwnerID: '0', DataExtName: 'isTAAMember', DataExtType: 'STR255TYPE', DataExtValue: 'YES' },
  });
  for (let i = 0; i < 228; i += 1) {
    qb.add('CustomerRet', {
      ListID: `C-${i}`,
      FullName: `Shop ${i}`,
      Name: `Shop ${i}`,
      IsActive: 'true',
      BillAddress: { State: 'TX' },
    });
  }
  // The company's last change before the first run comes hours after the bulk of it.
  qb.advanceHours(3);
  qb.add('CustomerRet', {
    ListID: 'C-LATE',
    FullName: 'Late Shop',
    Name: 'Late Shop',
    IsActive: 'true',
    BillAddress: { State: 'GA' },
  });
  for (const item of Object.values(fixtureItems)) {
    qb.add('ItemInventoryRet', {
      ListID: item.listId,
      Name: item.name,
      FullName: item.name,
      IsActive: 'true',
      SalesPrice: String(item.salesPrice),
    });
  }
  qb.add('ItemInventoryRet', {
    ListID: 'I-INV',
    Name: 'Padron 1964',
    FullName: 'Padron 1964',
    IsActive: 'true',
    SalesPrice: '300.00',
    QuantityOnHand: '12',
    DataExtRet: [
      { OwnerID: '0', DataExtName: 'Brand', DataExtType: 'STR255TYPE', DataExtValue: 'Padron' },
      { OwnerID: '0', DataExtName: 'MSRP', DataExtType: 'STR255TYPE', DataExtValue: '480' },
    ],
  });
  qb.add('ItemNonInventoryRet', {
    ListID: 'I-NON',
    Name: 'Cutter',
    FullName: 'Cutter',
    IsActive: 'true',
    SalesOrPurchase: { Desc: 'Cutter', Price: '9.00' },
  });
  qb.add('ItemServiceRet', {
    ListID: 'I-SVC',
    Name: 'Engraving',
    FullName: 'Engraving',
    IsActive: 'true',
    SalesOrPurchase: { Desc: 'Engraving', Price: '15.00' },
  });
  qb.add('ItemOtherChargeRet', {
    ListID: 'I-SHIP',
    Name: 'Shipping',
    FullName: 'Shipping',
    IsActive: 'true',
    SalesOrPurchase: { Price: '0' },
  });
  qb.add('ItemGroupRet', { ListID: 'I-GRP', Name: 'Sampler', FullName: 'Sampler', IsActive: 'true' });
  for (let i = 0; i < 120; i += 1) {
    qb.add('InvoiceRet', {
      TxnID: `INV-${i}`,
      TxnDate: '2031-02-01',
      RefNumber: `${1000 + i}`,
      CustomerRef: { ListID: `C-${i % 10}`, FullName: `Shop ${i % 10}` },
      InvoiceLineRet: {
        TxnLineID: `L-${i}`,
        ItemRef: { ListID: 'I-INV', FullName: 'Padron 1964' },
        Quantity: '1',
        Rate: '300.00',
        Amount: '300.00',
      },
    });
  }
  qb.add('InvoiceRet', {
    TxnID: 'INV-GROUP',
    TxnDate: '2031-02-02',
    RefNumber: '2000',
    CustomerRef: { ListID: 'C-1', FullName: 'Shop 1' },
    InvoiceLineGroupRet: {
      TxnLineID: 'G-1',
      ItemGroupRef: { ListID: 'I-GRP', FullName: 'Sampler' },
      TotalAmount: '24.00',
      InvoiceLineRet: [
        {
          TxnLineID: 'G-1a',
          ItemRef: { ListID: 'I-NON', FullName: 'Cutter' },
          Quantity: '1',
          Rate: '9.00',
          Amount: '9.00',
        },
        {
          TxnLineID: 'G-1b',
          ItemRef: { ListID: 'I-SVC', FullName: 'Engraving' },
          Quantity: '1',
          Rate: '15.00',
          Amount: '15.00',
        },
      ],
    },
  });
  qb.add('SalesOrderRet', {
    TxnID: 'SO-1',
    TxnDate: '2031-02-03',
    RefNumber: 'S1',
    CustomerRef: { ListID: 'C-2' },
  });
  qb.add('CreditMemoRet', {
    TxnID: 'CM-1',
    TxnDate: '2031-02-04',
    RefNumber: 'CM1',
    CustomerRef: { ListID: 'C-3' },
  });
}

const count = async (
  table:
    | 'customers'
    | 'items'
    | 'invoices'
    | 'invoiceLines'
    | 'salesOrders'
    | 'creditMemos'
    | 'terms'
    | 'priceLevels'
    | 'salesReps',
) =>
  Number(
    (
      await t.runtime.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const requestsOf = (from: number, name: string) =>
  qb.requests.slice(from).filter((r) => r.includes(`<${name} `));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@qbwc.test', role: 'admin' });
  await saveConnection(t.runtime.database.db, {
    name: login.user,
    password: login.password,
    runEveryMinutes: 15,
  });
  seedCompany();
});
afterAll(() => t.close());

describe('the SOAP endpoint', () => {
  it('answers 200 text/xml in the Web Connector namespace, also to calls it cannot read', async () => {
    const version = await soapCall(t.app, 'serverVersion', {});
    expect(version.statusCode).toBe(200);
    expect(version.headers['content-type']).toMatch(/^text\/xml/);
    expect(version.body).toContain('<serverVersionResponse xmlns="http://developer.intuit.com/">');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/qbwc',
      headers: { 'content-type': 'text/xml' },
      payload: '<nope',
    });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.headers['content-type']).toMatch(/^text\/xml/);
    expect(garbage.body).not.toMatch(/Fault|<html/i);
  });

  it('serves its WSDL', async () => {
    const wsdl = await t.app.inject({ method: 'GET', url: '/qbwc?wsdl' });
    expect(wsdl.statusCode).toBe(200);
    expect(wsdl.body).toContain('<wsdl:operation name="receiveResponseXML">');
    expect(wsdl.body).toContain('targetNamespace="http://developer.intuit.com/"');
  });

  it('refuses a wrong password, an unknown user and an empty password with nvu, and gives a forged ticket no qbXML', async () => {
    for (const [user, password] of [
      [login.user, 'wrong'],
      ['nobody', login.password],
      [login.user, ''],
    ]) {
      const result = soapResult(
        (await soapCall(t.app, 'authenticate', { strUserName: user!, strPassword: password! })).body,
        'authenticate',
      );
      expect(result[1]).toBe('nvu');
    }
    const forged = soapResult(
      (await soapCall(t.app, 'sendRequestXML', { ticket: crypto.randomUUID() })).body,
      'sendRequestXML',
    );
    expect(forged).toBe('');
  });
});

describe('a first run', { timeout: runTimeout }, () => {
  it('pulls every kind through iterators of at most 100, with valid qbXML, and ends with 100', async () => {
    if (!xsdValidationAvailable()) expect.fail('xmllint is not installed'); // never reached: REQUIRE_ALL throws first
    const outcome = await runWebConnector(t.app, qb, login);
    expect(outcome.authentication[1]).toBe('');
    expect(outcome.percents.at(-1)).toBe(100);
    expect(outcome.percents.slice(0, -1).every((p) => p > 0 && p < 100)).toBe(true);
    expect(qb.schemaErrors).toEqual([]);
    expect(await count('customers')).toBe(231);
    expect(await count('items')).toBe(Object.keys(fixtureItems).length + 4);
    expect(await count('invoices')).toBe(121);
    expect(await count('salesOrders')).toBe(1);
    expect(await count('creditMemos')).toBe(1);
    expect(await count('terms')).toBe(2);
    expect(await count('priceLevels')).toBe(1);
    expect(await count('salesReps')).toBe(1);
    // Deactivated customers arrive too, with their custom fields.
    const cafe = await t.runtime.database.db
      .selectFrom('customers')
      .selectAll()
      .where('listId', '=', 'C-CAFE')
      .executeTakeFirstOrThrow();
    expect(cafe).toEqual(
      expect.objectContaining({ isActive: false, isTaaMember: true, fullName: 'Café Habano' }),
    );
    const padron = await t.runtime.database.db
      .selectFrom('items')
      .selectAll()
      .where('listId', '=', 'I-INV')
      .executeTakeFirstOrThrow();
    expect(padron).toEqual(expect.objectContaining({ brand: 'Padron', msrp: 480 }));
    // The group's lines are kept as invoice lines.
    const groupLines = await t.runtime.database.db
      .selectFrom('invoiceLines')
      .select('itemListId')
      .where('txnId', '=', 'INV-GROUP')
      .execute();
    expect(groupLines.map((l) => l.itemListId)).toEqual(['I-NON', 'I-SVC']);
    expect(await lastSuccessfulSync(t.runtime.database.db)).not.toBeNull();
  });

  it('asked with ActiveStatus All, OwnerID 0, line items and linked transactions, and continued each iterator verbatim', () => {
    const customers = requestsOf(0, 'CustomerQueryRq');
    expect(customers).toHaveLength(3);
    expect(customers[0]).toContain('iterator="Start"');
    expect(customers[0]).toContain(
      '<MaxReturned>100</MaxReturned><ActiveStatus>All</ActiveStatus><OwnerID>0</OwnerID>',
    );
    const iteratorId = /iteratorID="([^"]+)"/.exec(customers[1]!)?.[1];
    expect(
      customers[1]!.replace(` iterator="Continue" iteratorID="${iteratorId}"`, ' iterator="Start"'),
    ).toBe(customers[0]);
    expect(requestsOf(0, 'ItemQueryRq')[0]).toContain('<ActiveStatus>All</ActiveStatus><OwnerID>0</OwnerID>');
    const invoices = requestsOf(0, 'InvoiceQueryRq')[0]!;
    expect(invoices).toContain(
      '<IncludeLineItems>true</IncludeLineItems><IncludeLinkedTxns>true</IncludeLinkedTxns>',
    );
    expect(requestsOf(0, 'CreditMemoQueryRq')[0]).toContain('<IncludeLinkedTxns>true</IncludeLinkedTxns>');
    expect(requestsOf(0, 'ListDeletedQueryRq')).toHaveLength(1);
    expect(requestsOf(0, 'TxnDeletedQueryRq')).toHaveLength(1);
  });
});

describe('later runs', { timeout: runTimeout }, () => {
  it('ask for changes since QuickBooks’ own latest time and apply deletions', async () => {
    const before = qb.requests.length;
    qb.advanceHours(3);
    qb.modify('CustomerRet', 'C-5', { FullName: 'Shop Five', Name: 'Shop Five' });
    qb.remove('InvoiceRet', 'INV-7', 'Invoice');
    qb.remove('CustomerRet', 'C-200', 'Customer');
    const outcome = await runWebConnector(t.app, qb, login);
    expect(outcome.percents.at(-1)).toBe(100);
    const customerQuery = requestsOf(before, 'CustomerQueryRq')[0]!;
    // QuickBooks' clock is in 2031: the watermark comes from its TimeModified, not the server's clock.
    expect(customerQuery).toMatch(/<FromModifiedDate>2031-03-01T\d\d:\d\d:\d\d-05:00<\/FromModifiedDate>/);
    // Only the changes (and the last hour before the watermark) come again: one page, not three.
    expect(requestsOf(before, 'CustomerQueryRq')).toHaveLength(1);
    const five = await t.runtime.database.db
      .selectFrom('customers')
      .select('fullName')
      .where('listId', '=', 'C-5')
      .executeTakeFirstOrThrow();
    expect(five.fullName).toBe('Shop Five');
    expect(await count('invoices')).toBe(120);
    expect(await count('customers')).toBe(230);
    expect(qb.schemaErrors).toEqual([]);
  });

  it('keeps a failed kind’s watermark, tells the Web Connector why in words, and recovers next run', async () => {
    qb.faults.push({
      request: 'InvoiceQueryRq',
      statusCode: 3180,
      statusMessage:
        'There was an error when saving a Invoice list, element. QuickBooks error message: The file is locked.',
    });
    qb.faults.push({
      request: 'SalesRepQueryRq',
      statusCode: 1,
      statusMessage: 'A query request did not find a matching object in QuickBooks',
      statusSeverity: 'Info',
    });
    qb.modify('InvoiceRet', 'INV-8', { Memo: 'changed while locked' });
    const failed = await runWebConnector(t.app, qb, login);
    expect(failed.percents.at(-1)).toBe(100);
    const run = await t.runtime.database.db
      .selectFrom('qbwcRuns')
      .selectAll()
      .orderBy('startedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(run.runErrors).toEqual([
      expect.stringContaining('QuickBooks refused the request for invoices: There was an error when saving'),
    ]);
    expect(run.succeeded).toBe(false);
    // Home's "Last updated" stays at the last run that read everything.
    const lastFull = await t.runtime.database.db
      .selectFrom('qbwcRuns')
      .select('endedAt')
      .where('succeeded', '=', true)
      .orderBy('endedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(await lastSuccessfulSync(t.runtime.database.db)).toBe(lastFull.endedAt);
    const lastError = soapResult(
      (await soapCall(t.app, 'getLastError', { ticket: run.ticket })).body,
      'getLastError',
    );
    expect(lastError).toContain('The file is locked');

    const failedFrom = requestsOf(0, 'InvoiceQueryRq')
      .at(-1)!
      .match(/<FromModifiedDate>[^<]+/)![0];
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    const memo = await t.runtime.database.db
      .selectFrom('invoices')
      .select('memo')
      .where('txnId', '=', 'INV-8')
      .executeTakeFirstOrThrow();
    expect(memo.memo).toBe('changed while locked');
    expect(requestsOf(before, 'InvoiceQueryRq')[0]).toContain(failedFrom);
    // Deletions are asked for from the last TimeDeleted seen.
    expect(requestsOf(before, 'TxnDeletedQueryRq')[0]).toMatch(
      /<FromDeletedDate>2031-03-01T[\d:]+-05:00<\/FromDeletedDate>/,
    );
    expect(requestsOf(before, 'ListDeletedQueryRq')[0]).toContain('<FromDeletedDate>');
  });

  it('takes an hresult for a request in stride and still ends with 100', async () => {
    const outcome = await runWebConnector(t.app, qb, login, {
      hresultWhen: (r) => r.includes('<TermsQueryRq '),
    });
    expect(outcome.percents.at(-1)).toBe(100);
    const run = await t.runtime.database.db
      .selectFrom('qbwcRuns')
      .selectAll()
      .orderBy('startedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(run.runErrors[0]).toContain('QuickBooks could not answer the request for terms');
  });
});

describe('pushing app orders', { timeout: runTimeout }, () => {
  let rep: TestSession;
  beforeAll(async () => {
    // The fixtures' customers and items came from QuickBooks in the runs above; C-GONE is one
    // QuickBooks no longer knows, so an order for it is refused there.
    await putSetting(t.runtime.database.db, 'orderForms', fixtureForms, null);
    await importBatch({ db: t.runtime.database.db, bus: t.runtime.bus }, 'customers', {
      CustomerRet: { ListID: 'C-GONE', FullName: 'Gone Shop', BillAddress: { State: 'FL' } },
    });
    rep = await t.userSession({ email: 'rep@qbwc.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  });

  const orderStatus = (id: string) =>
    t.runtime.database.db
      .selectFrom('orders')
      .select(['status', 'qbTxnId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('adds a sales order with the order’s prices and a RefNumber, and marks the order OrderInQBooks', async () => {
    const created = await rep.request('POST', '/api/orders', orderBody({ customerListId: 'C-FL' }));
    expect(created.statusCode).toBe(201);
    const id = created.json().ids[0] as string;
    const before = qb.requests.length;
    const outcome = await runWebConnector(t.app, qb, login);
    expect(outcome.percents.at(-1)).toBe(100);
    const adds = requestsOf(before, 'SalesOrderAddRq');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatch(/<RefNumber>H[0-9A-F]{10}<\/RefNumber>/);
    expect(adds[0]).toContain(`<ItemRef><ListID>${fixtureItems.adf.listId}</ListID></ItemRef>`);
    const [line] = (
      await t.runtime.database.db
        .selectFrom('orders')
        .select('products')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).products;
    expect(adds[0]).toContain(`<Quantity>${line!.qty}</Quantity><Rate>${line!.price.toFixed(2)}</Rate>`);
    expect(await orderStatus(id)).toEqual({ status: 'OrderInQBooks', qbTxnId: expect.stringMatching(/-1$/) });
    const [note] = (await rep.request('GET', '/api/notifications')).json().notifications as {
      type: string;
      text: string;
      link: string;
    }[];
    expect(note).toEqual(expect.objectContaining({ type: 'order-in-quickbooks', link: `/orderview/${id}` }));
    expect(note!.text).toMatch(
      /^Your order for C-FL Smoke Shop is in QuickBooks as sales order H[0-9A-F]{10}/,
    );
    expect(qb.schemaErrors).toEqual([]);
  });

  it('adds a new customer first and uses its new ListID', async () => {
    const created = await rep.request(
      'POST',
      '/api/orders',
      orderBody({
        customerListId: null,
        newCustomer: true,
        newCustomerInfo: {
          name: 'Nuevo Puro',
          street: '1 Ocean Dr',
          city: 'Miami',
          state: 'FL',
          zip: '33139',
          firstName: 'Eva',
          lastName: 'Luz',
          phone: '305-555-0199',
          email: 'eva@example.test',
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().ids[0] as string;
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    expect(requestsOf(before, 'CustomerAddRq')).toHaveLength(1);
    const newCustomer = qb.docs.get('CustomerRet')!.find((c) => c.Name === 'Nuevo Puro')!;
    expect(requestsOf(before, 'SalesOrderAddRq')[0]).toContain(
      `<CustomerRef><ListID>${String(newCustomer.ListID)}</ListID></CustomerRef>`,
    );
    expect((await orderStatus(id)).status).toBe('OrderInQBooks');
  });

  it('keeps an order QuickBooks refuses in OrderSubmitted with QuickBooks’ words, until retried', async () => {
    const created = await rep.request('POST', '/api/orders', orderBody({ customerListId: 'C-GONE' }));
    const id = created.json().ids[0] as string;
    await runWebConnector(t.app, qb, login);
    expect((await orderStatus(id)).status).toBe('OrderSubmitted');
    const push = await t.runtime.database.db
      .selectFrom('qbwcPushes')
      .selectAll()
      .where('orderId', '=', id)
      .executeTakeFirstOrThrow();
    expect(push.status).toBe('failed');
    expect(push.error).toContain('There is an invalid reference to QuickBooks Customer "C-GONE"');
    // The order page shows QuickBooks' words to whoever may see the order, and to no one else.
    const onPage = (await rep.request('GET', `/api/orders/${id}/quickbooks`)).json();
    expect(onPage.push).toEqual(expect.objectContaining({ status: 'failed', error: push.error }));
    const outsider = await t.userSession({ email: 'rep.tx@qbwc.test', role: 'rep', states: ['TX'] });
    expect((await outsider.request('GET', `/api/orders/${id}/quickbooks`)).statusCode).toBe(404);
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    expect(requestsOf(before, 'SalesOrderAddRq')).toHaveLength(0);

    qb.add('CustomerRet', {
      ListID: 'C-GONE',
      FullName: 'Gone Shop',
      Name: 'Gone Shop',
      IsActive: 'true',
      BillAddress: { State: 'FL' },
    });
    const retry = await admin.request('POST', `/api/admin/quickbooks/pushes/${id}/retry`);
    expect(retry.statusCode).toBe(200);
    await runWebConnector(t.app, qb, login);
    expect((await orderStatus(id)).status).toBe('OrderInQBooks');
  });

  it('fails an order QuickBooks acknowledges without the sales order, and its retry looks it up before adding', async () => {
    const created = await rep.request('POST', '/api/orders', orderBody({ customerListId: 'C-FL' }));
    const id = created.json().ids[0] as string;
    qb.faults.push({
      request: 'SalesOrderAddRq',
      statusCode: 0,
      statusMessage: 'Status OK',
      statusSeverity: 'Info',
    });
    await runWebConnector(t.app, qb, login);
    const push = await t.runtime.database.db
      .selectFrom('qbwcPushes')
      .selectAll()
      .where('orderId', '=', id)
      .executeTakeFirstOrThrow();
    expect(push).toEqual(
      expect.objectContaining({
        status: 'failed',
        error: 'QuickBooks refused the sales order: it answered without the new sales order',
      }),
    );
    expect((await admin.request('POST', `/api/admin/quickbooks/pushes/${id}/retry`)).statusCode).toBe(200);
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    expect(requestsOf(before, 'SalesOrderQueryRq').filter((r) => r.includes('<RefNumber>'))).toHaveLength(1);
    expect(requestsOf(before, 'SalesOrderAddRq')).toHaveLength(1);
    expect((await orderStatus(id)).status).toBe('OrderInQBooks');
  });

  it('never adds an order twice when a run dies between QuickBooks’ add and its answer', async () => {
    const created = await rep.request('POST', '/api/orders', orderBody({ customerListId: 'C-FL' }));
    const id = created.json().ids[0] as string;
    await runWebConnector(t.app, qb, login, { killWhen: (r) => r.includes('<SalesOrderAddRq ') });
    const refNumber = (
      await t.runtime.database.db
        .selectFrom('qbwcPushes')
        .select('refNumber')
        .where('orderId', '=', id)
        .executeTakeFirstOrThrow()
    ).refNumber;
    expect(qb.docs.get('SalesOrderRet')!.filter((so) => so.RefNumber === refNumber)).toHaveLength(1);
    expect((await orderStatus(id)).status).toBe('OrderSubmitted');

    // The dead run blocks the next one while it could still be alive, and not once it is abandoned.
    const busy = await runWebConnector(t.app, qb, login);
    expect(busy.authentication[1]).toBe('busy');
    await t.runtime.database.db
      .updateTable('qbwcRuns')
      .set({ lastSeenAt: '2000-01-01T00:00:00.000Z' })
      .where('endedAt', 'is', null)
      .execute();

    const before = qb.requests.length;
    const outcome = await runWebConnector(t.app, qb, login);
    expect(outcome.percents.at(-1)).toBe(100);
    expect(
      requestsOf(before, 'SalesOrderQueryRq').some((r) => r.includes(`<RefNumber>${refNumber}</RefNumber>`)),
    ).toBe(true);
    expect(requestsOf(before, 'SalesOrderAddRq')).toHaveLength(0);
    expect(qb.docs.get('SalesOrderRet')!.filter((so) => so.RefNumber === refNumber)).toHaveLength(1);
    const order = await orderStatus(id);
    expect(order.status).toBe('OrderInQBooks');
    expect(order.qbTxnId).toBe(qb.docs.get('SalesOrderRet')!.find((so) => so.RefNumber === refNumber)!.TxnID);
  });
});

describe('every request of every run above', () => {
  it('is valid against the qbXML 13.0 schemas', () => {
    expect(qb.requests.length).toBeGreaterThan(50);
    expect(qb.schemaErrors).toEqual([]);
  });
});
