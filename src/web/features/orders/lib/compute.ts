import type { CapAlert } from '../../../../domain/orders/caps';
import { computeOrder, type OrderComputation } from '../../../../domain/orders/compute';
import type { OrderType } from '../../../../domain/orders/constants';
import type { CatalogItem } from '../../../../domain/orders/lines';
import type { PriceLevel } from '../../../../domain/orders/pricing';
import type { OrderRules } from '../../../../domain/settings/orderRules';
import { countOf } from '../../../../domain/text/plural';

export interface ComputeContext {
  priceLevel: PriceLevel;
  orderType: OrderType | '';
  isTaaMember: boolean;
  customerYearSales: number;
  /** The form's gift descriptions, so the benefits name the gifts as the server will. */
  giftDescriptions?: Readonly<Record<string, string>>;
}

type Quantities = Record<string, number>;

/** The order as the server will compute it, from the form's items and the entered quantities. */
export function computeDraft(
  items: readonly CatalogItem[],
  quantities: Quantities,
  context: ComputeContext,
  rules: OrderRules,
): OrderComputation {
  const entries = [];
  for (const item of items) {
    const qty = quantities[item.listId] ?? 0;
    if (qty > 0) entries.push({ item, qty });
  }
  return computeOrder(
    {
      entries,
      priceLevel: context.priceLevel,
      orderType: context.orderType || 'Regular',
      isTaaMember: context.isTaaMember,
      customerYearSales: context.customerYearSales,
      giftDescriptions: context.giftDescriptions,
    },
    rules,
  );
}

/**
 * Sets one quantity and applies the caps: when a cap lowers quantities (this one or another), the
 * lowered quantities are returned with the caps' alerts.
 */
export function withQuantity(
  items: readonly CatalogItem[],
  quantities: Quantities,
  listId: string,
  qty: number,
  context: ComputeContext,
  rules: OrderRules,
): { quantities: Quantities; alerts: CapAlert[] } {
  const next = { ...quantities, [listId]: qty };
  if (qty <= 0) delete next[listId];
  const { products, alerts } = computeDraft(items, next, context, rules);
  if (alerts.length === 0) return { quantities: next, alerts };
  const capped: Quantities = {};
  for (const line of products) capped[line.productListId] = line.qty;
  return { quantities: capped, alerts };
}

/**
 * Benefits earned, one sentence each (the summary, the order page and the estimate PDF). Gifts are
 * named by their description. Raffle ticket numbers are drawn only for orders of the raffle
 * event's order type (an order rule), so another order type's tickets are explained rather than
 * promised.
 */
export function benefitSentences(
  benefits: OrderComputation['benefits'],
  orderType: OrderType | '',
  raffleOrderType: OrderType,
): string[] {
  const sentences: string[] = [];
  if (benefits.freeShipping) sentences.push('Free shipping');
  for (const gift of benefits.gifts) sentences.push(`Free ${gift.description || gift.item} × ${gift.qty}`);
  if (benefits.accessoryChoices > 0) sentences.push(`${benefits.accessoryChoices} accessory choices`);
  if (benefits.raffleTickets > 0) {
    sentences.push(raffleSentence(benefits.raffleTickets, orderType, raffleOrderType));
  }
  return sentences;
}

function raffleSentence(tickets: number, orderType: OrderType | '', raffleOrderType: OrderType): string {
  if (orderType === raffleOrderType) return countOf(tickets, 'raffle ticket');
  return `${countOf(tickets, 'Cosecha box', 'Cosecha boxes')} toward the raffle: ticket numbers are issued for ${raffleOrderType} orders only, not for this ${orderType || 'Regular'} order`;
}
