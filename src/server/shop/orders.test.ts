import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPortalDefault } from '../../domain/settings/shopPortal.js';
import {
  belowMinimumMessage,
  notOfferedMessage,
  portalOffMessage,
  type PricedCart,
  type ShopOrder,
} from '../../domain/shop/orders.js';
import type { ShopCatalogue } from '../../domain/shop/contract.js';
import { createIntegrationToken } from '../mirror/tokens.js';
import { notApprovedMessage, reviewStatusMessage } from '../orders/commands.js';
import { putSetting } from '../settings/queries.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { saveEmailPreferences } from '../users/email-preferences.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, seedOrderFixtures } from '../test/order-fixtures.js';
import { notInReviewMessage } from './review.js';

/**
 * Issue 48, parts 2–3 on both databases: a buyer's cart is priced by the order's own code, their
 * order waits in review for the company, and only an approved order is ever offered to QuickBooks.
 */
let t: TestApp;
let office: TestSession, fl: TestSession, tx: TestSession;
let bea: BuyerSession, gus: BuyerSession;
let push: { authorization: string };
const db = () => t.runtime.database.db;
const { adf, cosecha, yos } = fixtureItems;

const portal = { ...shopPortalDefault, enabled: true, brands: ['Demo'], minimumOrderCents: 50_000 };

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(db());
  await db().updateTable('customers').set({ salesRepName: 'FL' }).where('listId', '=', 'C-FL').execute();
  await db()
    .insertInto('items')
    .values({
      listId: 'I-OTHER',
      name: 'p-OTHER',
      fullName: 'p-OTHER',
      salesDesc: 'Another brand',
      salesPrice: 30,
      quantityOnHand: 5,
      quantityOnSalesOrder: 0,
      brand: 'Other',
      sticks: 10,
      itemType: 'Box',
      msrp: null,
      isActive: true,
      kind: 'inventory',
      timeModified: null,
      editSequence: null,
      raw: {},
    })
    .execute();
  await putSetting(db(), 'shopPortal', portal, null);
  office = await t.userSession({ email: 'office@o.test', role: 'office' });
  await db()
    .updateTable('users')
    .set({ canChangeOrderStatus: true })
    .where('id', '=', office.userId)
    .execute();
  fl = await t.userSession({ email: 'fl@o.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  tx = await t.userSession({ email: 'tx@o.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  // The rep asked for every notification by email; the office for none (the default).
  await saveEmailPreferences(db(), fl.userId, { level: 'everything', dailyDigest: false });
  bea = await signedInBuyer(t, 'C-FL', 'bea@shop.test');
  gus = await signedInBuyer(t, 'C-FL2', 'gus@shop.test');
  const { secret } = await createIntegrationToken(db(), { name: 'qb', createdBy: null });
  push = { authorization: `Bearer ${secret}` };
});
afterAll(() => t.close());

const orderCount = async () =>
  Number(
    (
      await db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const submit = (who: BuyerSession, lines: unknown[], extra: Record<string, unknown> = {}) =>
  who.request('POST', '/api/shop/orders', { lines, ...extra });

const pushable = async () => {
  const listed = await t.app.inject({ method: 'GET', url: '/api/push/orders', headers: push });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json() as { orders: { id: string }[] }).orders.map((o) => o.id);
};

describe("a shop's cart", () => {
  it('is priced by the server at the shop’s price level, whatever prices the client sends', async () => {
    const catalogue = (await bea.request('GET', '/api/shop/catalogue')).json() as ShopCatalogue;
    const adfShown = catalogue.brands.flatMap((b) => b.items).find((i) => i.listId === adf.listId);
    // C-FL buys at its 10% price level: $400 a box is $360.
    expect(adfShown?.priceCents).toBe(36_000);
    expect(catalogue.brands.map((b) => b.brand)).toEqual(['Demo']);

    const priced = await bea.request('POST', '/api/shop/cart/price', {
      lines: [{ listId: adf.listId, qty: 2, priceCents: 1, price: 0.01 }],
      totalCents: 2,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const cart = priced.json() as PricedCart;
    expect(cart.lines).toEqual([
      expect.objectContaining({ listId: adf.listId, qty: 2, priceCents: 36_000, amountCents: 72_000 }),
    ]);
    expect(cart).toMatchObject({ totalCents: 72_000, minimumOrderCents: 50_000, canSubmit: true });
  });

  it('tells the buyer, before they submit, that a cart is below the minimum', async () => {
    const cart = (
      await bea.request('POST', '/api/shop/cart/price', { lines: [{ listId: cosecha.listId, qty: 1 }] })
    ).json() as PricedCart;
    expect(cart.canSubmit).toBe(false);
    expect(cart.messages).toContain(belowMinimumMessage(50_000, 9_000));
  });
});

describe('bad orders get a clear 400 and change nothing', () => {
  it.each([
    [
      'a quantity of 0',
      [{ listId: adf.listId, qty: 0 }],
      'A quantity is at least 1 box; remove the line instead',
    ],
    [
      'a quantity of 10,000,000',
      [{ listId: adf.listId, qty: 10_000_000 }],
      'A quantity is at most 100,000 boxes',
    ],
    ['an item not offered to shops', [{ listId: 'I-OTHER', qty: 1 }], notOfferedMessage('p-OTHER')],
    ['an order below the minimum', [{ listId: cosecha.listId, qty: 1 }], belowMinimumMessage(50_000, 9_000)],
  ])('%s', async (_, lines, message) => {
    const before = await orderCount();
    const response = await submit(bea, lines);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await orderCount()).toBe(before);
  });

  it('a closed portal', async () => {
    await putSetting(db(), 'shopPortal', { ...portal, enabled: false }, null);
    try {
      const response = await submit(bea, [{ listId: adf.listId, qty: 2 }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(portalOffMessage);
      expect((await bea.request('GET', '/api/shop/catalogue')).statusCode).toBe(400);
    } finally {
      await putSetting(db(), 'shopPortal', portal, null);
    }
  });
});

describe("a shop's order in review", () => {
  let orderId = '';

  it('waits "In review", placed by the shop, and tells the account’s rep and the office', async () => {
    const response = await submit(bea, [
      { listId: adf.listId, qty: 2 },
      { listId: yos.listId, qty: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as { order: ShopOrder }).order;
    orderId = order.id;
    expect(order.status).toBe('In review');
    const row = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'OrderInReview', placedBy: 'shop', customerListId: 'C-FL' });
    const told = await db()
      .selectFrom('notifications')
      .select('userId')
      .where('type', '=', 'shop-order')
      .execute();
    const ids = [office, fl].map((s) => s.userId).sort();
    expect(told.map((n) => n.userId).sort()).toEqual(ids);
    const mails = await db()
      .selectFrom('mailOutbox')
      .select('userId')
      .where('subject', 'like', 'Order from%')
      .execute();
    // Each by their own email choice (status-mail.test.ts walks the levels).
    expect(mails.map((m) => m.userId)).toEqual([fl.userId]);
    // The rep sees it in the feed, marked as the shop's.
    const feed = await fl.request('GET', `/api/orders/${orderId}`);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().order.status).toBe('OrderInReview');
  });

  it('is never offered to QuickBooks, nor marked pushed, nor given a status by hand', async () => {
    expect(await pushable()).not.toContain(orderId);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/push/orders?status=OrderInReview',
      headers: push,
    });
    expect(asked.statusCode).toBe(400);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/push/orders/${orderId}/pushed`,
      headers: push,
      payload: { txnId: 'TXN-1' },
    });
    expect(marked.statusCode).toBe(409);
    expect(marked.json().message).toBe(notApprovedMessage);
    // The office may change an order's status, but not a shop's order in review.
    const set = await office.request('PATCH', `/api/orders/${orderId}/status`, { status: 'OrderInQBooks' });
    expect(set.statusCode).toBe(409);
    expect(set.json().message).toBe(reviewStatusMessage);
  });

  it("is another shop's, another state's rep's and a buyer's to review in no way", async () => {
    const others = (await gus.request('GET', '/api/shop/orders')).json() as { orders: ShopOrder[] };
    expect(others.orders).toEqual([]);
    expect((await tx.request('POST', `/api/orders/${orderId}/approve`, {})).statusCode).toBe(404);
    expect((await bea.request('POST', `/api/orders/${orderId}/approve`, {})).statusCode).toBe(401);
  });

  it('approved with a change: "Changed by your rep", then pushed as an ordinary order', async () => {
    const approved = await fl.request('POST', `/api/orders/${orderId}/approve`, {
      lines: [
        { listId: adf.listId, qty: 3 },
        { listId: yos.listId, qty: 1 },
      ],
      message: 'One more ADF: it sells.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const mine = ((await bea.request('GET', '/api/shop/orders')).json() as { orders: ShopOrder[] }).orders;
    expect(mine).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'Changed by your rep',
        message: 'One more ADF: it sells.',
      }),
    ]);
    expect(mine[0]?.lines.find((l) => l.listId === adf.listId)).toMatchObject({ qty: 3, priceCents: 36_000 });
    const lines = await db()
      .selectFrom('orderLines')
      .select(['itemListId', 'qty'])
      .where('orderId', '=', orderId)
      .execute();
    expect(lines).toContainEqual({ itemListId: adf.listId, qty: 3 });
    expect(await pushable()).toContain(orderId);
    const again = await fl.request('POST', `/api/orders/${orderId}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(notInReviewMessage);
  });

  it('declined with a reason the buyer reads; it never reaches QuickBooks', async () => {
    const sent = await submit(bea, [{ listId: adf.listId, qty: 2 }]);
    const id = (sent.json() as { order: ShopOrder }).order.id;
    expect((await office.request('POST', `/api/orders/${id}/decline`, { reason: '' })).statusCode).toBe(400);
    const declined = await office.request('POST', `/api/orders/${id}/decline`, {
      reason: 'Out of ADF until March.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const mine = ((await bea.request('GET', '/api/shop/orders')).json() as { orders: ShopOrder[] }).orders;
    expect(mine.find((o) => o.id === id)?.status).toBe('Declined: Out of ADF until March.');
    expect(await pushable()).not.toContain(id);
  });
});
