import { brandLabel } from '../../../../domain/customer-stats/rules';

interface ListedProduct {
  listId: string;
  name: string;
  description: string;
  brand: string;
}

interface ProductFilter {
  /** Words the name or description must contain (case-insensitive). */
  text: string;
  /** Only products with a quantity above 0. */
  selectedOnly: boolean;
}

/**
 * The products to show, grouped by brand in the form's order (a brand's group sits where its first
 * product does), after the text filter and the 'selected only' toggle.
 */
export function groupProducts<P extends ListedProduct>(
  items: readonly P[],
  quantities: Readonly<Record<string, number>>,
  filter: ProductFilter,
): { brand: string; items: P[] }[] {
  const text = filter.text.trim().toLowerCase();
  const groups = new Map<string, P[]>();
  for (const item of items) {
    if (filter.selectedOnly && !((quantities[item.listId] ?? 0) > 0)) continue;
    if (text && !`${item.name} ${item.description}`.toLowerCase().includes(text)) continue;
    const brand = brandLabel(item.brand);
    const group = groups.get(brand);
    if (group) group.push(item);
    else groups.set(brand, [item]);
  }
  return [...groups].map(([brand, grouped]) => ({ brand, items: grouped }));
}

/** One line of the drawn list: a brand's heading or one of its products. */
export type ListEntry<P> =
  { kind: 'brand'; key: string; brand: string } | { kind: 'product'; key: string; product: P };

/** The groups as the list draws them, one line each: a brand's heading, then its products. */
export function listEntries<P extends ListedProduct>(
  groups: { brand: string; items: P[] }[],
): ListEntry<P>[] {
  return groups.flatMap(({ brand, items }) => [
    { kind: 'brand' as const, key: `brand:${brand}`, brand },
    ...items.map((product) => ({ kind: 'product' as const, key: product.listId, product })),
  ]);
}

/**
 * The lines to draw: those near the screen, and the line with the focus wherever it is, so a box
 * scrolled out of sight keeps the focus and what is typed into it. `index` is -1 for none.
 */
export function withLine(near: readonly number[], index: number): number[] {
  if (index < 0 || near.includes(index)) return [...near];
  return [...near, index].sort((a, b) => a - b);
}
