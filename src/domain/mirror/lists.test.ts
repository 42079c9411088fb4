import { describe, expect, it } from 'vitest';
import { splitBatch } from './batch.js';
import { normalizeListDeleted, normalizeTxnDeleted } from './deleted.js';
import { normalizePriceLevel, normalizeSalesRep, normalizeTerms } from './lists.js';

describe('normalizePriceLevel', () => {
  it.each([
    ['-10.0', 10],
    ['-5', 5],
    ['0', 0],
    ['15', -15],
    [undefined, 0],
  ])('stores PriceLevelFixedPercentage %j as %d percent off', (fixed, percentOff) => {
    const result = normalizePriceLevel({
      ListID: 'P',
      Name: 'L',
      PriceLevelType: 'FixedPercentage',
      PriceLevelFixedPercentage: fixed,
    });
    expect(result.ok && result.row.percentOff).toBe(percentOff);
  });

  it('gives a per-item price level no blanket discount', () => {
    const result = normalizePriceLevel({
      ListID: 'P',
      Name: 'L',
      PriceLevelType: 'PerItem',
      PriceLevelFixedPercentage: '-10',
    });
    expect(result.ok && result.row.percentOff).toBe(0);
  });
});

describe('terms and sales reps', () => {
  it('maps StandardTermsRet', () => {
    const result = normalizeTerms({ ListID: 'T', Name: 'Net 30', IsActive: 'false', StdDueDays: '30' });
    expect(result.ok && result.row).toMatchObject({ listId: 'T', name: 'Net 30', isActive: false });
  });

  it('maps SalesRepRet with and without its entity', () => {
    const withName = normalizeSalesRep({
      ListID: 'R',
      Initial: 'JD',
      SalesRepEntityRef: { FullName: 'John Doe' },
    });
    expect(withName.ok && withName.row).toMatchObject({ initial: 'JD', name: 'John Doe', isActive: true });
    const bare = normalizeSalesRep({ ListID: 'R', Initial: 'JD' });
    expect(bare.ok && bare.row.name).toBeNull();
    const none = normalizeSalesRep({ ListID: 'R' });
    expect(none.ok ? '' : none.reason).toBe('Initial is required');
  });
});

describe('deletions', () => {
  it.each([
    [
      { ListDelType: 'Customer', ListID: 'C1' },
      { table: 'customers', id: 'C1' },
    ],
    [
      { ListDelType: 'ItemService', ListID: 'I1' },
      { table: 'items', id: 'I1' },
    ],
    [
      { ListDelType: 'PriceLevel', ListID: 'P1' },
      { table: 'priceLevels', id: 'P1' },
    ],
  ])('maps ListDeletedRet %j', (doc, expected) => {
    const result = normalizeListDeleted(doc);
    expect(result.ok && result.row).toEqual(expected);
  });

  it('maps TxnDeletedRet and refuses a type Humidor does not mirror', () => {
    const ok = normalizeTxnDeleted({ TxnDelType: 'SalesOrder', TxnID: 'S1' });
    expect(ok.ok && ok.row).toEqual({ table: 'salesOrders', id: 'S1' });
    const bad = normalizeTxnDeleted({ TxnDelType: 'Check', TxnID: 'X' });
    expect(bad.ok ? '' : bad.reason).toMatch(/^TxnDelType "Check" is not one Humidor mirrors/);
  });
});

describe('splitBatch', () => {
  it('numbers documents across keys, taking a bare object as a list of one', () => {
    const split = splitBatch('items', { ItemInventoryRet: [{ a: 1 }, { a: 2 }], ItemServiceRet: { a: 3 } });
    expect(split.ok && split.documents.map((d) => [d.index, d.retKey])).toEqual([
      [0, 'ItemInventoryRet'],
      [1, 'ItemInventoryRet'],
      [2, 'ItemServiceRet'],
    ]);
  });

  it.each([
    [[], 'The customers body must be an object with CustomerRet.'],
    ['x', 'The customers body must be an object with CustomerRet.'],
    [{ InvoiceRet: [] }, 'The customers body takes CustomerRet, not "InvoiceRet".'],
  ])('refuses the body %j', (body, message) => {
    expect(splitBatch('customers', body)).toEqual({ ok: false, message });
  });
});
