import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../../domain/orders/constants.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { seedDemoOrders } from './orders.js';
import { seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  await t.userSession({ email: 'rep.fl@demo.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  await t.userSession({ email: 'office@demo.test', role: 'office' });
});
afterAll(() => t.close());

describe('demo orders', () => {
  it('adds orders of every type over the last year, in the authors’ states, once', async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const written = await seedDemoOrders(t.runtime, { count: 40, now });
    expect(written).toBeGreaterThan(30);
    const { db } = t.runtime.database;
    const orders = await db.selectFrom('orders').selectAll().execute();
    expect(orders).toHaveLength(written);
    expect(new Set(orders.map((o) => o.orderType))).toEqual(new Set(orderTypes));
    for (const order of orders) {
      expect(Date.parse(order.createdAt)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(order.createdAt)).toBeGreaterThan(now.getTime() - 366 * 86_400_000);
      expect(order.amount).toBe(order.totals.amount);
    }
    const users = await db.selectFrom('users').select(['id', 'states']).execute();
    const rep = users.find((u) => u.states.length)!;
    for (const order of orders.filter((o) => o.authorId === rep.id)) expect(order.customerState).toBe('FL');
    expect(await seedDemoOrders(t.runtime, { count: 40, now })).toBe(0);
  });
});
