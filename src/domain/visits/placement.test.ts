import { describe, expect, it } from 'vitest';
import { addressKeyOf, placementOf, visitAddressOf, type Placement, type StoredLocation } from './placement';

const centres: Record<string, { latitude: number; longitude: number }> = {
  '33602': { latitude: 27.9517, longitude: -82.4588 },
  '32801': { latitude: 28.5415, longitude: -81.3733 },
};
const zipCentre = (zip: string) => centres[zip] ?? null;
const tampaShop = { addr1: '1 Ybor Way', city: 'Tampa', state: 'FL', postalCode: '33602-1234' };
const orlandoOffice = { addr1: '9 Main St', city: 'Orlando', state: 'FL', postalCode: '32801' };
const stored = (source: StoredLocation['source'], address = tampaShop): StoredLocation => ({
  latitude: 27.96,
  longitude: -82.45,
  source,
  addressKey: addressKeyOf(address),
});

describe('visitAddressOf', () => {
  it.each([
    ['the ship-to when it has a ZIP', { shipAddress: tampaShop, billAddress: orlandoOffice }, tampaShop],
    [
      'the bill-to when the ship-to has none',
      { shipAddress: { city: 'Tampa' }, billAddress: orlandoOffice },
      orlandoOffice,
    ],
    ['nothing when neither has one', { shipAddress: null, billAddress: { postalCode: 'M5V 2T6' } }, null],
  ])('%s', (_, customer, address) => {
    expect(visitAddressOf(customer)).toEqual(address);
  });
});

describe('placementOf, after an import', () => {
  const customer = { shipAddress: tampaShop, billAddress: orlandoOffice };

  const tampaCentre: Placement = {
    action: 'set',
    location: { ...centres['33602']!, source: 'zip', zip: '33602', addressKey: addressKeyOf(tampaShop) },
  };

  it.each<[string, StoredLocation | null, Placement]>([
    ['a new customer gets its ZIP centre', null, tampaCentre],
    ['a pin set by hand stays while the address does', stored('pin'), { action: 'keep' }],
    ['a geocoded address stays while the address does', stored('address'), { action: 'keep' }],
    ['a pin for the old address gives way to the new ZIP centre', stored('pin', orlandoOffice), tampaCentre],
    [
      'a ZIP centre already right stays',
      { ...centres['33602']!, source: 'zip', addressKey: addressKeyOf(tampaShop) },
      { action: 'keep' },
    ],
  ])('%s', (_, before, expected) => {
    expect(placementOf(customer, before, zipCentre)).toEqual(expected);
  });

  it('takes a customer off the map when its new ZIP is unknown, and leaves one that never had a place alone', () => {
    const nowhere = { shipAddress: { city: 'Tampa', postalCode: '00000' }, billAddress: null };
    expect(placementOf(nowhere, stored('zip'), zipCentre)).toEqual({ action: 'clear' });
    expect(placementOf(nowhere, null, zipCentre)).toEqual({ action: 'keep' });
  });

  it('does not move a pin when only the spelling of the address changes', () => {
    const respelled = { ...tampaShop, addr1: '  1 YBOR   way ', postalCode: '33602' };
    expect(placementOf({ shipAddress: respelled, billAddress: null }, stored('pin'), zipCentre)).toEqual({
      action: 'keep',
    });
  });
});
