import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearLimit, type NearCustomer } from '../../domain/visits/contract.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

/**
 * Near me reads the nearest places of a box before their customers: when most of those belong to
 * customers a rep may not see, the rep's own farther customers must still come, nearest first.
 */
let t: TestApp;
let fl: TestSession;
let admin: TestSession;

const border = { latitude: 30.7, longitude: -83.3 };
const strangers = 5 * nearLimit;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  const customer = (listId: string, state: string, latitude: number) => ({
    listId,
    state,
    place: {
      customerListId: listId,
      latitude,
      longitude: border.longitude,
      source: 'zip' as const,
      zip: null,
      addressKey: '',
      updatedAt: new Date().toISOString(),
      updatedBy: null,
    },
  });
  // Georgia's shops right at the origin, Florida's two a little farther south.
  const rows = [
    ...Array.from({ length: strangers }, (_, n) => customer(`GA-${n}`, 'GA', border.latitude)),
    customer('FL-NEAR', 'FL', border.latitude - 0.05),
    customer('FL-FAR', 'FL', border.latitude - 0.2),
  ];
  for (const row of rows) await insertCustomer(db, row.listId, row.listId, row.state);
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('customerLocations')
      .values(rows.slice(i, i + 100).map((r) => r.place))
      .execute();
  fl = await t.userSession({ email: 'fl@near.test', role: 'rep', states: ['FL'] });
  admin = await t.userSession({ email: 'admin@near.test', role: 'admin' });
});
afterAll(() => t.close());

const near = async (session: TestSession) => {
  const response = await session.request(
    'GET',
    `/api/visits/near?latitude=${border.latitude}&longitude=${border.longitude}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { customers: NearCustomer[] }).customers;
};

describe('Near me', () => {
  it('finds a rep’s own customers behind many nearer ones of other states', async () => {
    expect((await near(fl)).map((c) => c.customerId)).toEqual(['FL-NEAR', 'FL-FAR']);
  });

  it('gives an admin the nearest of all', async () => {
    const customers = await near(admin);
    expect(customers).toHaveLength(nearLimit);
    expect(customers.every((c) => c.state === 'GA')).toBe(true);
  });
});
