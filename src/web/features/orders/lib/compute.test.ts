import { describe, expect, it } from 'vitest';
import { noPriceLevel } from '../../../../domain/orders/pricing';
import { item, rules } from '../../../../domain/test/order-fixtures';
import { emptyDraft, orderBody } from '../hooks/useOrderDraft';
import { benefitSentences, computeDraft, withQuantity, type ComputeContext } from './compute';

const big = item('p-X1', 1000, 1500);
const yos = item('p-YOS25', 250, 400);
const cielo = item('p-AC3001', 100, 150);
const items = [big, yos, cielo];
const context: ComputeContext = {
  priceLevel: noPriceLevel,
  orderType: 'TAA2025',
  isTaaMember: true,
  customerYearSales: 0,
};

describe('withQuantity', () => {
  it('keeps an allowed quantity without alerts', () => {
    const result = withQuantity(items, { [big.listId]: 3 }, yos.listId, 3, context, rules);
    expect(result.quantities).toEqual({ [big.listId]: 3, [yos.listId]: 3 });
    expect(result.alerts).toEqual([]);
  });

  it('lowers Year of the Snake when the other products are lowered, with the alert', () => {
    const result = withQuantity(items, { [big.listId]: 3, [yos.listId]: 3 }, big.listId, 2, context, rules);
    expect(result.quantities).toEqual({ [big.listId]: 2, [yos.listId]: 2 });
    expect(result.alerts.map((a) => a.kind)).toEqual(['yearOfTheSnake']);
  });

  it('sets every Cielo quantity to 0 above the allowance, with the warning', () => {
    const result = withQuantity(items, { [big.listId]: 1 }, cielo.listId, 5, context, rules);
    expect(result.quantities[cielo.listId]).toBeUndefined();
    expect(result.alerts[0]?.message).toBe('Warning: Total Cielo items (5) exceeds allowed limit of 2 boxes');
  });

  it('drops a quantity set to 0', () => {
    expect(withQuantity(items, { [big.listId]: 1 }, big.listId, 0, context, rules).quantities).toEqual({});
  });
});

describe('computeDraft and benefits', () => {
  it('earns free shipping at 5,000 for a TAA member on the TAA order type, and not below', () => {
    const at = computeDraft(items, { [big.listId]: 5 }, context, rules);
    expect(at.totals.amount).toBe(5000);
    expect(benefitSentences(at.benefits, 'TAA2025', 'PCA2025')).toContain('Free shipping');
    const below = computeDraft(items, { [big.listId]: 4 }, context, rules);
    expect(benefitSentences(below.benefits, 'TAA2025', 'PCA2025')).toEqual([]);
  });

  it('lists gifts, accessories and raffle tickets as sentences', () => {
    expect(
      benefitSentences(
        {
          freeShipping: false,
          gifts: [{ item: 'p-HUM25', description: 'Anniversary Humidor', qty: 1 }],
          accessoryChoices: 20,
          raffleTickets: 20,
        },
        'PCA2025',
        'PCA2025',
      ),
    ).toEqual(['Free Anniversary Humidor × 1', '20 accessory choices', '20 raffle tickets']);
  });

  it("explains that a TAA2025 order's raffle tickets are not issued (PCA2025 only)", () => {
    const benefits = { freeShipping: false, gifts: [], accessoryChoices: 0, raffleTickets: 5 };
    expect(benefitSentences(benefits, 'TAA2025', 'PCA2025')).toEqual([
      '5 Cosecha boxes toward the raffle: ticket numbers are issued for PCA2025 orders only, not for this TAA2025 order',
    ]);
  });

  it('names the raffle order type an admin chose', () => {
    const benefits = { freeShipping: false, gifts: [], accessoryChoices: 0, raffleTickets: 5 };
    expect(benefitSentences(benefits, 'TPE2024', 'TPE2024')).toEqual(['5 raffle tickets']);
    expect(benefitSentences(benefits, 'PCA2025', 'TPE2024')).toEqual([
      '5 Cosecha boxes toward the raffle: ticket numbers are issued for TPE2024 orders only, not for this PCA2025 order',
    ]);
  });
});

describe('orderBody', () => {
  it('sends the chosen customer and only quantities above 0', () => {
    const draft = {
      ...emptyDraft('Standard', 'FL'),
      customer: {
        listId: 'C-1',
        fullName: 'Shop',
        companyName: null,
        firstName: null,
        lastName: null,
        city: null,
        state: 'FL',
        accountNumber: null,
        isActive: true,
      },
      orderType: 'Regular' as const,
      quantities: { a: 2, b: 0 },
    };
    const body = orderBody(draft);
    expect(body).toMatchObject({
      customerListId: 'C-1',
      newCustomerInfo: null,
      repCode: 'FL',
      orderType: 'Regular',
    });
    expect(body.products).toEqual([{ listId: 'a', qty: 2 }]);
  });

  it('sends the new customer details instead of a customer for a new customer', () => {
    const draft = { ...emptyDraft('Standard', 'FL'), newCustomer: true };
    draft.newCustomerInfo = { ...draft.newCustomerInfo, name: 'New Shop' };
    expect(orderBody(draft)).toMatchObject({ customerListId: null, newCustomerInfo: { name: 'New Shop' } });
  });
});
