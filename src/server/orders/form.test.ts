import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let fl: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await seedOrderFixtures(db);
  await putSetting(
    db,
    'orderForms',
    [{ name: 'Standard', kind: 'standard', items: ['p-CO1001', 'p-MISSING', 'p-ADF109', 'p-OLD'] }],
    null,
  );
  const invoice = (txnId: string, txnDate: string, subtotal: number) => ({
    txnId,
    refNumber: txnId,
    txnDate,
    customerListId: 'C-FL',
    customerName: 'C-FL Smoke Shop',
    shipState: 'FL',
    billAddress: {},
    shipAddress: {},
    termsName: null,
    salesRepName: null,
    poNumber: null,
    subtotal,
    linkedTxns: [],
    memo: null,
    timeModified: null,
    editSequence: null,
    raw: {},
    dueDate: null,
    balanceRemaining: 0,
    isPaid: true,
    tracking: [],
  });
  // the default order rules' event year is 2025: the 2024 invoice does not count
  await db
    .insertInto('invoices')
    .values([invoice('T-1', '2025-03-01', 1000), invoice('T-2', '2024-12-31', 2000)])
    .execute();
  fl = await t.userSession({ email: 'rep.fl@form.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

describe('GET /api/order-form', () => {
  it("lists the form's active products in the form's order with their prices", async () => {
    const response = await fl.request('GET', '/api/order-form?form=Standard');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(['p-CO1001', 'p-ADF109']);
    expect(body.items[1]).toEqual({
      listId: fixtureItems.adf.listId,
      name: 'p-ADF109',
      description: 'p-ADF109 box',
      salesPrice: 400,
      msrp: 800,
      brand: 'Demo',
    });
    expect(body.customerYearSales).toBe(0);
  });

  it('answers 404 for an unknown form', async () => {
    const response = await fl.request('GET', '/api/order-form?form=Nope');
    expect(response.statusCode).toBe(404);
  });

  it("reads the customer's sales only for a customer in the rep's states", async () => {
    const inside = await fl.request('GET', '/api/order-form?form=Standard&customerListId=C-FL');
    expect(inside.statusCode).toBe(200);
    expect(inside.json().customerYearSales).toBe(1000);
    const outside = await fl.request('GET', '/api/order-form?form=Standard&customerListId=C-TX');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('A customer with the ID C-TX does not exist');
  });
});
