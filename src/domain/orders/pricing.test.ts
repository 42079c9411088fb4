import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, roundMoney, toCents } from '../money/money.js';
import { defaultPriceLevel, noPriceLevel, priceCentsOf } from './pricing.js';
import { rules } from '../test/order-fixtures.js';

describe('money', () => {
  it.each([
    [0, 0],
    [1.005, 101],
    [2.675, 268],
    [10, 1000],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [Number.NaN, 0],
  ])('toCents(%s) = %s', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('reads every whole-cent dollar amount back as its cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('rounds to cents and back', () => {
    expect(roundMoney(12.345)).toBe(12.35);
    expect(fromCents(1999)).toBe(19.99);
  });
});

describe('price per item', () => {
  const levels = [
    { listId: 'PL-10', name: '10%', percentOff: 10 },
    { listId: 'PL-15', name: '15%', percentOff: 15 },
  ];

  it.each([
    ['no price level', noPriceLevel, 'p-ADF100', 100, 10000],
    ['10% off', { name: '10%', percentOff: 10 }, 'p-ADF100', 100, 9000],
    ['15% off rounds to the cent', { name: '15%', percentOff: 15 }, 'p-ADF100', 99.99, 8499],
    ['never-discount item keeps its sales price', { name: '10%', percentOff: 10 }, 'p-YOS25', 250, 25000],
    ['percent above 100 gives 0', { name: 'x', percentOff: 120 }, 'p-ADF100', 50, 0],
    ['negative percent does not raise the price', { name: 'x', percentOff: -5 }, 'p-ADF100', 50, 5000],
  ])('%s', (_label, level, name, salesPrice, cents) => {
    expect(priceCentsOf({ name, salesPrice }, level, rules)).toBe(cents);
  });

  it.each([
    ['the customer level', 'PL-15', { name: '15%', percentOff: 15 }],
    ['0% when the customer has none', null, { name: '0%', percentOff: 0 }],
    ['0% when the level is unknown', 'PL-99', { name: '0%', percentOff: 0 }],
  ])('defaults to %s', (_label, listId, expected) => {
    expect(defaultPriceLevel(listId, levels)).toEqual(expected);
  });

  it('never exceeds the sales price and never goes below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, percentOff) => {
          const price = priceCentsOf(
            { name: 'p-X', salesPrice: cents / 100 },
            { name: '', percentOff },
            rules,
          );
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(cents);
          expect(Number.isInteger(price)).toBe(true);
        },
      ),
    );
  });
});
