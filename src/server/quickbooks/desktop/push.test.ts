import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestSession } from '../../test/harness.js';
import { importBatch } from '../../mirror/import.js';
import { fixtureForms, fixtureItems, orderBody } from '../../test/order-fixtures.js';
import { putSetting } from '../../settings/queries.js';
import {
  login,
  requestsOf,
  runTimeout,
  runWebConnector,
  startImportedTestBed,
} from '../../test/quickbooks-test-bed.js';
import { SimulatedQuickBooks } from '../../test/simulated-quickbooks.js';

let t: TestApp;
let admin: TestSession;
const qb = new SimulatedQuickBooks();

beforeAll(async () => {
  ({ t, admin } = await startImportedTestBed(qb));
}, runTimeout);
afterAll(() => t.close());

describe('pushing app orders', { timeout: runTimeout }, () => {
  let rep: TestSession;
  beforeAll(async () => {
    // The fixtures' customers and items came from QuickBooks in the runs above; C-GONE is one
    // QuickBooks no longer knows, so an order for it is refused there.
    await putSetting(t.runtime.database.db, 'orderForms', fixtureForms, null);
    await importBatch({ db: t.runtime.database.db, bus: t.runtime.bus }, 'customers', {
      CustomerRet: { ListID: 'C-GONE', FullName: 'Gone Shop', BillAddress: { State: 'FL' } },
    });
    rep = await t.userSession({ email: 'rep@quickbooks.test', role: 'rep', states: ['FL'], repCode: 'FL' });
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
    const adds = requestsOf(qb, before, 'SalesOrderAddRq');
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
    expect(requestsOf(qb, before, 'CustomerAddRq')).toHaveLength(1);
    const newCustomer = qb.docs.get('CustomerRet')!.find((c) => c.Name === 'Nuevo Puro')!;
    expect(requestsOf(qb, before, 'SalesOrderAddRq')[0]).toContain(
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
    const outsider = await t.userSession({ email: 'rep.tx@quickbooks.test', role: 'rep', states: ['TX'] });
    expect((await outsider.request('GET', `/api/orders/${id}/quickbooks`)).statusCode).toBe(404);
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    expect(requestsOf(qb, before, 'SalesOrderAddRq')).toHaveLength(0);

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
    expect(requestsOf(qb, before, 'SalesOrderQueryRq').filter((r) => r.includes('<RefNumber>'))).toHaveLength(
      1,
    );
    expect(requestsOf(qb, before, 'SalesOrderAddRq')).toHaveLength(1);
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
      requestsOf(qb, before, 'SalesOrderQueryRq').some((r) =>
        r.includes(`<RefNumber>${refNumber}</RefNumber>`),
      ),
    ).toBe(true);
    expect(requestsOf(qb, before, 'SalesOrderAddRq')).toHaveLength(0);
    expect(qb.docs.get('SalesOrderRet')!.filter((so) => so.RefNumber === refNumber)).toHaveLength(1);
    const order = await orderStatus(id);
    expect(order.status).toBe('OrderInQBooks');
    expect(order.qbTxnId).toBe(qb.docs.get('SalesOrderRet')!.find((so) => so.RefNumber === refNumber)!.TxnID);
  });
});

describe('every request of every run in this file', () => {
  it('is valid against the qbXML 13.0 schemas', () => {
    expect(qb.requests.length).toBeGreaterThan(50);
    expect(qb.schemaErrors).toEqual([]);
  });
});
