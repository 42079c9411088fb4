import { orderRulesDefault } from '../settings/orderRules.js';
import type { CatalogItem, PricedLine } from '../orders/lines.js';
import { toCents } from '../money/money.js';

/** Test fixtures shared by the order rule tests and the totals benchmark. */
export const rules = orderRulesDefault;

export function item(name: string, salesPrice: number, msrp: number | null = null): CatalogItem {
  return { listId: `L-${name}`, name, description: `${name} box`, salesPrice, msrp };
}

export function line(name: string, qty: number, price: number, msrp = 0): PricedLine {
  return {
    listId: `L-${name}`,
    name,
    description: name,
    qty,
    priceCents: toCents(price),
    msrpCents: toCents(msrp),
  };
}
