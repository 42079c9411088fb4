import type { z } from 'zod';
import type { OrderRules } from '../settings/orderRules.js';
import { isOptimalAssortment } from './assortment.js';
import { eventBenefits, giftItemsOf, type EventBenefits, type GiftDescriptions } from './benefits.js';
import { applyCaps, raffleTicketsCappedAlert, type CapAlert } from './caps.js';
import type { OrderType } from './constants.js';
import { boxesWhere, priceLines, type CatalogItem, type PricedLine } from './lines.js';
import { fromCents } from '../money/money.js';
import type { PriceLevel } from './pricing.js';
import type { orderProductLineSchema } from './presented.js';
import { orderTotals, type OrderTotals } from './totals.js';

export interface OrderComputationInput {
  entries: readonly { item: CatalogItem; qty: number }[];
  priceLevel: PriceLevel;
  orderType: OrderType;
  isTaaMember: boolean;
  customerYearSales: number;
  /** Descriptions of the gift items, so the benefits name them. */
  giftDescriptions?: GiftDescriptions;
}

/** One stored product line: money in dollars, rounded to cents. */
export type OrderProductLine = z.infer<typeof orderProductLineSchema>;

export interface OrderComputation {
  /** Lines with a quantity above 0 after the caps. */
  products: OrderProductLine[];
  totals: OrderTotals;
  alerts: CapAlert[];
  benefits: EventBenefits;
  /** The order alone carries an optimal assortment (assortment.ts). */
  optimalAsmtMet: boolean;
}

/**
 * Everything the form shows and the server stores, from the chosen items and quantities: prices
 * after the price level, the caps (which may lower quantities, with alerts), totals and benefits.
 * The server runs this on what it loads itself and ignores any totals a client sends.
 */
export function computeOrder(input: OrderComputationInput, rules: OrderRules): OrderComputation {
  // Gift items come from the benefits alone: a quantity entered for one does not make a line.
  const gifts = new Set(giftItemsOf(rules));
  const orderable = input.entries.filter((entry) => !gifts.has(entry.item.name));
  const priced = priceLines(orderable, input.priceLevel, rules);
  const { lines, alerts } = applyCaps(priced, rules, { customerYearSales: input.customerYearSales });
  const totals = orderTotals(lines, rules);
  const benefits = eventBenefits(lines, totals.amount, input, rules, input.giftDescriptions);
  const earned = boxesWhere(lines, (name) => name.startsWith(rules.taaEvent.cosechaPrefix));
  if (benefits.raffleTickets > 0 && earned > benefits.raffleTickets) {
    alerts.push(raffleTicketsCappedAlert(benefits.raffleTickets, earned));
  }
  return {
    products: lines.filter((l) => l.qty > 0).map(toProductLine),
    totals,
    alerts,
    benefits,
    optimalAsmtMet: isOptimalAssortment(lines),
  };
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
