import { describe, expect, it } from 'vitest';
import { computeOrder } from './compute.js';
import { item, rules } from '../test/order-fixtures.js';

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
    expect(result.benefits.gifts).toEqual([{ item: 'p-ADF3PK', description: '', qty: 10 }]);
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

  it('never makes a line of a gift item: gifts come from the benefits alone', () => {
    const result = computeOrder(
      {
        ...base,
        orderType: 'Regular',
        isTaaMember: false,
        priceLevel: { name: '0%', percentOff: 0 },
        entries: [
          { item: item('p-HUM25', 0), qty: 5 },
          { item: item('p-ANV25', 0), qty: 3 },
          { item: item('p-ADF3PK', 0), qty: 40 },
          { item: item('p-CO1001', 100), qty: 1 },
        ],
      },
      rules,
    );
    expect(result.products.map((p) => p.name)).toEqual(['p-CO1001']);
    expect(result.benefits.gifts).toEqual([]);
  });

  it('names the gifts it grants with their descriptions', () => {
    const result = computeOrder(
      {
        ...base,
        priceLevel: { name: '0%', percentOff: 0 },
        entries: [{ item: item('p-ADF109', 1000), qty: 10 }],
        giftDescriptions: { 'p-HUM25': 'Anniversary Humidor', 'p-ADF3PK': 'A.Fuego 3 Pack' },
      },
      rules,
    );
    expect(result.benefits.gifts).toEqual([
      { item: 'p-HUM25', description: 'Anniversary Humidor', qty: 1 },
      { item: 'p-ANV25', description: '', qty: 1 },
      { item: 'p-ADF3PK', description: 'A.Fuego 3 Pack', qty: 10 },
    ]);
  });

  it('stops raffle tickets at the per-order maximum of the rules, with an alert', () => {
    const capped = { ...rules, raffle: { ...rules.raffle, maxTicketsPerOrder: 50 } };
    const result = computeOrder(
      {
        ...base,
        orderType: 'PCA2025',
        priceLevel: { name: '0%', percentOff: 0 },
        entries: [{ item: item('p-CO1001', 100), qty: 5000 }],
      },
      capped,
    );
    expect(result.benefits.raffleTickets).toBe(50);
    expect(result.alerts).toContainEqual({
      kind: 'raffleTickets',
      message:
        'Raffle tickets are limited to 50 per order: this order earns 50 of the 5000 its Cosecha boxes would give.',
    });
  });

  it.each([
    [13, false],
    [14, true],
  ])('an order of %s distinct box SKUs meets the optimal assortment: %s', (skus, met) => {
    const entries = Array.from({ length: skus }, (_, n) => ({ item: item(`p-DR${n}`, 10), qty: 1 }));
    entries.push({ item: item('ps-SAMPLER', 5), qty: 3 });
    const result = computeOrder({ ...base, priceLevel: { name: '0%', percentOff: 0 }, entries }, rules);
    expect(result.optimalAsmtMet).toBe(met);
  });
});
