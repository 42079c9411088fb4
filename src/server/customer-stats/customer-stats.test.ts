import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { ago, insertCustomerDocuments } from '../test/customer-documents.js';

let t: TestApp;
let admin: TestSession;
let repFl: TestSession;
let repTx: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await insertCustomerDocuments(t.runtime.database.db);
  admin = await t.userSession({ email: 'admin@stats.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@stats.test', role: 'rep', states: ['FL', 'GA'] });
  repTx = await t.userSession({ email: 'tx@stats.test', role: 'rep', states: ['TX'] });
});
afterAll(() => t.close());

describe('stats', () => {
  it('computes windows, missing products, last documents, years, products and grade', async () => {
    const response = await admin.request('GET', '/api/customers/C-FL/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const windows = Object.fromEntries(
      stats.assortment.map((p: { name: string; window: string }) => [p.name, p.window]),
    );
    expect(windows).toEqual({ 'p-CO54': 'green', 'p-CO60': 'yellow', 'p-ADF109': 'red', 'p-XX1': 'green' });
    expect(stats.skusLast9Months).toBe(3);
    expect(stats.missingByBrand).toEqual([
      { brand: 'A.Fuego', items: [{ listId: 'P-3', name: 'p-ADF109', taaExclusive: true, window: 'red' }] },
    ]);
    expect(stats.lastInvoice).toEqual({ refNumber: 'INV-1', txnDate: ago(1) });
    expect(stats.lastSalesOrder).toEqual({ refNumber: 'SO-1', txnDate: ago(0) });
    expect(stats.orderedByYear).toHaveLength(4);
    expect(stats.orderedByYear.reduce((s: number, y: { amount: number }) => s + y.amount, 0)).toBe(
      20 + 300 + 40 + 10 + 90,
    );
    expect(stats.pendingProducts).toEqual([{ itemName: 'p-CO60', quantity: 3, amount: 50, orders: 1 }]);
    expect(stats.boughtProducts[0]).toMatchObject({ itemName: 'humidor', amount: 300 });
    expect(stats.grade).toBeNull();
    expect(stats.grades).toEqual([
      { grade: 'A', skus: 27 },
      { grade: 'B', skus: 23 },
      { grade: 'C', skus: 19 },
      { grade: 'D', skus: 14 },
    ]);
    expect(stats.region).toBe('RestOfUSA');
    expect(stats.targets).toEqual({ firstQuarter: 30, year2024: 120 });
  });

  it('leaves out documents shipped outside the rep’s states and hides other states’ customers', async () => {
    const stats = (await repFl.request('GET', '/api/customers/C-FL/stats')).json();
    const xx = stats.assortment.find((p: { name: string }) => p.name === 'p-XX1');
    expect(xx.window).toBe('NB');
    expect(stats.missingByBrand.map((g: { brand: string }) => g.brand)).toEqual(['A.Fuego', 'Unknown Brand']);
    expect(stats.skusLast9Months).toBe(2);
    expect(stats.boughtProducts.some((p: { itemName: string }) => p.itemName === 'p-XX1')).toBe(false);
    const outside = await repTx.request('GET', '/api/customers/C-FL/stats');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('A customer with the ID C-FL does not exist');
    expect((await repTx.request('GET', '/api/customers/C-TX/stats')).json().region).toBe('SW');
  });
});
