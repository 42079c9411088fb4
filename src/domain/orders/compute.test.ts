import { describe, expect, it } from 'vitest';
import { computeOrder } from './compute.js';
import { item, rules } from './testing.js';

describe('computeOrder', () => {
  const base = { orderType: 'TAA2025' as const, isTaaMember: true, customerYearSales: 0 };

  it('prices, caps, totals and rewards one order', () => {
    const result = computeOrder(
      {
        ...base,
        priceLevel: { name: '10%', percentOff: 10 },
        entries: [
          { item: item('p-ADF109', 400, 800), qty: 10 },
          { item: item('p-YOS25', 250, 400), qty: 9 },
          { item: item('p-AC3001', 100), qty: 0 },
          { item: item('ps-ADF109', 12.5, 20), qty: 4 },
        ],
      },
      rules,
    );
    expect(result.products.map((p) => [p.name, p.qty, p.price, p.amount])).toEqual([
      ['p-ADF109', 10, 360, 3600],
      ['p-YOS25', 3, 250, 750],
      ['ps-ADF109', 4, 11.25, 45],
    ]);
    expect(result.totals).toEqual(
      expect.objectContaining({
        amount: 4395,
        qty: 17,
        facings: 2,
        retailValue: 9280,
        amountWithoutYOS: 3645,
      }),
    );
    expect(result.alerts.map((a) => a.kind)).toEqual(['yearOfTheSnake']);
    expect(result.benefits.freeShipping).toBe(false);
    expect(result.benefits.gifts).toEqual([{ item: 'p-ADF3PK', qty: 10 }]);
  });

  it('earns free shipping on the amount after the caps', () => {
    const result = computeOrder(
      {
        ...base,
        priceLevel: { name: '0%', percentOff: 0 },
        entries: [
          { item: item('p-ADF100', 4000), qty: 1 },
          { item: item('p-AC3001', 1000), qty: 9 },
        ],
      },
      rules,
    );
    expect(result.totals.amount).toBe(4000);
    expect(result.benefits.freeShipping).toBe(false);
    expect(result.alerts[0]?.message).toBe('Warning: Total Cielo items (9) exceeds allowed limit of 8 boxes');
  });
});
