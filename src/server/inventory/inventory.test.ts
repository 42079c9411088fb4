import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;

const item = (name: string, quantityOnHand: number, quantityOnSalesOrder: number, isActive = true) => ({
  listId: `L-${name}`,
  name,
  fullName: name,
  salesDesc: `${name} description`,
  quantityOnHand,
  quantityOnSalesOrder,
  brand: name.startsWith('p-') ? 'Cielo' : 'Misc',
  isActive,
  salesPrice: 100,
  sticks: 20,
  itemType: 'Box',
  msrp: null,
  kind: 'inventory' as const,
  timeModified: null,
  editSequence: null,
  raw: {},
});

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  await db
    .insertInto('items')
    .values([
      item('p-AC301', 120, 150),
      item('p-ZZ99', 10, 0),
      item('pb-BUNDLE', 5, 1),
      item('POS-SIGN', 3, 0),
      item('POS-Retired Display', 3, 0),
      item('pm-MATCHES', 700, 20),
      item('x-IGNORED', 1, 0),
      item('p-AC302', 1, 0, false),
    ])
    .execute();
});
afterAll(() => t.close());

describe('GET /api/inventory', () => {
  it('answers any signed-in user with the items of each view and their quantities', async () => {
    const rep = await t.userSession({ email: 'rep@i.test', role: 'rep', states: ['FL'] });
    const response = await rep.request('GET', '/api/inventory');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { name: string; views: string[] }[];
    expect(items.map((i) => [i.name, i.views])).toEqual([
      ['POS-SIGN', ['pos']],
      ['p-AC301', ['orderable', 'all']],
      ['p-ZZ99', ['all']],
      ['pb-BUNDLE', ['all']],
      ['pm-MATCHES', ['pos']],
    ]);
    expect(items[1]).toEqual({
      listId: 'L-p-AC301',
      name: 'p-AC301',
      description: 'p-AC301 description',
      brand: 'Cielo',
      quantityOnHand: 120,
      quantityOnSalesOrder: 150,
      quantityAfterOrders: -30,
      views: ['orderable', 'all'],
    });
  });

  it('follows the POS exclusion setting without a restart', async () => {
    await putSetting(t.runtime.database.db, 'posExclusions', { itemNames: ['POS-SIGN'] }, null);
    const office = await t.userSession({ email: 'office@i.test', role: 'office' });
    const names = (await office.request('GET', '/api/inventory'))
      .json()
      .items.filter((i: { views: string[] }) => i.views.includes('pos'))
      .map((i: { name: string }) => i.name);
    expect(names).toEqual(['POS-Retired Display', 'pm-MATCHES']);
  });
});
