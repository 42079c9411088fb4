import type { OrderRules } from '../settings/orderRules.js';
import { raffleOrderType, taaEventOrderType, type OrderType } from './constants.js';
import { boxesWhere, type PricedLine } from './lines.js';
import { toCents } from './money.js';

export interface EventBenefits {
  freeShipping: boolean;
  /** Gift items earned (humidor, anniversary item, ADF 3 Packs) with their quantities. */
  gifts: { item: string; qty: number }[];
  /** Accessories the customer may choose: one per Cosecha box, from the threshold on. */
  accessoryChoices: number;
  raffleTickets: number;
}

export const noBenefits: EventBenefits = {
  freeShipping: false,
  gifts: [],
  accessoryChoices: 0,
  raffleTickets: 0,
};

/**
 * Trade-event benefits. TAA members ordering with the TAA event order type earn: free shipping
 * from `freeShippingAt`; the humidor and anniversary items from `giftsAt`; one accessory choice per
 * Cosecha box from `accessoriesFromCosechaBoxes` boxes; one raffle ticket per Cosecha box; one free
 * ADF 3 Pack per ADF box from `adfFromBoxes` boxes. A raffle-event order (PCA2025) earns one
 * raffle ticket per Cosecha box whoever the customer; tickets are generated for those orders only.
 */
export function eventBenefits(
  lines: readonly PricedLine[],
  amount: number,
  order: { orderType: OrderType; isTaaMember: boolean },
  rules: Pick<OrderRules, 'taaEvent'>,
): EventBenefits {
  const event = rules.taaEvent;
  const cosecha = boxesWhere(lines, (name) => name.startsWith(event.cosechaPrefix));
  if (order.orderType === raffleOrderType) return { ...noBenefits, raffleTickets: cosecha };
  if (order.orderType !== taaEventOrderType || !order.isTaaMember) return noBenefits;
  const cents = toCents(amount);
  const adf = boxesWhere(lines, (name) => name === event.adfItem);
  const gifts: EventBenefits['gifts'] = [];
  if (cents >= toCents(event.giftsAt)) {
    gifts.push({ item: event.humidorItem, qty: 1 }, { item: event.anniversaryItem, qty: 1 });
  }
  if (adf >= event.adfFromBoxes) gifts.push({ item: event.adfGiftItem, qty: adf });
  return {
    freeShipping: cents >= toCents(event.freeShippingAt),
    gifts,
    accessoryChoices: cosecha >= event.accessoriesFromCosechaBoxes ? cosecha : 0,
    raffleTickets: cosecha,
  };
}
