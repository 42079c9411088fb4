import { describe, expect, it } from 'vitest';
import { eventBenefits, noBenefits } from './benefits.js';
import { line, rules } from '../test/order-fixtures.js';

const taa = { orderType: 'TAA2025' as const, isTaaMember: true };

describe('TAA2025 event benefits', () => {
  it.each([
    [4999.99, false, []],
    [5000, true, []],
    [9999.99, true, []],
    [
      10_000,
      true,
      [
        { item: 'p-HUM25', description: '', qty: 1 },
        { item: 'p-ANV25', description: '', qty: 1 },
      ],
    ],
  ])('at %s: free shipping %s, gifts %j', (amount, freeShipping, gifts) => {
    const benefits = eventBenefits([], amount, taa, rules);
    expect(benefits.freeShipping).toBe(freeShipping);
    expect(benefits.gifts).toEqual(gifts);
  });

  it.each([
    [19, 0, 19],
    [20, 20, 20],
    [0, 0, 0],
  ])('%s Cosecha boxes: %s accessory choices, %s raffle tickets', (boxes, accessories, tickets) => {
    const lines = [
      line('p-CO1001', boxes - Math.floor(boxes / 2), 10),
      line('p-CO2002', Math.floor(boxes / 2), 10),
    ];
    const benefits = eventBenefits(lines, 0, taa, rules);
    expect(benefits.accessoryChoices).toBe(accessories);
    expect(benefits.raffleTickets).toBe(tickets);
  });

  it.each([
    [9, []],
    [10, [{ item: 'p-ADF3PK', description: '', qty: 10 }]],
    [12, [{ item: 'p-ADF3PK', description: '', qty: 12 }]],
  ])('%s ADF109 boxes give %j', (boxes, gifts) => {
    expect(eventBenefits([line('p-ADF109', boxes, 10)], 0, taa, rules).gifts).toEqual(gifts);
  });

  it('gives nothing to a customer who is not a TAA member, or on another order type', () => {
    const lines = [line('p-CO1', 25, 500), line('p-ADF109', 10, 100)];
    expect(eventBenefits(lines, 20_000, { orderType: 'TAA2025', isTaaMember: false }, rules)).toEqual(
      noBenefits,
    );
    expect(eventBenefits(lines, 20_000, { orderType: 'Regular', isTaaMember: true }, rules)).toEqual(
      noBenefits,
    );
  });

  it('gives a PCA2025 order one raffle ticket per Cosecha box and nothing else', () => {
    const benefits = eventBenefits(
      [line('p-CO1', 3, 10)],
      20_000,
      { orderType: 'PCA2025', isTaaMember: false },
      rules,
    );
    expect(benefits).toEqual({ ...noBenefits, raffleTickets: 3 });
  });

  it('follows the event order types an admin sets', () => {
    const lines = [line('p-CO1', 25, 500)];
    const moved = {
      ...rules,
      raffle: { ...rules.raffle, orderType: 'TPE2024' as const },
      taaEvent: { ...rules.taaEvent, orderType: 'PCA2024' as const },
    };
    const member = (orderType: 'TAA2025' | 'PCA2024' | 'PCA2025' | 'TPE2024') =>
      eventBenefits(lines, 20_000, { orderType, isTaaMember: true }, moved);
    expect(member('TPE2024')).toEqual({ ...noBenefits, raffleTickets: 25 });
    expect(member('PCA2025')).toEqual(noBenefits);
    expect(member('PCA2024').freeShipping).toBe(true);
    expect(member('TAA2025')).toEqual(noBenefits);
  });
});
