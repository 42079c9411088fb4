import { describe, expect, it } from 'vitest';
import {
  creditMemoFileName,
  creditMemoTotals,
  formatCredit,
  formatNegatedMoney,
  formatNegatedQuantity,
  isProductLine,
  productUnits,
} from './pdf-totals.js';

describe('creditMemoTotals', () => {
  it.each([
    // subtotal, total, remaining → subtotal, total, invoices, balance credit, refunded
    [100, 100, 0, '-100.00', '-100.00', '-100.00', '0.00', true],
    [250.5, 250.5, 250.5, '-250.50', '-250.50', '0.00', '-250.50', false],
    [1200, 1200, 200, '-1,200.00', '-1,200.00', '-1,000.00', '-200.00', false],
    [0, 0, 0, '0.00', '0.00', '0.00', '0.00', true],
    [80, 80, -20, '-80.00', '-80.00', '-100.00', '-20.00', false],
    [10, 10, 0.004, '-10.00', '-10.00', '-10.00', '0.00', true],
    [10, 10, 0.005, '-10.00', '-10.00', '-10.00', '-0.01', false],
  ])(
    'subtotal %d, total %d, remaining %d',
    (subtotal, totalAmount, creditRemaining, s, t, i, b, refunded) => {
      const totals = creditMemoTotals({ subtotal, totalAmount, creditRemaining, lines: [] });
      expect(totals).toMatchObject({ subtotal: s, total: t, invoices: i, balanceCredit: b, refunded });
    },
  );

  it('counts units over product lines only', () => {
    const lines = [
      { itemName: 'p-CO-TORO', quantity: 3 },
      { itemName: 'ps-ADF-SAMPLER', quantity: 2 },
      { itemName: 'POS-BANNER', quantity: 10 },
      { itemName: 'Shipping', quantity: 1 },
    ];
    expect(creditMemoTotals({ subtotal: 1, totalAmount: 1, creditRemaining: 1, lines }).units).toBe('5');
  });
});

describe('product lines and units', () => {
  it.each([
    ['p-CO-TORO', true],
    ['pt-TUBO', true],
    ['POS-STAND', false],
    ['Discount', false],
    ['', false],
    [null, false],
  ])('%j is a product line: %j', (name, expected) => expect(isProductLine(name)).toBe(expected));

  it('adds fractional quantities', () => {
    expect(
      productUnits([
        { itemName: 'p-A', quantity: 1.5 },
        { itemName: 'p-B', quantity: 2 },
      ]),
    ).toBe(3.5);
  });
});

describe('negated and credit formats', () => {
  it.each([
    [5, '-5', '-5.00'],
    [1234.5, '-1234.5', '-1,234.50'],
    [0, '0', '0.00'],
    [-2, '2', '2.00'],
  ])('%d → qty %s, amount %s', (value, qty, amount) => {
    expect(formatNegatedQuantity(value)).toBe(qty);
    expect(formatNegatedMoney(value)).toBe(amount);
  });

  it.each([
    [12, '-12.00'],
    [-12, '-12.00'],
    [0, '0.00'],
  ])('credit %d → %s', (value, text) => expect(formatCredit(value)).toBe(text));
});

describe('creditMemoFileName', () => {
  it.each([
    ['CM-1001', 'Humidor Cigar Co.', 'CM_CM-1001_from_Humidor Cigar Co..pdf'],
    ['42', 'A/B: Cigars', 'CM_42_from_A-B- Cigars.pdf'],
  ])('%s from %s → %s', (id, company, name) => expect(creditMemoFileName(id, company)).toBe(name));
});
