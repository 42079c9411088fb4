import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenToChanges, type LiveEvents } from '../../../test/live-events.js';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.js';
import { orderBody, seedOrderFixtures } from '../../../test/order-fixtures.js';
import { getSetting, putSetting } from '../../../settings/queries.js';

/**
 * The cutover's question (decision 0258) and where each order goes (0257): the admin's answer moves
 * app orders to QuickBooks Online in the same request, and the order's answer names where it goes.
 */
let t: TestApp;
let admin: TestSession;
let rep: TestSession;
let live: LiveEvents;
let orderId: string;
const db = () => t.runtime.database.db;

const review = async () => {
  const response = await admin.request('GET', '/api/admin/quickbooks/online/cutover');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().orders as { destination: { system: string; document: string }; ask: boolean };
};
const destinationOf = async (id: string) => {
  const response = await rep.request('GET', `/api/orders/${id}/quickbooks`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().destination as { system: string; document: string } | null;
};
const answer = (body: unknown) => admin.request('POST', '/api/admin/quickbooks/online/cutover/orders', body);

/** The first Online sync linked a customer to its Desktop row (what `links.ts` writes). */
async function cutoverHappened() {
  await db()
    .insertInto('quickbooksOnlineLinks')
    .values({
      kind: 'customer',
      onlineId: 'QBO-58',
      listId: 'C-FL',
      name: 'Cigar Box',
      rule: 'account',
      status: 'matched',
      linkedAt: new Date().toISOString(),
      decidedBy: null,
      decidedAt: null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  live = listenToChanges(t.runtime.bus);
  admin = await t.userSession({ email: 'admin@orders-question.test', role: 'admin' });
  rep = await t.userSession({
    email: 'rep@orders-question.test',
    role: 'rep',
    states: ['FL'],
    repCode: 'FL',
  });
  await seedOrderFixtures(db());
  const created = await rep.request('POST', '/api/orders', orderBody());
  expect(created.statusCode, created.body).toBe(201);
  orderId = created.json().ids[0] as string;
});
afterAll(() => t.close());
beforeEach(async () => {
  await db().deleteFrom('quickbooksOnlineLinks').execute();
  await db().deleteFrom('settings').where('key', '=', 'quickbooksSource').execute();
  await live.reset();
});

describe('the cutover asks where app orders go', () => {
  it('does not ask before the first Online sync linked anything; the order goes to the Web Connector', async () => {
    expect(await review()).toEqual({
      destination: { system: 'desktop', document: 'sales order' },
      ask: false,
    });
    expect(await destinationOf(orderId)).toEqual({ system: 'desktop', document: 'sales order' });
  });

  it('asks after the cutover; Yes sends app orders to QuickBooks Online at once, with its history, and asks no more', async () => {
    await cutoverHappened();
    expect((await review()).ask).toBe(true);
    const answered = await answer({ sendOrdersToOnline: true });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ destination: { system: 'online', document: 'estimate' }, ask: false });
    const source = await getSetting(db(), 'quickbooksSource');
    expect(source).toMatchObject({ source: 'online', onlineOrderDocument: 'estimate' });
    expect(source.ordersQuestionAnsweredAt).toEqual(expect.any(String));
    const history = await db()
      .selectFrom('history')
      .select(['entityType', 'entityId', 'historyChanges'])
      .where('entityType', '=', 'setting')
      .where('entityId', '=', 'quickbooksSource')
      .execute();
    expect(JSON.stringify(history.at(-1)?.historyChanges)).toContain('online');
    await live.arrived([{ kind: 'settings.changed', id: 'quickbooksSource' }]);
    expect(await review()).toEqual({ destination: { system: 'online', document: 'estimate' }, ask: false });
    // The order waiting for QuickBooks now goes to Online, as the Online push will pick it.
    expect(await destinationOf(orderId)).toEqual({ system: 'online', document: 'estimate' });
  });

  it('No keeps orders with the Web Connector and asks no more; the settings page can still switch', async () => {
    await cutoverHappened();
    const answered = await answer({ sendOrdersToOnline: false });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({
      destination: { system: 'desktop', document: 'sales order' },
      ask: false,
    });
    expect(await destinationOf(orderId)).toEqual({ system: 'desktop', document: 'sales order' });
    const saved = await admin.request('PUT', '/api/admin/settings/quickbooksSource', {
      ...(await getSetting(db(), 'quickbooksSource')),
      source: 'online',
      onlineOrderDocument: 'invoice',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await destinationOf(orderId)).toEqual({ system: 'online', document: 'invoice' });
  });

  it('refuses an answer that is not yes or no with a 400 that says so, changing nothing', async () => {
    await cutoverHappened();
    for (const body of [{}, { sendOrdersToOnline: 'yes' }]) {
      const refused = await answer(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Say whether app orders go to QuickBooks Online');
    }
    expect((await review()).ask).toBe(true);
    expect(
      await rep.request('POST', '/api/admin/quickbooks/online/cutover/orders', { sendOrdersToOnline: true }),
    ).toMatchObject({
      statusCode: 403,
    });
  });

  it('names where an order went once pushed, whatever the setting says now, and nothing for one put in by hand', async () => {
    await putSetting(db(), 'quickbooksSource', { source: 'desktop', onlineOrderDocument: 'estimate' }, null);
    const created = await rep.request('POST', '/api/orders', orderBody());
    const id = created.json().ids[0] as string;
    const at = new Date().toISOString();
    await db()
      .insertInto('qboPushes')
      .values({
        orderId: id,
        realmId: 'realm-1',
        document: 'invoice',
        generation: 0,
        status: 'pushed',
        qboId: 'QBO-1042',
        docNumber: '1042',
        error: null,
        retriedBy: null,
        retriedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db()
      .updateTable('orders')
      .set({ status: 'OrderInQBooks', qbTxnId: 'QBO-1042' })
      .where('id', '=', id)
      .execute();
    const shown = (await rep.request('GET', `/api/orders/${id}/quickbooks`)).json();
    expect(shown.destination).toEqual({ system: 'online', document: 'invoice' });
    expect(shown.push).toMatchObject({ status: 'pushed', refNumber: '1042' });
    await db().deleteFrom('qboPushes').where('orderId', '=', id).execute();
    expect(await destinationOf(id)).toBeNull();
  });
});
