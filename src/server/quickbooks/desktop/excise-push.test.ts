import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestSession } from '../../test/harness.js';
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
let rep: TestSession;
const qb = new SimulatedQuickBooks();
/** The company's excise tax item in QuickBooks: an other-charge item. */
const taxItem = { ListID: 'TAX-EXCISE', Name: 'Excise tax', FullName: 'Excise tax', IsActive: 'true' };

beforeAll(async () => {
  qb.add('ItemOtherChargeRet', taxItem);
  ({ t, admin } = await startImportedTestBed(qb));
  const { db } = t.runtime.database;
  await putSetting(db, 'orderForms', fixtureForms, null);
  // p-ADF109 as pipe tobacco: Florida taxes it 25 % of wholesale plus a 60 % surcharge.
  await db
    .insertInto('taxProfiles')
    .values({
      scope: 'item',
      key: fixtureItems.adf.listId,
      profileFields: {
        kind: 'pipe-tobacco',
        ouncesPerUnit: 1.5,
        listPriceCents: 2_000,
        wholesalePriceCents: 2_000,
      },
      updatedAt: new Date().toISOString(),
      updatedById: null,
    })
    .execute();
  rep = await t.userSession({ email: 'rep@excise.test', role: 'rep', states: ['FL'], repCode: 'FL' });
}, runTimeout);
afterAll(() => t.close());

const pushOf = (orderId: string) =>
  t.runtime.database.db
    .selectFrom('qbwcPushes')
    .select(['status', 'error'])
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();

const takeOrder = async () => {
  const created = await rep.request(
    'POST',
    '/api/orders',
    orderBody({ customerListId: 'C-FL', products: [{ listId: fixtureItems.adf.listId, qty: 2 }] }),
  );
  expect(created.statusCode).toBe(201);
  // Fla. Stat. 210.30 and 210.276: 25 % + 60 % of $20.00 wholesale = $17.00 a tin × 2 = $34.00.
  expect(created.json().excise).toMatchObject({ remitter: 'company', totalCents: 3_400 });
  return created.json().ids[0] as string;
};

describe('the excise tax on the Desktop push (decision 0302)', { timeout: runTimeout }, () => {
  it('holds an order with tax the company remits while no excise tax item is chosen, saying why', async () => {
    const id = await takeOrder();
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    expect(requestsOf(qb, before, 'SalesOrderAddRq')).toEqual([]);
    const push = await pushOf(id);
    expect(push.status).toBe('failed');
    expect(push.error).toContain('$34.00 of Florida excise tax');
    expect(push.error).toContain('Admin → Settings → Excise tax item');
    const overview = (await admin.request('GET', '/api/admin/quickbooks')).json() as {
      runs: { endedAt: string | null; succeeded: boolean; errors: string[] }[];
    };
    expect(JSON.stringify(overview)).toContain('no excise tax item is chosen');
    // The held order was the queue's last: the run still ends as finished, not as stopped part-way.
    expect(overview.runs[0]).toMatchObject({ succeeded: true, errors: [] });
    expect(overview.runs[0]!.endedAt).not.toBeNull();
  });

  it('adds the tax as its own line of the chosen item, valid qbXML, once the item is chosen', async () => {
    const saved = await admin.request('PUT', '/api/admin/settings/exciseTaxItem', { listId: taxItem.ListID });
    expect(saved.statusCode).toBe(200);
    const id = await takeOrder();
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    const adds = requestsOf(qb, before, 'SalesOrderAddRq');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toContain(
      `<ItemRef><ListID>${taxItem.ListID}</ListID></ItemRef><Desc>Florida excise tax (Fla. Stat. 210.25, 210.30, 210.276 (Part II: tobacco products other than cigarettes or cigars))</Desc><Quantity>1</Quantity><Rate>34.00</Rate>`,
    );
    expect(qb.schemaErrors).toEqual([]);
    expect((await pushOf(id)).status).toBe('pushed');
  });
});
