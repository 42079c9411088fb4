import { describe, expect, it } from 'vitest';
import { creditMemoStatus, invoicePastDue, salesOrderStatus } from './status.js';

describe('credit memo status from the integer part', () => {
  it.each([
    [120.5, 'Credit Memo Open'],
    [1, 'Credit Memo Open'],
    [0.99, 'Credit Memo Closed'],
    [0, 'Credit Memo Closed'],
    [-0.5, 'Credit Memo Closed'],
    [-1, 'Credit Memo Partially Applied'],
    [-35.2, 'Credit Memo Partially Applied'],
  ])('%d → %s', (remaining, status) => {
    expect(creditMemoStatus(remaining)).toBe(status);
  });
});

describe('sales order status', () => {
  it.each([
    [true, 'Closed'],
    [false, 'Pending'],
  ])('fully invoiced %s → %s', (fully, status) => {
    expect(salesOrderStatus(fully)).toBe(status);
  });
});

describe('invoice past due', () => {
  const today = '2026-11-22';
  it.each([
    [100, '2026-11-01', { pastDue: true, daysPastDue: 21 }],
    [0.01, '2026-11-21', { pastDue: true, daysPastDue: 1 }],
    [100, '2026-11-22', { pastDue: false, daysPastDue: 0 }],
    [100, '2026-12-01', { pastDue: false, daysPastDue: 0 }],
    [0, '2026-01-01', { pastDue: false, daysPastDue: 0 }],
    [-5, '2026-01-01', { pastDue: false, daysPastDue: 0 }],
    [100, null, { pastDue: false, daysPastDue: 0 }],
  ])('balance %d due %s', (balance, due, expected) => {
    expect(invoicePastDue(balance, due, today)).toEqual(expected);
  });
});
