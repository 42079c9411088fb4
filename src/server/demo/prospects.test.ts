import { describe, expect, it } from 'vitest';
import { customerMatcher } from '../../domain/prospects/match.js';
import { milesBetween } from '../../domain/visits/geo.js';
import { demoProspects, type PlacedCustomer } from './prospects.js';

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
