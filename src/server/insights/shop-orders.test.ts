import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { placeThreeOrders, seedOrderFixtures } from '../test/order-fixtures.js';

/**
 * "Orders placed by shops" (issue 48, part 6). Orders (C-FL2 and C-TX have no price level):
 *   FL: 2 × 400 + 1 × 100 = 900;  TX: 3 × 100 = 300;  FL: 1 × 1000 = 1000. The TX one is then
 *   marked as the shop's, as the portal will place it.
 */
let t: TestApp;
let admin: TestSession, fl: TestSession;
let txOrderId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  admin = await t.userSession({ email: 'admin@shop-orders.test', role: 'admin' });
  fl = await t.userSession({ email: 'fl@shop-orders.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  [, txOrderId] = await placeThreeOrders(admin);
});
afterAll(() => t.close());

interface Answer {
  months: { month: string; shopOrders: number; allOrders: number }[];
  total: {
    shopOrders: number;
    shopValueCents: number;
    allOrders: number;
    allValueCents: number;
    sharePercent: number | null;
  };
}

async function shopOrders(session: TestSession, filters = '') {
  const response = await session.request('GET', `/api/insights/shop-orders?${filters}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

describe('orders placed by shops', () => {
  it('marks every order a rep places as placed by a rep, so the shops have none yet', async () => {
    const rows = await t.runtime.database.db.selectFrom('orders').select('placedBy').execute();
    expect(rows.map((row) => row.placedBy)).toEqual(['rep', 'rep', 'rep']);
    const answer = await shopOrders(admin);
    expect(answer.months).toHaveLength(12);
    expect(answer.total).toEqual({
      shopOrders: 0,
      shopValueCents: 0,
      allOrders: 3,
      allValueCents: 220_000,
      sharePercent: 0,
    });
  });

  it("counts the shop's orders by month with their share, within the user's scope and filters", async () => {
    await t.runtime.database.db
      .updateTable('orders')
      .set({ placedBy: 'shop' })
      .where('id', '=', txOrderId)
      .execute();
    const answer = await shopOrders(admin);
    expect(answer.total).toEqual({
      shopOrders: 1,
      shopValueCents: 30_000,
      allOrders: 3,
      allValueCents: 220_000,
      sharePercent: 33.3,
    });
    expect(answer.months.at(-1)).toMatchObject({ shopOrders: 1, allOrders: 3 });
    expect((await shopOrders(admin, 'state=TX')).total).toMatchObject({
      shopOrders: 1,
      allOrders: 1,
      sharePercent: 100,
    });
    expect((await shopOrders(admin, 'rep=NOBODY')).total).toMatchObject({ allOrders: 0, sharePercent: null });
    expect((await shopOrders(fl)).total).toMatchObject({ shopOrders: 0, allOrders: 2 });
  });

  it('refuses a bad filter with a clear message', async () => {
    const response = await admin.request('GET', '/api/insights/shop-orders?from=2026-13-01&range=custom');
    expect(response.statusCode).toBe(400);
  });
});
