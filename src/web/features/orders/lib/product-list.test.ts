import { describe, expect, it } from 'vitest';
import { groupProducts, withLine } from './product-list';

const product = (name: string, brand: string, description = `${name} box`) => ({
  listId: `L-${name}`,
  name,
  description,
  brand,
});
const items = [
  product('p-CO01', 'Cosecha'),
  product('p-ADF101', 'A.Fuego', 'Anniversary box'),
  product('p-CO02', 'Cosecha'),
  product('p-X1', ''),
];

describe('groupProducts', () => {
  it("groups by brand in the form's order, 'Unknown Brand' for none", () => {
    const groups = groupProducts(items, {}, { text: '', selectedOnly: false });
    expect(groups.map((g) => [g.brand, g.items.map((i) => i.name)])).toEqual([
      ['Cosecha', ['p-CO01', 'p-CO02']],
      ['A.Fuego', ['p-ADF101']],
      ['Unknown Brand', ['p-X1']],
    ]);
  });

  it('filters by name or description and keeps only selected products on request', () => {
    expect(groupProducts(items, {}, { text: 'anniv', selectedOnly: false })).toEqual([
      { brand: 'A.Fuego', items: [items[1]] },
    ]);
    expect(groupProducts(items, { 'L-p-CO02': 3, 'L-p-X1': 0 }, { text: '', selectedOnly: true })).toEqual([
      { brand: 'Cosecha', items: [items[2]] },
    ]);
  });
});

describe('withLine', () => {
  it.each([
    { near: [4, 5, 6], index: -1, drawn: [4, 5, 6] },
    { near: [4, 5, 6], index: 5, drawn: [4, 5, 6] },
    { near: [4, 5, 6], index: 0, drawn: [0, 4, 5, 6] },
    { near: [4, 5, 6], index: 90, drawn: [4, 5, 6, 90] },
    { near: [], index: 3, drawn: [3] },
  ])('near $near with the focus on $index draws $drawn', ({ near, index, drawn }) => {
    expect(withLine(near, index)).toEqual(drawn);
  });
});
