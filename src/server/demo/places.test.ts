import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { isInUnitedStates, milesBetween } from '../../domain/visits/geo.js';
import { placementOf, type PlaceAddress } from '../../domain/visits/placement.js';
import { zipCentre } from '../visits/zip-centres.js';
import { generateDemoCompany } from './index.js';
import { cityZips, places } from './places.js';

const address = (a: Record<string, string> | undefined): PlaceAddress | null =>
  a ? { addr1: a.Addr1, city: a.City, state: a.State, postalCode: a.PostalCode } : null;

describe('the demo company’s places', () => {
  it('names real ZIP codes of each city, in the city’s state', () => {
    for (const place of places) {
      for (const city of place.cities) {
        const zips = cityZips[`${place.state} ${city}`];
        expect(zips?.length, `${city}, ${place.state}`).toBeGreaterThan(0);
        for (const zip of zips ?? [])
          expect(zipcodes.lookup(zip)?.state, `${zip} of ${city}`).toBe(place.state);
      }
    }
  });

  it('puts every demo customer on the map, in the United States, in or near its city', () => {
    const customers = [...generateDemoCompany({ today: '2026-11-01', customers: 1500 })]
      .filter((batch) => batch.entity === 'customers')
      .flatMap((batch) => (batch.body.CustomerRet ?? []) as Record<string, Record<string, string>>[]);
    expect(customers.length).toBe(1500);
    for (const customer of customers) {
      const placement = placementOf(
        { shipAddress: address(customer.ShipAddress), billAddress: address(customer.BillAddress) },
        null,
        zipCentre,
      );
      expect(placement.action, customer.FullName as unknown as string).toBe('set');
      if (placement.action !== 'set') continue;
      expect(isInUnitedStates(placement.location)).toBe(true);
      const ship = customer.ShipAddress!;
      const first = zipCentre(cityZips[`${ship.State} ${ship.City}`]![0]!)!;
      // A city's ZIP codes lie within a metro area of each other.
      expect(milesBetween(first, placement.location)).toBeLessThan(60);
    }
  });
});
