import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMatcher } from '../../domain/prospects/match.js';
import { milesBetween } from '../../domain/visits/geo.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { mirrorSender } from '../test/sales-fixtures.js';
import { demoProspects, seedDemoProspects, type PlacedCustomer } from './prospects.js';

const now = '2026-12-06T12:00:00.000Z';
const customers: PlacedCustomer[] = ['FL', 'GA', 'TX'].flatMap((state, s) =>
  Array.from({ length: 5 }, (_, i) => ({
    listId: `C-${state}-${i}`,
    fullName: i === 0 ? 'Puff Tobacco' : `Shop ${state} ${i}`,
    companyName: null,
    phone: null,
    state,
    shipState: state,
    latitude: 27 + s + i * 0.001,
    longitude: -82 - s,
  })),
);

describe('the demo prospects', () => {
  const prospects = demoProspects(customers, now);

  it('are the same on every run', () => {
    expect(demoProspects(customers, now)).toEqual(prospects);
  });

  it('are a few in each demo state, within 4 km of a customer there', () => {
    for (const state of ['FL', 'GA', 'TX']) {
      const here = prospects.filter((p) => p.state === state);
      expect(here.length).toBeGreaterThan(0);
      for (const p of here) {
        const nearest = Math.min(
          ...customers.filter((c) => c.state === state).map((c) => milesBetween(c, p) * 1.609344),
        );
        expect(nearest).toBeLessThan(4.01);
      }
    }
  });

  it('match no customer, as an import would have dropped them', () => {
    const match = customerMatcher(
      customers.map((c) => ({
        listId: c.listId,
        names: [c.fullName],
        phone: c.phone,
        position: c,
        licenseNumbers: [],
      })),
    );
    for (const p of prospects)
      expect(match({ name: p.name, phone: p.phone, licenseNumber: null, position: p })).toBeNull();
  });
});

describe('seeding the demo prospects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes them near the placed customers once, and leaves them alone after', async () => {
    const send = await mirrorSender(t);
    const address = (zip: string) => ({ Addr1: '1 Main St', City: 'Tampa', State: 'FL', PostalCode: zip });
    await send('customers', {
      CustomerRet: ['33602', '33605', '33606'].map((zip, i) => ({
        ListID: `C-${i}`,
        FullName: `Demo Shop ${i}`,
        IsActive: 'true',
        BillAddress: address(zip),
        ShipAddress: address(zip),
      })),
    });
    const { db } = t.runtime.database;
    await expect(seedDemoProspects(db, new Date(now))).resolves.toBe(true);
    const rows = await db.selectFrom('prospects').select(['state', 'status', 'newCustomerInfo']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => row.state === 'FL' && row.status === 'open' && row.newCustomerInfo === null),
    ).toBe(true);
    await expect(seedDemoProspects(db, new Date(now))).resolves.toBe(false);
  });
});
