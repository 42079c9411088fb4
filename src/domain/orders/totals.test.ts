import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderTotals, skuFamily } from './totals.js';
import { line, rules } from '../test/order-fixtures.js';

describe('SKU families', () => {
  it.each([
    ['p-ADF109', 'family:ADF109'],
    ['ps-ADF109', 'family:ADF109'],
    ['pt-ADF109', 'item:pt-ADF109'],
    ['pb-BAG', 'item:pb-BAG'],
  ])('%s belongs to %s', (name, family) => {
    expect(skuFamily(name)).toBe(family);
  });
});

describe('order totals', () => {
  it('is all zero for an empty order', () => {
    expect(orderTotals([], rules)).toEqual({
      amount: 0,
      qty: 0,
      facings: 0,
      retailValue: 0,
      possibleProfits: 0,
      margin: 0,
      amountWithoutYOS: 0,
      amountWithOutCielo: 0,
    });
  });

  it('adds amount, retail value, profits, margin and the amounts without YOS and Cielo', () => {
    const totals = orderTotals(
      [
        line('p-ADF109', 2, 100.5, 200),
        line('p-YOS25', 1, 300, 500),
        line('p-AC3001', 3, 10.1, 20),
        line('POS-SIGN', 4, 1.25),
      ],
      rules,
    );
    expect(totals.amount).toBe(536.3);
    expect(totals.qty).toBe(6);
    expect(totals.retailValue).toBe(400 + 500 + 60);
    expect(totals.possibleProfits).toBe(423.7);
    expect(totals.margin).toBe(44.14);
    expect(totals.amountWithoutYOS).toBe(236.3);
    expect(totals.amountWithOutCielo).toBe(506);
  });

  it.each([
    ['p- and ps- of one SKU are one facing', ['p-ADF109', 'ps-ADF109'], 1],
    ['different SKUs are separate facings', ['p-ADF109', 'p-ADF110', 'ps-CO4004'], 3],
    ['pt- lines count each', ['pt-ADF109', 'p-ADF109'], 2],
    ['items not starting with p do not count', ['POS-SIGN', 'Shipping', 'p-A'], 1],
  ])('facings: %s', (_label, names, facings) => {
    expect(
      orderTotals(
        names.map((n) => line(n, 1, 1)),
        rules,
      ).facings,
    ).toBe(facings);
  });

  it('ignores lines with quantity 0 for facings and qty', () => {
    const totals = orderTotals([line('p-A', 0, 10), line('p-B', 2, 10)], rules);
    expect(totals).toEqual(expect.objectContaining({ qty: 2, facings: 1, amount: 20 }));
  });

  it('totals are never negative and amounts are whole cents (property)', () => {
    const lineArb = fc.record({
      name: fc.constantFrom('p-ADF109', 'ps-ADF109', 'p-YOS25', 'p-AC3001', 'p-CO1', 'POS-X', 'pt-Y'),
      qty: fc.integer({ min: 0, max: 500 }),
      price: fc.integer({ min: 0, max: 100_000 }),
      msrp: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (arbs) => {
        const totals = orderTotals(
          arbs.map((a) => line(a.name, a.qty, a.price / 100, a.msrp / 100)),
          rules,
        );
        for (const key of [
          'amount',
          'qty',
          'facings',
          'retailValue',
          'amountWithoutYOS',
          'amountWithOutCielo',
        ] as const) {
          expect(totals[key]).toBeGreaterThanOrEqual(0);
        }
        expect(Math.round(totals.amount * 100)).toBeCloseTo(totals.amount * 100, 6);
        expect(totals.amountWithoutYOS).toBeLessThanOrEqual(totals.amount);
        expect(totals.amountWithOutCielo).toBeLessThanOrEqual(totals.amount);
        expect(totals.margin).toBeLessThanOrEqual(100);
      }),
    );
  });
});
