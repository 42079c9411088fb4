import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateInputs, GateLicense } from '../../domain/orders/gate-contract.js';
import { gateDecisionOf, orderedCustomerName, shipToStateOf } from '../../domain/orders/gate-decision.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureCustomer, fixtureTexasPermit, seedOrderFixtures } from '../test/order-fixtures.js';
import { insertLicense, insertPermit } from '../test/gate-fixtures.js';

/**
 * The gate on the phone against the server's (decision 0300): the device judges from what it keeps
 * (the gate's inputs, every license it may see, the working set's customer), the server from its
 * own tables; for every customer and day here, the same decision in the same words.
 */
let t: TestApp;
let rep: TestSession;
const db = () => t.runtime.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(db());
  await db().deleteFrom('companyPermits').where('id', '=', fixtureTexasPermit.id).execute();
  // A Texas permit the company held until 2015: Texas orders dated before then go to anyone.
  await insertPermit(db(), { state: 'TX', kind: 'distributor', expiresOn: '2015-01-01' });
  await insertPermit(db(), { state: 'TX', kind: 'distributor', deletedAt: '2024-01-01T00:00:00Z' });
  await db()
    .insertInto('customers')
    .values([
      fixtureCustomer('P-TXD', 'TX'),
      fixtureCustomer('P-TXD-OLD', 'TX'),
      fixtureCustomer('P-TXD-GONE', 'TX'),
      fixtureCustomer('P-CA', 'CA', { companyName: null, fullName: 'P-CA Full Name' }),
      fixtureCustomer('P-CA-OK', 'CA'),
      fixtureCustomer('P-CA-LATER', 'CA'),
      fixtureCustomer('P-CA-GONE', 'CA'),
      fixtureCustomer('P-FL-TX', 'FL', { shipState: 'TX' }),
    ])
    .execute();
  await insertLicense(db(), { customerListId: 'P-TXD', state: 'TX', kind: 'distributor' });
  await insertLicense(db(), {
    customerListId: 'P-TXD-OLD',
    state: 'TX',
    kind: 'distributor',
    expiresOn: '2020-06-30',
  });
  await insertLicense(db(), {
    customerListId: 'P-TXD-GONE',
    state: 'TX',
    kind: 'distributor',
    goneFromListAt: '2022-01-01T00:00:00Z',
  });
  await insertLicense(db(), {
    customerListId: 'P-CA-OK',
    state: 'CA',
    kind: 'retailer',
    expiresOn: '2099-12-31',
  });
  await insertLicense(db(), {
    customerListId: 'P-CA-LATER',
    state: 'CA',
    kind: 'retailer',
    issuedOn: '2030-01-01',
  });
  // A California license held by a shop shipping elsewhere counts for California only.
  await insertLicense(db(), { customerListId: 'P-FL-TX', state: 'CA', kind: 'distributor' });
  await insertLicense(db(), {
    customerListId: 'P-CA-GONE',
    state: 'CA',
    kind: 'retailer',
    deletedAt: '2024-01-01T00:00:00Z',
  });
  // An admin's later California row: from 2025 a cigar license too (a change in the law is a new row).
  await db()
    .insertInto('complianceRules')
    .values({
      id: 'RULE-CA-2025',
      topic: 'license',
      state: 'CA',
      effectiveFrom: '2025-01-01',
      ruleBody: {
        source: { citation: 'Cal. Bus. & Prof. Code 22980.1 (as amended)', url: null },
        retailerNeeds: ['retailer', 'cigar'],
        summary: 'A California retailer needs a state license and a cigar license.',
      },
      recordedAt: new Date().toISOString(),
      recordedById: null,
    })
    .execute();
  rep = await t.userSession({
    email: 'rep@gate-offline.test',
    role: 'rep',
    states: ['TX', 'CA', 'FL'],
    repCode: 'FL',
  });
});
afterAll(() => t.close());

async function ok<T>(path: string): Promise<T> {
  const response = await rep.request('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** What the phone keeps: the gate's inputs, every license the rep may see, the working set's customers. */
async function kept() {
  const inputs = await ok<GateInputs>('/api/orders/gate/inputs');
  const { licenses } = await ok<{ licenses: GateLicense[] }>('/api/orders/gate/licenses');
  const customers = new Map<
    string,
    {
      listId: string;
      fullName: string;
      companyName: string | null;
      state: string | null;
      shipState: string | null;
    }
  >();
  let after: string | null = null;
  do {
    const page: {
      customers: {
        customer: {
          listId: string;
          fullName: string;
          companyName: string | null;
          state: string | null;
          shipState: string | null;
        };
      }[];
      next: string | null;
    } = await ok(`/api/offline/customers${after ? `?after=${after}` : ''}`);
    for (const { customer } of page.customers) customers.set(customer.listId, customer);
    after = page.next;
  } while (after);
  // Through JSON, as the device's cache holds them.
  return JSON.parse(JSON.stringify({ inputs, licenses, customers: [...customers.values()] })) as {
    inputs: GateInputs;
    licenses: GateLicense[];
    customers: {
      listId: string;
      fullName: string;
      companyName: string | null;
      state: string | null;
      shipState: string | null;
    }[];
  };
}

const days = [
  '2003-12-31',
  '2008-06-01',
  '2014-12-31',
  '2015-01-02',
  '2020-06-30',
  '2020-07-01',
  '2024-12-31',
  '2025-01-01',
  '2031-01-01',
];

describe('the order gate on the device and on the server', () => {
  it('decides the same for every kept customer and day, in the same words', async () => {
    const device = await kept();
    expect(device.customers.length).toBeGreaterThanOrEqual(10);
    let refused = 0;
    for (const customer of device.customers) {
      for (const day of days) {
        const mine = gateDecisionOf(device.inputs, device.licenses, {
          customerListId: customer.listId,
          customerName: orderedCustomerName(customer),
          state: shipToStateOf(customer),
          day,
        });
        const theirs = await ok(`/api/orders/gate?customerListId=${customer.listId}&day=${day}`);
        expect(mine, `${customer.listId} on ${day}`).toEqual(theirs);
        if (!mine.allowed) refused += 1;
      }
    }
    // Both answers are exercised: the table is not all allowed or all refused.
    expect(refused).toBeGreaterThan(10);
    expect(refused).toBeLessThan(device.customers.length * days.length - 10);
  });

  it('decides the same for a new customer by its state', async () => {
    const device = await kept();
    for (const state of ['TX', 'CA', 'FL', 'GA'])
      for (const day of days) {
        const mine = gateDecisionOf(device.inputs, device.licenses, {
          customerListId: null,
          customerName: '',
          state,
          day,
        });
        expect(mine, `${state} on ${day}`).toEqual(await ok(`/api/orders/gate?state=${state}&day=${day}`));
      }
  });
});
