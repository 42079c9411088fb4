import { describe, expect, it } from 'vitest';
import { sharePercentOf, shopOrderMonths } from './shop-orders.js';

describe('orders placed by shops', () => {
  it.each([
    [0, 0, null],
    [0, 4, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [5, 5, 100],
  ])('%s of %s is %s%', (part, whole, percent) => {
    expect(sharePercentOf(part, whole)).toBe(percent);
  });

  it('counts the twelve months ending with the last day, shops apart, zeros where none', () => {
    const months = shopOrderMonths(
      [
        { day: '2026-11-30', amountCents: 1_000, byShop: true },
        { day: '2026-11-01', amountCents: 3_000, byShop: false },
        { day: '2026-11-15', amountCents: 500, byShop: false },
        { day: '2025-12-01', amountCents: 700, byShop: true },
        { day: '2025-11-30', amountCents: 9_999, byShop: true },
        { day: '2026-12-01', amountCents: 9_999, byShop: true },
      ],
      '2026-11-30',
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({
      month: '2025-12',
      shopOrders: 1,
      shopValueCents: 700,
      allOrders: 1,
      allValueCents: 700,
      sharePercent: 100,
    });
    expect(months[5]).toMatchObject({ month: '2026-05', allOrders: 0, sharePercent: null });
    expect(months[11]).toEqual({
      month: '2026-11',
      shopOrders: 1,
      shopValueCents: 1_000,
      allOrders: 3,
      allValueCents: 4_500,
      sharePercent: 33.3,
    });
  });

  it('stops the last month at the last day', () => {
    const months = shopOrderMonths([{ day: '2026-11-20', amountCents: 1, byShop: true }], '2026-11-19');
    expect(months[11]).toMatchObject({ month: '2026-11', shopOrders: 0, allOrders: 0 });
  });
});
