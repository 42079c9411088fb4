import { computeOrder } from '../../domain/orders/compute.js';
import type { OrderType } from '../../domain/orders/constants.js';
import type { OrderRules } from '../../domain/settings/orderRules.js';
import type { Db } from '../db/database.js';
import type { Random } from './random.js';

/** What the demo's orders (a demo company's and the scaled activity's) put in their carts. */

export interface CartItem {
  listId: string;
  name: string;
  salesDesc: string | null;
  salesPrice: number;
  msrp: number | null;
}

/** The items a demo order is made of: active and priced, of the lines whose names start with p. */
export function cartItems(db: Db): Promise<CartItem[]> {
  return db
    .selectFrom('items')
    .select(['listId', 'name', 'salesDesc', 'salesPrice', 'msrp'])
    .where('isActive', '=', true)
    .where('name', 'like', 'p%')
    .where('salesPrice', '>', 0)
    .orderBy('name')
    .execute();
}

/**
 * `draws` items drawn from `items` (an item drawn twice is in the cart once), and on the raffle's
 * order type one of the Cosecha line (`cosecha`), which earns the raffle's tickets.
 */
export function pickCart<I extends CartItem>(
  random: Random,
  items: I[],
  draws: number,
  raffle: { orderType: OrderType; cosecha: I[] },
  orderType: OrderType,
): I[] {
  const picked = new Map<string, I>();
  for (let k = draws; k > 0; k -= 1) {
    const item = random.pick(items);
    picked.set(item.listId, item);
  }
  if (orderType === raffle.orderType && raffle.cosecha.length) {
    const item = random.pick(raffle.cosecha);
    picked.set(item.listId, item);
  }
  return [...picked.values()];
}

/** A cart priced and totalled by the order rules, each item in the quantity `qty` draws. */
export function priceCart(
  cart: CartItem[],
  qty: () => number,
  order: {
    orderType: OrderType;
    priceLevel: { name: string; percentOff: number };
    isTaaMember: boolean;
  },
  rules: OrderRules,
) {
  return computeOrder(
    {
      entries: cart.map((i) => ({
        item: {
          listId: i.listId,
          name: i.name,
          description: i.salesDesc ?? '',
          salesPrice: i.salesPrice,
          msrp: i.msrp,
        },
        qty: qty(),
      })),
      ...order,
      customerYearSales: 0,
    },
    rules,
  );
}
