import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { createIntegrationToken } from '../mirror/tokens.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let fl: TestSession;
let fl2: TestSession;
let tx: TestSession;
let office: TestSession;
let flOrders: string[];
let txOrder: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  await seedOrderFixtures(db);
  fl = await t.userSession({ email: 'rep.fl@feed.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  fl2 = await t.userSession({ email: 'rep.fl2@feed.test', role: 'rep', states: ['FL'] });
  tx = await t.userSession({ email: 'rep.tx@feed.test', role: 'rep', states: ['TX'] });
  office = await t.userSession({ email: 'office@feed.test', role: 'office' });
  await db.updateTable('users').set({ canChangeOrderStatus: true }).where('id', '=', office.userId).execute();
  const create = async (who: TestSession, body: Record<string, unknown>) =>
    (await who.request('POST', '/api/orders', orderBody(body))).json().ids as string[];
  flOrders = [
    ...(await create(fl, { instructions: '=HYPERLINK("x")', orderTags: ['Rush'] })),
    ...(await create(fl, { orderType: 'TAA2025', products: [{ listId: fixtureItems.adf.listId, qty: 14 }] })),
    ...(await create(fl, {
      customerListId: 'C-FL2',
      products: [{ listId: fixtureItems.cosecha.listId, qty: 3 }],
    })),
  ];
  [txOrder] = (await create(office, { customerListId: 'C-TX' })) as [string];
});
afterAll(() => t.close());

const ids = (response: { json(): { orders: { id: string }[] } }) => response.json().orders.map((o) => o.id);

describe('orders feed', () => {
  it('shows a rep only orders of customers in their states, newest first', async () => {
    expect(ids(await fl.request('GET', '/api/orders'))).toEqual([...flOrders].reverse());
    expect(ids(await tx.request('GET', '/api/orders'))).toEqual([txOrder]);
    expect(ids(await office.request('GET', '/api/orders'))).toHaveLength(4);
    const [card] = (await fl.request('GET', '/api/orders?limit=1')).json().orders;
    expect(card).toEqual(
      expect.objectContaining({ customerName: 'C-FL2 Smoke Shop', totals: expect.any(Object) }),
    );
    expect(card).not.toHaveProperty('products');
  });

  it('pages with a keyset cursor', async () => {
    const first = (await fl.request('GET', '/api/orders?limit=2')).json();
    expect(first.orders).toHaveLength(2);
    const second = (await fl.request('GET', `/api/orders?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.orders.map((o: { id: string }) => o.id)).toEqual([flOrders[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await fl.request('GET', '/api/orders?cursor=nonsense')).statusCode).toBe(400);
  });

  it.each([
    ['orderType=TAA2025', 1],
    ['freeShipping=Yes', 1],
    ['freeShipping=No', 2],
    ['tags=Rush&tags=Reorder', 1],
    ['customerType=New%20Customer', 0],
    ['customerType=Existing%20Customer', 3],
    ['status=Order%20Not%20in%20QBooks', 3],
    ['status=Order%20Submitted%20to%20QBooks', 0],
    ['customerListId=C-FL2', 1],
    ['from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z', 0],
  ])('filters by %s', async (query, count) => {
    expect(ids(await fl.request('GET', `/api/orders?${query}`))).toHaveLength(count);
  });

  it('filters by author and refuses an end before the start', async () => {
    expect(ids(await office.request('GET', `/api/orders?authorId=${office.userId}`))).toEqual([txOrder]);
    const bad = await fl.request('GET', '/api/orders?from=2025-02-02T00:00:00Z&to=2025-02-01T00:00:00Z');
    expect(bad.statusCode).toBe(400);
  });

  it('sums sales and the top items with their share, scoped', async () => {
    const body = (await fl.request('GET', '/api/orders/summary')).json();
    expect(body.summary).toEqual(
      expect.objectContaining({ orders: 3, amount: 720 + 5040 + 300, notInQBooks: 3, freeShipping: 1 }),
    );
    expect(body.salesByItem[0]).toEqual(
      expect.objectContaining({ item: 'p-ADF109', qty: 16, amount: 5760, percent: 95.05 }),
    );
    expect((await tx.request('GET', '/api/orders/summary')).json().summary.orders).toBe(1);
  });
});

describe('orders CSV', () => {
  it('has exactly the spec columns, one row per line, escaped, scoped', async () => {
    const response = await fl.request('GET', '/api/orders/export.csv?tz=UTC');
    expect(response.headers['content-disposition']).toBe('attachment; filename="order-feed-export.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Order Id,Customer,Author,Original Author,Date,PriceLevel,Terms,Product,Product Name,Qty,Price,Amount,New Customer?,Order Instructions,Order Form Type,Order Type,Order Tags,Free Shipping,Order Status,Optimal Ast Met,Raffle Tickets,Raffle Email',
    );
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).not.toContain(txOrder);
    const outside = (await tx.request('GET', '/api/orders/export.csv')).body.trim().split('\r\n');
    expect(outside).toHaveLength(2);
    expect(outside[1]).toContain(txOrder);
  });
});

describe('order page, status and delete', () => {
  it('answers 404 with the spec text for a missing order and for one outside the states', async () => {
    for (const [who, id] of [
      [fl, 'missing'],
      [tx, flOrders[0]],
    ] as const) {
      const response = await who.request('GET', `/api/orders/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('There seems to be an issue, Order might have been deleted.');
    }
  });

  it('lets only users with canChangeOrderStatus change the status', async () => {
    const id = flOrders[0]!;
    expect(
      (await fl.request('PATCH', `/api/orders/${id}/status`, { status: 'OrderInQBooks' })).statusCode,
    ).toBe(403);
    const changed = await office.request('PATCH', `/api/orders/${id}/status`, { status: 'OrderInQBooks' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().order.status).toBe('OrderInQBooks');
    expect(ids(await fl.request('GET', '/api/orders?status=Order%20Submitted%20to%20QBooks'))).toEqual([id]);
    await office.request('PATCH', `/api/orders/${id}/status`, { status: 'OrderSubmitted' });
  });

  it('lets only the author delete an order', async () => {
    const id = flOrders[2]!;
    expect((await fl2.request('GET', `/api/orders/${id}`)).json().canDelete).toBe(false);
    expect((await fl.request('GET', `/api/orders/${id}`)).json().canDelete).toBe(true);
    const other = await fl2.request('DELETE', `/api/orders/${id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/Make sure you are the author/);
    expect((await tx.request('DELETE', `/api/orders/${id}`)).statusCode).toBe(404);
    expect((await fl.request('DELETE', `/api/orders/${id}`)).statusCode).toBe(204);
    expect((await fl.request('GET', `/api/orders/${id}`)).statusCode).toBe(404);
    const lines = await t.runtime.database.db
      .selectFrom('orderLines')
      .select('orderId')
      .where('orderId', '=', id)
      .execute();
    expect(lines).toEqual([]);
  });
});

describe('the order push for a connector', () => {
  it('lists submitted orders as SalesOrderAdd and marks them pushed, idempotently', async () => {
    const { secret } = await createIntegrationToken(t.runtime.database.db, { name: 'qb', createdBy: null });
    const auth = { authorization: `Bearer ${secret}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/push/orders' })).statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/push/orders?status=OrderSubmitted',
      headers: auth,
    });
    expect(listed.statusCode).toBe(200);
    const orders = listed.json().orders;
    expect(orders).toHaveLength(3);
    const first = orders.find((o: { id: string }) => o.id === flOrders[0]);
    expect(first.SalesOrderAdd).toEqual(
      expect.objectContaining({
        CustomerRef: { ListID: 'C-FL' },
        RefNumber: `H${flOrders[0]!.replaceAll('-', '').slice(0, 10).toUpperCase()}`,
        SalesOrderLineAdd: [
          {
            ItemRef: { ListID: 'I-ADF109', FullName: 'p-ADF109' },
            Desc: 'p-ADF109 box',
            Quantity: '2',
            Rate: '360.00',
          },
        ],
      }),
    );
    const push = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/push/orders/${flOrders[0]}/pushed`,
        headers: auth,
        payload: { txnId: 'TXN-1' },
      });
    const once = await push();
    const twice = await push();
    expect(once.statusCode).toBe(200);
    expect(twice.json()).toEqual(once.json());
    expect(once.json().status).toBe('OrderInQBooks');
    const different = await t.app.inject({
      method: 'POST',
      url: `/api/push/orders/${flOrders[0]}/pushed`,
      headers: auth,
      payload: { txnId: 'TXN-2' },
    });
    expect(different.statusCode).toBe(409);
    const after = await t.app.inject({ method: 'GET', url: '/api/push/orders', headers: auth });
    expect(after.json().orders.map((o: { id: string }) => o.id)).not.toContain(flOrders[0]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/push/orders/nope/pushed',
      headers: auth,
      payload: { txnId: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/sync/orders and POST /api/sync/orders/:id/pushed, the first names of the order push', () => {
  it('still answer until their sunset, deprecated in their headers and the API docs', async () => {
    const { secret } = await createIntegrationToken(t.runtime.database.db, { name: 'old', createdBy: null });
    const auth = { authorization: `Bearer ${secret}` };
    const listed = await t.app.inject({ method: 'GET', url: '/api/sync/orders', headers: auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers.deprecation).toBe('@1795737600');
    expect(listed.headers.sunset).toBe('Sat, 06 Mar 2027 00:00:00 GMT');
    const waiting = listed.json<{ orders: { id: string }[] }>().orders.map((o) => o.id);
    expect(waiting).toContain(flOrders[1]);
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/sync/orders/${flOrders[1]}/pushed`,
      headers: auth,
      payload: { txnId: 'TXN-OLD' },
    });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.headers.deprecation).toBe('@1795737600');
    expect(pushed.json()).toMatchObject({ status: 'OrderInQBooks', qbTxnId: 'TXN-OLD' });
    const now = await t.app.inject({ method: 'GET', url: '/api/push/orders', headers: auth });
    expect(now.headers.deprecation).toBeUndefined();
    expect(now.json<{ orders: { id: string }[] }>().orders.map((o) => o.id)).not.toContain(flOrders[1]);
    const { paths } = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { get?: { deprecated?: boolean }; post?: { deprecated?: boolean } }>;
    }>();
    expect(paths['/api/push/orders']?.get?.deprecated).toBeUndefined();
    expect(paths['/api/sync/orders']?.get?.deprecated).toBe(true);
    expect(paths['/api/sync/orders/{id}/pushed']?.post?.deprecated).toBe(true);
  });
});
