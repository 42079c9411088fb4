import type { OrderRules } from '../settings/orderRules.js';
import { toCents } from '../money/money.js';

export interface PriceLevel {
  name: string;
  /** Percent off the sales price: 10 for '10%'. */
  percentOff: number;
}

export const noPriceLevel: PriceLevel = { name: '0%', percentOff: 0 };

/**
 * The order's price level: the one chosen on the form, else the customer's, else '0%'.
 * Price levels are looked up by list id among the known levels.
 */
export function defaultPriceLevel(
  customerPriceLevelListId: string | null | undefined,
  levels: readonly (PriceLevel & { listId: string })[],
): PriceLevel {
  const found = customerPriceLevelListId ? levels.find((l) => l.listId === customerPriceLevelListId) : null;
  return found ? { name: found.name, percentOff: found.percentOff } : noPriceLevel;
}

/**
 * Price per item in cents: the sales price minus the price-level percent, rounded to the cent,
 * except items on the never-discount list, which keep their sales price.
 */
export function priceCentsOf(
  item: { name: string; salesPrice: number },
  level: PriceLevel,
  rules: Pick<OrderRules, 'neverDiscount'>,
): number {
  const base = toCents(item.salesPrice);
  if (rules.neverDiscount.includes(item.name)) return base;
  const percent = Math.min(100, Math.max(0, level.percentOff));
  return Math.round((base * (100 - percent)) / 100);
}
