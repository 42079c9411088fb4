import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, placeThreeOrders, seedOrderFixtures } from '../test/order-fixtures.js';

/**
 * "Orders not yet invoiced" under the summary's filters. Orders (C-FL2 and C-TX have no price level):
 *   FL: A. Fuego 2 × 400 + Cosecha 1 × 100 = 900;  TX: Cosecha 3 × 100 = 300;  FL: X1 (Misc) 1 × 1000 = 1000.
 */
let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  await seedOrderFixtures(db);
  const brands = {
    [fixtureItems.adf.listId]: 'A. Fuego',
    [fixtureItems.cosecha.listId]: 'Cosecha',
    [fixtureItems.big.listId]: 'Misc',
  };
  for (const [listId, brand] of Object.entries(brands))
    await db.updateTable('items').set({ brand }).where('listId', '=', listId).execute();
  admin = await t.userSession({ email: 'admin@not-invoiced.test', role: 'admin' });
  await placeThreeOrders(admin);
});
afterAll(() => t.close());

async function notYetInvoiced(filters: string) {
  const response = await admin.request('GET', `/api/insights/summary?${filters}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ notYetInvoiced: { orders: number; valueCents: number } }>().notYetInvoiced;
}

describe('orders not yet invoiced', () => {
  it('counts every submitted order in scope without a brand filter', async () => {
    expect(await notYetInvoiced('')).toEqual({ orders: 3, valueCents: 220_000 });
    expect(await notYetInvoiced('state=TX')).toEqual({ orders: 1, valueCents: 30_000 });
  });

  it('keeps the orders with a line of the brand and counts only those lines', async () => {
    expect(await notYetInvoiced('brand=Cosecha')).toEqual({ orders: 2, valueCents: 40_000 });
    expect(await notYetInvoiced('brand=A.%20Fuego')).toEqual({ orders: 1, valueCents: 80_000 });
    expect(await notYetInvoiced('brand=Cosecha&state=FL')).toEqual({ orders: 1, valueCents: 10_000 });
    expect(await notYetInvoiced('brand=Luna')).toEqual({ orders: 0, valueCents: 0 });
  });

  it('counts the lines of items without a brand under Other, as the sales do', async () => {
    expect(await notYetInvoiced('brand=Other')).toEqual({ orders: 1, valueCents: 100_000 });
  });

  it('follows orders into and out of OrderSubmitted, their lines and their deletion', async () => {
    const { db } = t.runtime.database;
    const tx = await db
      .selectFrom('orders')
      .select('id')
      .where('customerListId', '=', 'C-TX')
      .executeTakeFirstOrThrow();
    await db.updateTable('orders').set({ status: 'OrderInQBooks' }).where('id', '=', tx.id).execute();
    expect(await notYetInvoiced('brand=Cosecha')).toEqual({ orders: 1, valueCents: 10_000 });
    await db.updateTable('orders').set({ status: 'OrderSubmitted' }).where('id', '=', tx.id).execute();
    expect(await notYetInvoiced('brand=Cosecha')).toEqual({ orders: 2, valueCents: 40_000 });
    await db.updateTable('orderLines').set({ amount: 450 }).where('orderId', '=', tx.id).execute();
    expect(await notYetInvoiced('brand=Cosecha')).toEqual({ orders: 2, valueCents: 55_000 });
    await db.deleteFrom('orders').where('id', '=', tx.id).execute();
    expect(await notYetInvoiced('brand=Cosecha')).toEqual({ orders: 1, valueCents: 10_000 });
    expect(
      await db.selectFrom('submittedLines').select('orderId').where('orderId', '=', tx.id).execute(),
    ).toEqual([]);
  });
});
