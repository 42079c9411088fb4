import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenseKind } from '../../domain/compliance/licenses.js';
import type { MapCustomersAnswer } from '../../domain/map/contract.js';
import { decodeMapCustomers } from '../../domain/map/customers.js';
import type { NearCustomer } from '../../domain/visits/contract.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer, insertPlace } from '../test/mirror-fixtures.js';
import { licenseRow } from '../test/license-fixtures.js';

/**
 * "License expired" on the map and in Near me (issue 46, decision 0306): worked out in SQL for the
 * customers the user may see, by the rule `hasLapsedLicense` holds (expired or gone from the list,
 * with no valid license of the same state and kind). Dates are far from today, so the company's
 * day never moves an answer.
 */
let t: TestApp;
let rep: TestSession;
let admin: TestSession;

const tampa = { latitude: 27.95, longitude: -82.46 };
const past = '2020-01-01';
const future = '2099-12-31';

interface Seeded {
  state?: string;
  kind?: LicenseKind;
  issuedOn?: string | null;
  expiresOn?: string | null;
  goneFromListAt?: string | null;
  deletedAt?: string | null;
}

/** Each shop, its licenses and whether it shows "License expired". */
const shops: [string, Seeded[], boolean][] = [
  ['L-EXPIRED', [{ expiresOn: past }], true],
  ['L-RENEWED', [{ expiresOn: past }, { issuedOn: past, expiresOn: future }], false],
  ['L-GONE', [{ expiresOn: future, goneFromListAt: '2020-06-01T10:00:00.000Z' }], true],
  ['L-OTHER-KIND', [{ expiresOn: past }, { kind: 'cigar', expiresOn: future }], true],
  ['L-OTHER-STATE', [{ expiresOn: past }, { state: 'GA', expiresOn: future }], true],
  ['L-VALID', [{ expiresOn: future }, { expiresOn: null }], false],
  ['L-DELETED', [{ expiresOn: past, deletedAt: '2021-01-01T00:00:00.000Z' }], false],
  ['L-NOT-YET', [{ issuedOn: future, expiresOn: future }], false],
  ['L-NONE', [], false],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  const now = new Date().toISOString();
  let n = 0;
  for (const [listId, licenses] of [
    ...shops,
    ['L-GEORGIA', [{ state: 'GA', expiresOn: past }], true] as const,
  ]) {
    await insertCustomer(db, listId, listId, listId === 'L-GEORGIA' ? 'GA' : 'FL');
    n += 1;
    await insertPlace(db, listId, { latitude: tampa.latitude + n * 0.001, longitude: tampa.longitude });
    for (const license of licenses) {
      n += 1;
      await db
        .insertInto('customerLicenses')
        .values(
          licenseRow(
            { id: `lic-${n}`, customerListId: listId, state: 'FL', number: `N-${n}`, ...license },
            now,
          ),
        )
        .execute();
    }
  }
  rep = await t.userSession({ email: 'fl@lapsed.test', role: 'rep', states: ['FL'] });
  admin = await t.userSession({ email: 'admin@lapsed.test', role: 'admin' });
});
afterAll(() => t.close());

const expected = Object.fromEntries(shops.map(([listId, , lapsed]) => [listId, lapsed]));

async function onTheMap(session: TestSession) {
  const response = await session.request('GET', '/api/map/customers');
  expect(response.statusCode, response.body).toBe(200);
  const customers = decodeMapCustomers(response.json() as MapCustomersAnswer);
  return Object.fromEntries(customers.map((c) => [c.id, c.licenseLapsed]));
}

async function nearMe(session: TestSession) {
  const response = await session.request(
    'GET',
    `/api/visits/near?latitude=${tampa.latitude}&longitude=${tampa.longitude}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const customers = (response.json() as { customers: NearCustomer[] }).customers;
  return Object.fromEntries(customers.map((c) => [c.customerId, c.licenseLapsed]));
}

describe('"License expired" on the map and in Near me', () => {
  it('flags an expired or dropped license that nothing renews, for the rep’s customers only', async () => {
    expect(await onTheMap(rep)).toEqual(expected);
    expect(await nearMe(rep)).toEqual(expected);
  });

  it('flags a customer of another state for whoever sees it', async () => {
    expect(await onTheMap(admin)).toEqual({ ...expected, 'L-GEORGIA': true });
    expect(await nearMe(admin)).toEqual({ ...expected, 'L-GEORGIA': true });
  });

  it('clears on the map as soon as the change is told, and in Near me at once, when the rep types the renewal', async () => {
    expect((await onTheMap(rep))['L-OTHER-KIND']).toBe(true);
    const renewal = await rep.request('POST', '/api/customers/L-OTHER-KIND/licenses', {
      state: 'FL',
      kind: 'retailer',
      number: 'RENEWED-1',
      issuedOn: past,
      expiresOn: future,
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    // The map's kept answer is forgotten before the renewal is answered: the bus tells its own
    // process at once, on PostgreSQL too (live/bus.ts).
    expect((await onTheMap(rep))['L-OTHER-KIND']).toBe(false);
    expect((await nearMe(rep))['L-OTHER-KIND']).toBe(false);
  });
});
