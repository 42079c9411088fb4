import type { OrderRules } from '../settings/orderRules.js';
import { fromCents } from '../money/money.js';
import { centsWhere, lineCents, type PricedLine } from './lines.js';

export interface OrderTotals {
  amount: number;
  qty: number;
  facings: number;
  retailValue: number;
  possibleProfits: number;
  /** Possible profits as a percent of the retail value, to two decimals; 0 without a retail value. */
  margin: number;
  amountWithoutYOS: number;
  amountWithOutCielo: number;
}

const isProduct = (name: string) => name.startsWith('p');

/**
 * The SKU family of a product line, for facings. Names starting with 'p-' (box) and 'ps-' (the
 * same SKU sold as singles) share a family: the name without that prefix, so 'p-ADF109' and
 * 'ps-ADF109' are one facing. Any other product name ('pt-…', 'pb-…', 'pm-…') is its own family.
 */
export function skuFamily(name: string): string {
  if (name.startsWith('p-')) return `family:${name.slice(2)}`;
  if (name.startsWith('ps-')) return `family:${name.slice(3)}`;
  return `item:${name}`;
}

type TotalsRules = Pick<OrderRules, 'yearOfTheSnake' | 'cielo'>;

export function orderTotals(lines: readonly PricedLine[], rules: TotalsRules): OrderTotals {
  let amountCents = 0;
  let retailCents = 0;
  let qty = 0;
  const families = new Set<string>();
  for (const line of lines) {
    if (line.qty <= 0) continue;
    amountCents += lineCents(line);
    retailCents += line.qty * line.msrpCents;
    if (isProduct(line.name)) {
      qty += line.qty;
      families.add(skuFamily(line.name));
    }
  }
  const yosCents = centsWhere(lines, (name) => name === rules.yearOfTheSnake.item);
  const cieloCents = centsWhere(lines, (name) => name.startsWith(rules.cielo.prefix));
  const profitCents = retailCents - amountCents;
  return {
    amount: fromCents(amountCents),
    qty,
    facings: families.size,
    retailValue: fromCents(retailCents),
    possibleProfits: fromCents(profitCents),
    margin: retailCents > 0 ? Math.round((profitCents / retailCents) * 10_000) / 100 : 0,
    amountWithoutYOS: fromCents(amountCents - yosCents),
    amountWithOutCielo: fromCents(amountCents - cieloCents),
  };
}
