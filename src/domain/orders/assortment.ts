import { assortmentPrefix, grades } from '../customer-stats/rules.js';

/** The fewest distinct box SKUs that grade a customer at all (grade D of the customer stats). */
const optimalAssortmentSkus = Math.min(...grades.map((g) => g.skus));

/**
 * Whether the order alone carries an optimal assortment: at least as many distinct box products
 * ('p-' items, the SKUs the customer grades count) as the lowest customer grade requires.
 * See docs/decisions/0010-optimal-assortment.md.
 */
export function isOptimalAssortment(lines: readonly { name: string; qty: number }[]): boolean {
  const skus = new Set(
    lines.filter((l) => l.qty > 0 && l.name.startsWith(assortmentPrefix)).map((l) => l.name),
  );
  return skus.size >= optimalAssortmentSkus;
}
