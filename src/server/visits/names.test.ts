import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../domain/tasks/digest-time.js';
import type { Db } from '../db/database.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer, insertPlace } from '../test/mirror-fixtures.js';

// One name for a customer everywhere (issue 44 item 10, decision 0254): two shops of one owner share
// a company name in QuickBooks, and only their full names tell them apart. Due, Near me, the day's
// route, a check-in and the map name each by its full name, as the search and its page do.

let t: TestApp;
let db: Db;
let rep: TestSession;

const macon = { latitude: 32.8407, longitude: -83.6324 };
const shops = [
  { listId: 'C-MAC-1', fullName: 'Tabaquería Macon' },
  { listId: 'C-MAC-2', fullName: 'Tabaquería Macon (Macon)' },
];
const fullNames = shops.map((shop) => shop.fullName);

beforeAll(async () => {
  t = await createTestApp();
  db = t.runtime.database.db;
  rep = await t.userSession({ email: 'ga@names.test', role: 'rep', states: ['GA'] });
  for (const [index, shop] of shops.entries()) {
    await insertCustomer(db, shop.listId, 'Tabaquería Macon', 'GA');
    await db
      .updateTable('customers')
      .set({ fullName: shop.fullName })
      .where('listId', '=', shop.listId)
      .execute();
    await insertPlace(db, shop.listId, {
      latitude: macon.latitude + index / 100,
      longitude: macon.longitude,
    });
  }
});
afterAll(() => t.close());

const namesIn = (rows: { customerId: string; name: string }[]) =>
  shops.map((shop) => rows.find((row) => row.customerId === shop.listId)?.name);

describe('a customer’s name on the visits screens', () => {
  it('reads two shops of one company name apart in Due and Near me', async () => {
    const due = await rep.request('GET', '/api/visits/due');
    expect(due.statusCode, due.body).toBe(200);
    expect(namesIn(due.json().customers)).toEqual(fullNames);
    const near = await rep.request(
      'GET',
      `/api/visits/near?latitude=${macon.latitude}&longitude=${macon.longitude}`,
    );
    expect(near.statusCode, near.body).toBe(200);
    expect(namesIn(near.json().customers)).toEqual(fullNames);
  });

  it('names them so on the day’s route, at a check-in and on the map', async () => {
    const date = localDay('America/New_York', Date.now());
    const saved = await rep.request('PUT', '/api/visits/route', {
      date,
      start: { ...macon, label: 'Home' },
      stops: shops.map((shop) => shop.listId),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { plan } = (await rep.request('GET', `/api/visits/route?date=${date}`)).json();
    expect(namesIn(plan.stops)).toEqual(fullNames);

    const visit = await rep.request('POST', '/api/visits', {
      id: crypto.randomUUID(),
      customerId: 'C-MAC-2',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json().visit.customerName).toBe('Tabaquería Macon (Macon)');

    const map = await rep.request('GET', '/api/map/customers');
    expect(map.statusCode, map.body).toBe(200);
    const { ids, names } = map.json() as { ids: string[]; names: string[] };
    expect(shops.map((shop) => names[ids.indexOf(shop.listId)])).toEqual(fullNames);
  });
});
