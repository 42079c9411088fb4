import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let fl: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'rep.fl@summary.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

describe('orders feed sales summary', () => {
  it('counts every one of several equal free-shipping orders', async () => {
    const created = await fl.request(
      'POST',
      '/api/orders',
      orderBody({
        orderType: 'TAA2025',
        multiplyOrder: 2,
        products: [{ listId: fixtureItems.adf.listId, qty: 14 }],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().ids).toHaveLength(2);
    const body = (await fl.request('GET', '/api/orders/summary')).json();
    expect(body.summary).toEqual(
      expect.objectContaining({ orders: 2, amount: 10_080, freeShipping: 2, notInQBooks: 2 }),
    );
    expect(body.salesByItem).toEqual([
      expect.objectContaining({ item: 'p-ADF109', qty: 28, amount: 10_080, percent: 100 }),
    ]);
  });
});
