import { describe, expect, it } from 'vitest';
import { customerMatcher, namesAlike, nearby, phoneKey, type CustomerToCompare } from './match.js';

const tampa = { latitude: 27.9506, longitude: -82.4572 };
/** Metres north of a point: a degree of latitude is about 111,195 m. */
const north = (metres: number) => ({
  latitude: tampa.latitude + metres / 111_195,
  longitude: tampa.longitude,
});

const customer: CustomerToCompare = {
  listId: 'C1',
  names: ['Cigar Cellar of Tampa LLC', 'Cigar Cellar'],
  phone: '(813) 555-0100',
  position: tampa,
  licenseNumbers: ['TR-100-200'],
};
const match = customerMatcher([customer]);

describe('namesAlike', () => {
  it.each([
    ['Smoke Shack', 'SMOKE SHACK, LLC', true],
    ['Cigar Cellar', 'Cigar Cellar of Tampa', true],
    ['Havana Nights', 'Havanna Nights', true],
    ['Joe’s Tobacco', 'Joes Tobacco', true],
    ['Smoke Shop', 'Vape Shop', false],
    ['Corner Market', 'Cigar Cellar', false],
    ['', 'Cigar Cellar', false],
  ])('%s / %s → %s', (a, b, alike) => expect(namesAlike(a, b)).toBe(alike));
});

describe('phoneKey', () => {
  it.each([
    ['(813) 555-0100', '8135550100'],
    ['+1 813 555 0100', '8135550100'],
    ['555-0100', null],
    [null, null],
  ])('%s → %s', (phone, key) => expect(phoneKey(phone)).toBe(key));
});

describe('nearby', () => {
  it.each([
    [0, true],
    [149, true],
    [151, false],
  ])('%i m → %s', (metres, near) => expect(nearby(tampa, north(metres))).toBe(near));
});

describe('a shop matched to a customer', () => {
  const shop = { name: 'Somewhere Else', phone: null, position: north(5_000), licenseNumber: null };
  it.each([
    ['the same license, written differently', { ...shop, licenseNumber: 'tr 100200' }, 'license'],
    ['the same phone, written differently', { ...shop, phone: '813.555.0100' }, 'phone'],
    ['a name alike 100 m away', { ...shop, name: 'CIGAR CELLAR', position: north(100) }, 'name-nearby'],
    ['a name alike 300 m away', { ...shop, name: 'Cigar Cellar', position: north(300) }, null],
    ['another name next door', { ...shop, name: 'Vape Planet', position: north(20) }, null],
    ['another license and phone', { ...shop, licenseNumber: 'TR-999', phone: '813-555-0199' }, null],
    ['no place and no other rule', { ...shop, name: 'Cigar Cellar', position: null }, null],
  ] as const)('%s', (_why, prospect, reason) => {
    expect(match(prospect)?.reason ?? null).toBe(reason);
    if (reason) expect(match(prospect)?.customerListId).toBe('C1');
  });

  it('finds a customer across a grid cell’s edge', () => {
    const edge = { latitude: 27.99999, longitude: -82.45 };
    const across = customerMatcher([{ ...customer, position: { latitude: 28.00001, longitude: -82.45 } }]);
    expect(across({ ...shop, name: 'Cigar Cellar', position: edge })?.reason).toBe('name-nearby');
  });

  it('a customer with no place matches by license or phone only', () => {
    const placeless = customerMatcher([{ ...customer, position: null }]);
    expect(placeless({ ...shop, name: 'Cigar Cellar', position: tampa })).toBeNull();
    expect(placeless({ ...shop, phone: '8135550100' })?.reason).toBe('phone');
  });
});
