import type { OrderRules } from '../settings/orderRules.js';
import { toCents } from '../money/money.js';
import { priceCentsOf, type PriceLevel } from './pricing.js';

/** An item as the order rules need it (from the accounting mirror's item list). */
export interface CatalogItem {
  listId: string;
  name: string;
  description: string;
  salesPrice: number;
  msrp: number | null;
}

/** One product line in cents: its price per item after the price level, and its quantity. */
export interface PricedLine {
  listId: string;
  name: string;
  description: string;
  qty: number;
  priceCents: number;
  msrpCents: number;
}

export function priceLines(
  entries: readonly { item: CatalogItem; qty: number }[],
  level: PriceLevel,
  rules: Pick<OrderRules, 'neverDiscount'>,
): PricedLine[] {
  return entries.map(({ item, qty }) => ({
    listId: item.listId,
    name: item.name,
    description: item.description,
    qty,
    priceCents: priceCentsOf(item, level, rules),
    msrpCents: item.msrp === null ? 0 : toCents(item.msrp),
  }));
}

export const lineCents = (line: Pick<PricedLine, 'qty' | 'priceCents'>) => line.qty * line.priceCents;

/** Total quantity of the lines whose item name passes the test. */
export function boxesWhere(lines: readonly PricedLine[], test: (name: string) => boolean): number {
  let boxes = 0;
  for (const line of lines) if (test(line.name)) boxes += line.qty;
  return boxes;
}

export function centsWhere(lines: readonly PricedLine[], test: (name: string) => boolean): number {
  let cents = 0;
  for (const line of lines) if (test(line.name)) cents += lineCents(line);
  return cents;
}
