import { describe, expect, it } from 'vitest';
import {
  inventoryTables,
  matchesFilter,
  quantityAfterOrders,
  quantityBucket,
  rowFlags,
  viewsOf,
  type InventoryItem,
} from './views.js';

const lists = {
  standardFormNames: new Set(['p-AC100', 'ps-SAMPLER', 'pt-TUBO', 'pb-BUNDLE', 'x-OTHER']),
  posExclusions: new Set(['POS-Old Sign']),
};

describe('viewsOf', () => {
  it.each([
    ['p-AC100', ['orderable', 'all']],
    ['ps-SAMPLER', ['orderable', 'all']],
    ['pt-TUBO', ['orderable', 'all']],
    ['p-NOTINFORM', ['all']],
    ['pb-BUNDLE', ['all']],
    ['x-OTHER', []],
    ['P-UPPER', []],
    ['POS-Display', ['pos']],
    ['pm-Matches', ['pos']],
    ['POS-Old Sign', []],
    ['pos-lower', []],
  ])('%s is in %j', (name, views) => {
    expect(viewsOf(name, lists)).toEqual(views);
  });
});

describe('quantityBucket', () => {
  it.each([
    [-12, '0-50'],
    [0, '0-50'],
    [50, '0-50'],
    [51, '100-300'],
    [300, '100-300'],
    [301, '500+'],
    [5000, '500+'],
  ])('%i goes to %s', (quantity, bucket) => {
    expect(quantityBucket(quantity)).toBe(bucket);
  });
});

describe('rowFlags', () => {
  it.each([
    [500, 500, { onHand: null, afterOrders: null }],
    [100, 100, { onHand: null, afterOrders: null }],
    [99, 99, { onHand: 'warning', afterOrders: null }],
    [5, 5, { onHand: 'warning', afterOrders: null }],
    [4, 4, { onHand: 'problem', afterOrders: null }],
    [200, 0, { onHand: null, afterOrders: null }],
    [200, -1, { onHand: null, afterOrders: 'problem' }],
  ])('on hand %i, after orders %i', (quantityOnHand, after, flags) => {
    expect(rowFlags({ quantityOnHand, quantityAfterOrders: after })).toEqual(flags);
  });
});

describe('quantityAfterOrders and matchesFilter', () => {
  it('subtracts what is on sales orders', () => {
    expect(quantityAfterOrders(40, 55)).toBe(-15);
  });
  it.each([
    ['', true],
    ['  ', true],
    ['ac1', true],
    ['MADURO', true],
    ['robusto', false],
  ])('filter %j matches: %s', (filter, expected) => {
    expect(matchesFilter({ name: 'p-AC100', description: 'Cielo Maduro Toro' }, filter)).toBe(expected);
  });
  it('treats a missing description as empty', () => {
    expect(matchesFilter({ name: 'p-AC100', description: null }, 'toro')).toBe(false);
  });
});

const item = (
  name: string,
  brand: string,
  onHand: number,
  onOrder: number,
  description = '',
): InventoryItem => ({
  listId: name,
  name,
  description,
  brand,
  quantityOnHand: onHand,
  quantityOnSalesOrder: onOrder,
  quantityAfterOrders: quantityAfterOrders(onHand, onOrder),
  views: ['all'],
});

const items = [
  item('p-C', 'Zeta', 400, 10, 'Churchill'),
  item('p-A', 'Alpha', 20, 30, 'Robusto'),
  item('p-B', 'Alpha', 120, 0, 'Toro'),
  item('p-D', 'Zeta', 51, 300, 'Lancero'),
  { ...item('POS-X', 'Misc', 1, 0), views: ['pos' as const] },
];

const labelsAndNames = (groups: ReturnType<typeof inventoryTables>) =>
  groups.map((g) => [g.label, g.items.map((i) => i.name)]);

describe('inventoryTables', () => {
  it('groups by brand, brands and items by name, only the chosen view', () => {
    expect(labelsAndNames(inventoryTables(items, { type: 'all', groupBy: 'brand', filter: '' }))).toEqual([
      ['Alpha', ['p-A', 'p-B']],
      ['Zeta', ['p-C', 'p-D']],
    ]);
  });
  it('groups by quantity on hand, smallest first', () => {
    expect(labelsAndNames(inventoryTables(items, { type: 'all', groupBy: 'onHand', filter: '' }))).toEqual([
      ['0-50', ['p-A']],
      ['100-300', ['p-D', 'p-B']],
      ['500+', ['p-C']],
    ]);
  });
  it('groups by quantity on orders and after orders', () => {
    expect(labelsAndNames(inventoryTables(items, { type: 'all', groupBy: 'onOrders', filter: '' }))).toEqual([
      ['0-50', ['p-B', 'p-C', 'p-A']],
      ['100-300', ['p-D']],
    ]);
    expect(
      labelsAndNames(inventoryTables(items, { type: 'all', groupBy: 'afterOrders', filter: '' })),
    ).toEqual([
      ['0-50', ['p-D', 'p-A']],
      ['100-300', ['p-B']],
      ['500+', ['p-C']],
    ]);
  });
  it('filters by name or description, case-insensitively, and is empty when nothing matches', () => {
    expect(labelsAndNames(inventoryTables(items, { type: 'all', groupBy: 'brand', filter: 'TORO' }))).toEqual(
      [['Alpha', ['p-B']]],
    );
    expect(inventoryTables(items, { type: 'orderable', groupBy: 'brand', filter: '' })).toEqual([]);
  });
});
