import { describe, expect, it } from 'vitest';
import { normalizeItem, quantityAfterOrders } from './items.js';

const inventory = {
  ListID: '8000A-1',
  Name: 'p-AC3-T',
  FullName: 'Cigars:p-AC3-T',
  SalesDesc: 'Cielo Toro box of 20',
  SalesPrice: '189.00',
  QuantityOnHand: '42',
  QuantityOnSalesOrder: '5',
  IsActive: 'true',
  DataExtRet: [
    { DataExtName: 'Brand', DataExtType: 'STR255TYPE', DataExtValue: 'Cielo' },
    { DataExtName: 'Sticks', DataExtType: 'STR255TYPE', DataExtValue: '20' },
    { DataExtName: 'ItemType', DataExtType: 'STR255TYPE', DataExtValue: 'Box' },
    { DataExtName: 'MSRP', DataExtType: 'STR255TYPE', DataExtValue: '$12.50' },
  ],
};

const ok = (retKey: Parameters<typeof normalizeItem>[0], doc: unknown) => {
  const result = normalizeItem(retKey, doc);
  if (!result.ok) throw new Error(result.reason);
  return result.row;
};

describe('normalizeItem', () => {
  it('maps an ItemInventoryRet with its extras', () => {
    expect(ok('ItemInventoryRet', inventory)).toMatchObject({
      listId: '8000A-1',
      name: 'p-AC3-T',
      fullName: 'Cigars:p-AC3-T',
      salesDesc: 'Cielo Toro box of 20',
      salesPrice: 189,
      quantityOnHand: 42,
      quantityOnSalesOrder: 5,
      brand: 'Cielo',
      sticks: 20,
      itemType: 'Box',
      msrp: 12.5,
      isActive: true,
      kind: 'inventory',
    });
  });

  it('derives the defaults when extras are missing (a bare DataExtRet object too)', () => {
    const row = ok('ItemInventoryRet', {
      ListID: 'B',
      Name: 'Lighter',
      DataExtRet: { DataExtName: 'Other', DataExtValue: 'x' },
    });
    expect(row).toMatchObject({
      fullName: 'Lighter',
      brand: 'Misc',
      sticks: 0,
      itemType: 'Misc',
      msrp: null,
      salesPrice: 0,
      quantityOnHand: 0,
    });
  });

  it.each([
    ['12', 12],
    ['12.9', 12],
    ['-3', -3],
    ['1,200', 1200],
    ['n/a', 0],
    ['', 0],
    [undefined, 0],
    [7, 7],
  ])('reads quantity %j as the whole number %d', (quantity, expected) => {
    expect(ok('ItemInventoryRet', { ...inventory, QuantityOnHand: quantity }).quantityOnHand).toBe(expected);
  });

  it.each([
    ['ItemServiceRet', 'service', { SalesOrPurchase: { Desc: 'Engraving', Price: '15.00' } }],
    ['ItemNonInventoryRet', 'other', { SalesAndPurchase: { SalesDesc: 'Engraving', SalesPrice: '15.00' } }],
    ['ItemOtherChargeRet', 'other', { SalesOrPurchase: { Desc: 'Engraving', Price: '15' } }],
  ] as const)('reads %s price and description from its sales block', (retKey, kind, block) => {
    expect(ok(retKey, { ListID: 'S', Name: 'ENGR', ...block })).toMatchObject({
      kind,
      salesDesc: 'Engraving',
      salesPrice: 15,
    });
  });

  it.each([
    ['no Name', { ListID: 'A' }, 'Name is required'],
    ['a bad price', { ...inventory, SalesPrice: 'free' }, 'SalesPrice must be a number'],
    [
      'an impossible quantity',
      { ...inventory, QuantityOnHand: '99999999999' },
      'QuantityOnHand is too large (99999999999)',
    ],
    [
      'a bad price in a sales block',
      { ListID: 'A', Name: 'A', SalesOrPurchase: { Price: 'x' } },
      'SalesOrPurchase.Price',
    ],
  ])('refuses %s', (_label, doc, reason) => {
    const result = normalizeItem('ItemInventoryRet', doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('computes QuantityAfterOrders', () => {
    expect(quantityAfterOrders({ quantityOnHand: 42, quantityOnSalesOrder: 5 })).toBe(37);
  });
});
