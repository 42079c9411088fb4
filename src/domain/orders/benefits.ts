import type { z } from 'zod';
import type { OrderRules } from '../settings/orderRules.js';
import type { OrderType } from './constants.js';
import { boxesWhere, type PricedLine } from './lines.js';
import { toCents } from '../money/money.js';
import type { eventBenefitsSchema } from './presented.js';

/**
 * Gift items earned (humidor, anniversary item, ADF 3 Packs) with their quantities; accessories the
 * customer may choose (one per Cosecha box, from the threshold on); raffle tickets.
 */
export type EventBenefits = z.output<typeof eventBenefitsSchema>;

/** The items only the benefits grant: never orderable by hand, whatever a form lists. */
export const giftItemsOf = (rules: Pick<OrderRules, 'taaEvent'>): string[] => [
  rules.taaEvent.humidorItem,
  rules.taaEvent.anniversaryItem,
  rules.taaEvent.adfGiftItem,
];

/** Item descriptions by item name, to name the gifts; a gift without one shows its code. */
export type GiftDescriptions = Readonly<Record<string, string>>;

export const noBenefits: EventBenefits = {
  freeShipping: false,
  gifts: [],
  accessoryChoices: 0,
  raffleTickets: 0,
};

/**
 * Trade-event benefits. TAA members ordering with the TAA event's order type earn: free shipping
 * from `freeShippingAt`; the humidor and anniversary items from `giftsAt`; one accessory choice per
 * Cosecha box from `accessoriesFromCosechaBoxes` boxes; one raffle ticket per Cosecha box; one free
 * ADF 3 Pack per ADF box from `adfFromBoxes` boxes. An order of the raffle event's order type
 * (PCA2025 unless an admin changes it) earns one raffle ticket per Cosecha box whoever the
 * customer; tickets are generated for those orders only.
 * Raffle tickets stop at the rules' per-order maximum.
 */
export function eventBenefits(
  lines: readonly PricedLine[],
  amount: number,
  order: { orderType: OrderType; isTaaMember: boolean },
  rules: Pick<OrderRules, 'taaEvent' | 'raffle'>,
  descriptions: GiftDescriptions = {},
): EventBenefits {
  const event = rules.taaEvent;
  const cosecha = boxesWhere(lines, (name) => name.startsWith(event.cosechaPrefix));
  const raffleTickets = Math.min(cosecha, rules.raffle.maxTicketsPerOrder);
  if (order.orderType === rules.raffle.orderType) return { ...noBenefits, raffleTickets };
  if (order.orderType !== event.orderType || !order.isTaaMember) return noBenefits;
  const cents = toCents(amount);
  const adf = boxesWhere(lines, (name) => name === event.adfItem);
  const gifts: EventBenefits['gifts'] = [];
  const gift = (item: string, qty: number) => ({ item, description: descriptions[item] ?? '', qty });
  if (cents >= toCents(event.giftsAt)) {
    gifts.push(gift(event.humidorItem, 1), gift(event.anniversaryItem, 1));
  }
  if (adf >= event.adfFromBoxes) gifts.push(gift(event.adfGiftItem, adf));
  return {
    freeShipping: cents >= toCents(event.freeShippingAt),
    gifts,
    accessoryChoices: cosecha >= event.accessoriesFromCosechaBoxes ? cosecha : 0,
    raffleTickets,
  };
}
