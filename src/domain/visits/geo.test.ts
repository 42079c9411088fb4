import { describe, expect, it } from 'vitest';
import { formatMiles, isInUnitedStates, milesBetween, positionSchema, zip5Of } from './geo';

const tampa = { latitude: 27.9506, longitude: -82.4572 };
const orlando = { latitude: 28.5384, longitude: -81.3789 };
const miami = { latitude: 25.7617, longitude: -80.1918 };
const houston = { latitude: 29.7604, longitude: -95.3698 };

describe('milesBetween, straight-line miles', () => {
  it.each([
    // A degree of arc on a sphere of 3,958.8 miles is 69.09 miles; along a parallel it shrinks with cos(latitude).
    [
      'a degree north along a meridian',
      { latitude: 27, longitude: -82 },
      { latitude: 28, longitude: -82 },
      69.09,
      0.01,
    ],
    [
      'a degree east on the equator',
      { latitude: 0, longitude: -82 },
      { latitude: 0, longitude: -81 },
      69.09,
      0.01,
    ],
    [
      'a degree east at 60° north',
      { latitude: 60, longitude: -150 },
      { latitude: 60, longitude: -149 },
      34.55,
      0.01,
    ],
    // Published airline distances (on the ellipsoid, so a sphere is within half a percent).
    ['Tampa to Orlando', tampa, orlando, 77, 1],
    ['Miami to Houston', miami, houston, 968, 5],
  ])('%s', (_, a, b, miles, within) => {
    expect(Math.abs(milesBetween(a, b) - miles)).toBeLessThanOrEqual(within);
    expect(milesBetween(b, a)).toBeCloseTo(milesBetween(a, b), 9);
  });

  it('is zero from a place to itself', () => {
    expect(milesBetween(tampa, tampa)).toBe(0);
  });
});

describe('formatMiles', () => {
  it.each([
    [0, '0.0 mi'],
    [2.34, '2.3 mi'],
    [2.35, '2.4 mi'],
    [99.94, '99.9 mi'],
    [99.96, '100 mi'],
    [1234.4, '1,234 mi'],
  ])('%d miles read "%s"', (miles, shown) => {
    expect(formatMiles(miles)).toBe(shown);
  });
});

describe('positions inside the United States', () => {
  it.each([
    ['Tampa', tampa, true],
    ['Anchorage', { latitude: 61.2181, longitude: -149.9003 }, true],
    ['Adak, in the Aleutians west of the 180th meridian', { latitude: 51.88, longitude: 176.66 }, true],
    ['Honolulu', { latitude: 21.3069, longitude: -157.8583 }, true],
    ['San Juan', { latitude: 18.4655, longitude: -66.1057 }, true],
    ['Key West', { latitude: 24.5551, longitude: -81.78 }, true],
    ['London', { latitude: 51.5072, longitude: -0.1276 }, false],
    ['Tampa with the longitude sign lost', { latitude: 27.9506, longitude: 82.4572 }, false],
    ['Mexico City', { latitude: 19.4326, longitude: -99.1332 }, false],
    ['0, 0 (a phone with no fix)', { latitude: 0, longitude: 0 }, false],
  ])('%s: %s', (_, position, inside) => {
    expect(isInUnitedStates(position)).toBe(inside);
    expect(positionSchema.safeParse(position).success).toBe(inside);
  });

  it('says what is wrong with a position abroad', () => {
    const result = positionSchema.safeParse({ latitude: 51.5, longitude: -0.12 });
    expect(result.error?.issues[0]?.message).toBe(
      'That position is outside the United States. Check it, or type a ZIP code instead.',
    );
  });
});

describe('zip5Of, the ZIP of a postal code', () => {
  it.each([
    ['33602', '33602'],
    [' 33602-1234 ', '33602'],
    ['336021234', '33602'],
    ['M5V 2T6', null],
    ['', null],
    [null, null],
    ['3360', null],
  ])('%s → %s', (postal, zip) => {
    expect(zip5Of(postal)).toBe(zip);
  });
});
