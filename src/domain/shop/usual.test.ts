import { describe, expect, it } from 'vitest';
import { roundedMedian, usualItemsOf, type UsualInvoice } from './usual.js';

/** Invoices from a table: one string per invoice, 'ITEM:qty ITEM:qty', the newest last. */
function invoicesOf(...rows: string[]): UsualInvoice[] {
  return rows.map((row, i) => ({
    txnId: `T${i}`,
    txnDate: `2026-0${Math.floor(i / 3) + 1}-1${i % 3}`,
    lines: row
      .split(' ')
      .filter(Boolean)
      .map((cell) => {
        const [itemListId, quantity] = cell.split(':');
        return { itemListId: itemListId === '-' ? null : itemListId!, quantity: Number(quantity) };
      }),
  }));
}

describe('rounded median', () => {
  it.each([
    [[], 0],
    [[3], 3],
    [[1, 9, 2], 2],
    [[2, 3], 3],
    [[2, 4], 3],
    [[1, 2, 10, 11], 6],
    [[0.5, 0.5], 1],
  ])('%j → %s', (values, median) => {
    expect(roundedMedian(values)).toBe(median);
  });
});

describe('My usual', () => {
  it.each([
    ['no invoices, nothing usual', [], []],
    [
      'one invoice: all of it is usual',
      ['A:2 B:5'],
      [
        ['A', 2, 1],
        ['B', 5, 1],
      ],
    ],
    [
      'three of six is half: in; two of six: out',
      ['A:1 B:4', 'A:3 B:2', 'A:2', 'C:1', 'C:1', 'D:7'],
      [['A', 2, 3]],
    ],
    [
      'only the last six count: the oldest A does not',
      ['A:9', 'A:1 B:1', 'A:1 B:1', 'B:1', 'B:1', 'C:1', 'C:1'],
      [['B', 1, 4]],
    ],
    ['lines of one item add up on an invoice', ['A:2 A:3', 'A:1'], [['A', 3, 2]]],
    ['an even count takes the mean of the middle two', ['A:2', 'A:5'], [['A', 4, 2]]],
    [
      'returns, discounts and lines without an item are not purchases',
      ['A:-2 -:1 B:0', 'A:3'],
      [['A', 3, 1]],
    ],
    ['fewer than six: half of what there is (2 of 3)', ['A:1 B:1', 'A:1', 'C:1'], [['A', 1, 2]]],
    ['a fraction rounds, but never to nothing', ['A:0.4'], [['A', 1, 1]]],
    [
      'most often first, then by id',
      ['B:1 A:1 C:1', 'C:1', 'B:1 C:1'],
      [
        ['C', 1, 3],
        ['B', 1, 2],
      ],
    ],
  ] as const)('%s', (_, rows, expected) => {
    expect(usualItemsOf(invoicesOf(...rows)).map((u) => [u.itemListId, u.qty, u.invoices])).toEqual(expected);
  });

  it('orders the invoices by date, not as given', () => {
    const invoices = invoicesOf('A:1', 'A:1', 'A:1', 'B:1', 'B:1', 'B:1', 'B:1');
    expect(usualItemsOf([...invoices].reverse()).map((u) => u.itemListId)).toEqual(['B']);
  });
});
