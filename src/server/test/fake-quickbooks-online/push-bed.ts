import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { NewCustomerInfo } from '../../../domain/orders/schemas.js';
import { sampleCustomer, sampleItem } from '../../../domain/test/quickbooks-online-samples.js';
import type { OnlineHttp } from '../../quickbooks/online/http.js';
import { pushWaitingOrders } from '../../quickbooks/online/push/push.js';
import type { OnlineCompanies } from '../../quickbooks/online/sync/companies.js';
import { syncCompany } from '../../quickbooks/online/sync/sync.js';
import { putSetting } from '../../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../harness.js';
import { insertOpenRule } from '../gate-fixtures.js';
import { fixedTokenHttp, startFakeOnlineAccounting, type FakeAccounting } from './accounting.js';

/** The file's app and fake Intuit, and the users who order, retry and watch; set before its first test. */
export let t: TestApp;
export let fake: FakeAccounting;
export let rep: TestSession;
export let office: TestSession;
export let admin: TestSession;

export const db = () => t.runtime.database.db;
export const deps = () => ({ db: db(), bus: t.runtime.bus });
/** The connected company as the connection gives it; `http` may stand between Humidor and the fake. */
export const companies = (http: OnlineHttp = fixedTokenHttp(fake)): OnlineCompanies => ({
  connected: () => Promise.resolve([fake.realmId]),
  http: () => http,
});
export const push = (http?: OnlineHttp) => pushWaitingOrders(deps(), companies(http));
export const creates = (entity: 'estimate' | 'invoice') =>
  fake.requests.filter((r) => r === `POST ${entity}`).length;

/** A rep's order (for Online customer 24 unless `fields` name another or a new customer); its id. */
export async function newOrder(
  products = [{ listId: 'QBO-11', qty: 2 }],
  fields: Record<string, unknown> = {},
): Promise<string> {
  const created = await rep.request('POST', '/api/orders', {
    customerListId: 'QBO-24',
    repCode: 'CA',
    orderType: 'Regular',
    orderFormType: 'Standard',
    instructions: 'Deliver before Friday',
    products,
    ...fields,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().ids[0] as string;
}

export const orderOf = (id: string) =>
  db().selectFrom('orders').select(['status', 'qbTxnId']).where('id', '=', id).executeTakeFirstOrThrow();
export const pushRow = (id: string) =>
  db().selectFrom('qboPushes').selectAll().where('orderId', '=', id).executeTakeFirstOrThrow();

/** The author's notices that QuickBooks has the order. */
export const notices = (id: string) =>
  db()
    .selectFrom('notifications')
    .select(['userId', 'text', 'actingUserName'])
    .where('type', '=', 'order-in-quickbooks')
    .where('link', '=', `/orderview/${id}`)
    .execute();

/**
 * A rep's order for a customer not yet in QuickBooks, with `info` as typed on the order (a contact
 * of our choosing unless given); its id.
 */
export const newCustomerOrder = (
  info: Pick<NewCustomerInfo, 'name' | 'street' | 'city' | 'state' | 'zip'> & Partial<NewCustomerInfo>,
  products = [{ listId: 'QBO-11', qty: 1 }],
) =>
  newOrder(products, {
    customerListId: null,
    newCustomer: true,
    newCustomerInfo: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '650-555-0100',
      email: 'ana@example.test',
      ...info,
    },
  });

/**
 * The push tests' bed: a test app whose Online customer 24 ("Sonnenschein Family Store") and items
 * 11 (Pump) and 5 (Rock Fountain) came through the Online sync from the fake Intuit, an order form
 * of both items, and Online as the source (estimates) before each test. Call once at a file's top.
 */
export function usePushBed(): void {
  beforeAll(async () => {
    t = await createTestApp();
    fake = await startFakeOnlineAccounting();
    fake.put('Customer', {
      ...sampleCustomer,
      Id: '24',
      DisplayName: 'Sonnenschein Family Store',
      FullyQualifiedName: 'Sonnenschein Family Store',
      CompanyName: 'Sonnenschein Family Store',
    });
    fake.put('Item', { ...sampleItem, Id: '11', Name: 'Pump', FullyQualifiedName: 'Pump' });
    fake.put('Item', { ...sampleItem, Id: '5', Name: 'Rock Fountain', FullyQualifiedName: 'Rock Fountain' });
    // The customer and items reach Humidor as in production: through the Online sync.
    const synced = await syncCompany(deps(), fake.realmId, fixedTokenHttp(fake), { owner: 'test' });
    expect(synced.status).toBe('synced');
    await putSetting(
      db(),
      'orderForms',
      [{ name: 'Standard', kind: 'standard', items: ['Pump', 'Rock Fountain'] }],
      null,
    );
    // The fake company's shops are in California, whose retailer license the gate asks for; these
    // tests are not about the gate (src/server/orders/gate-push.test.ts is).
    await insertOpenRule(db(), 'CA');
    rep = await t.userSession({ email: 'rep@online-push.test', role: 'rep', states: ['CA'], repCode: 'CA' });
    office = await t.userSession({ email: 'office@online-push.test', role: 'office' });
    admin = await t.userSession({ email: 'admin@online-push.test', role: 'admin' });
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });
  beforeEach(async () => {
    await putSetting(db(), 'quickbooksSource', { source: 'online', onlineOrderDocument: 'estimate' }, null);
    fake.creates.refuse = null;
    fake.creates.dropAfterCreate = 0;
  });
}
