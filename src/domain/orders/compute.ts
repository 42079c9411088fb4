import type { OrderRules } from '../settings/orderRules.js';
import { eventBenefits, type EventBenefits } from './benefits.js';
import { applyCaps, type CapAlert } from './caps.js';
import type { OrderType } from './constants.js';
import { priceLines, type CatalogItem, type PricedLine } from './lines.js';
import { fromCents } from './money.js';
import type { PriceLevel } from './pricing.js';
import { orderTotals, type OrderTotals } from './totals.js';

export interface OrderComputationInput {
  entries: readonly { item: CatalogItem; qty: number }[];
  priceLevel: PriceLevel;
  orderType: OrderType;
  isTaaMember: boolean;
  customerYearSales: number;
}

/** One stored product line: money in dollars, rounded to cents. */
export interface OrderProductLine {
  productListId: string;
  name: string;
  description: string;
  qty: number;
  price: number;
  amount: number;
  msrp: number;
}

export interface OrderComputation {
  /** Lines with a quantity above 0 after the caps. */
  products: OrderProductLine[];
  totals: OrderTotals;
  alerts: CapAlert[];
  benefits: EventBenefits;
}

/**
 * Everything the form shows and the server stores, from the chosen items and quantities: prices
 * after the price level, the caps (which may lower quantities, with alerts), totals and benefits.
 * The server runs this on what it loads itself and ignores any totals a client sends.
 */
export function computeOrder(input: OrderComputationInput, rules: OrderRules): OrderComputation {
  const priced = priceLines(input.entries, input.priceLevel, rules);
  const { lines, alerts } = applyCaps(priced, rules, { customerYearSales: input.customerYearSales });
  const totals = orderTotals(lines, rules);
  const benefits = eventBenefits(lines, totals.amount, input, rules);
  return { products: lines.filter((l) => l.qty > 0).map(toProductLine), totals, alerts, benefits };
}

function toProductLine(line: PricedLine): OrderProductLine {
  return {
    productListId: line.listId,
    name: line.name,
    description: line.description,
    qty: line.qty,
    price: fromCents(line.priceCents),
    amount: fromCents(line.priceCents * line.qty),
    msrp: fromCents(line.msrpCents),
  };
}
