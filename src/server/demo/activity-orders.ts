import { emptyOrderEntry } from '../../domain/orders/schemas.js';
import type { OrderComputation } from '../../domain/orders/compute.js';
import type { OrderType } from '../../domain/orders/constants.js';
import { defaultPriceLevel } from '../../domain/orders/pricing.js';
import type { OrderRules } from '../../domain/settings/orderRules.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import {
  attachmentRow,
  customersByUser,
  seededUuid,
  writeChunk,
  type ActivityCustomer,
  type ActivityUser,
  type Row,
} from './activity-rows.js';
import { pickCart, priceCart, type CartItem } from './carts.js';
import { createRandom, type Random } from './random.js';

const chunkSize = 5_000;
const dayMs = 86_400_000;
/** Ticket numbers are unique across events (six digits); leave a tenth for orders made in the app. */
const ticketLimit = 900_000;
const typeWeights: [OrderType, number][] = [
  ['Regular', 60],
  ['TAA2025', 12],
  ['PCA2024', 8],
  ['PCA2025', 12],
  ['TPE2024', 8],
];

/**
 * Priced carts per order type, TAA membership and price level, computed once by the order rules
 * and reused: computing half a million orders one by one would be most of the seed's time.
 */
function cartPool(random: Random, items: CartItem[], rules: OrderRules) {
  const raffle = {
    orderType: rules.raffle.orderType,
    cosecha: items.filter((i) => i.name.startsWith(rules.taaEvent.cosechaPrefix)),
  };
  const pool = new Map<string, OrderComputation[]>();
  return (orderType: OrderType, isTaaMember: boolean, level: { name: string; percentOff: number }) => {
    const key = `${orderType}|${isTaaMember}|${level.name}`;
    let carts = pool.get(key);
    if (!carts) {
      carts = [];
      for (let n = 0; n < 24; n += 1) {
        const cart = pickCart(random, items, random.int(1, 5), raffle, orderType);
        const big = orderType === 'TAA2025' && random.chance(0.5);
        const computation = priceCart(
          cart,
          () => (big ? random.int(10, 40) : random.int(1, 12)),
          { orderType, priceLevel: level, isTaaMember },
          rules,
        );
        if (computation.products.length) carts.push(computation);
      }
      pool.set(key, carts);
    }
    return carts.length ? random.pick(carts) : null;
  };
}

/** App orders over the year before `now` with their lines, tags, raffle tickets and attachment rows. */
export async function seedScaledOrders(
  db: Db,
  context: { users: ActivityUser[]; customers: ActivityCustomer[]; items: CartItem[] },
  options: {
    count: number;
    now: Date;
    seed: number;
    scale: number;
    onProgress?: ((table: string, written: number) => void) | undefined;
  },
): Promise<Record<string, number>> {
  const random = createRandom(options.seed);
  const rules = await getSetting(db, 'orderRules');
  const levels = await db.selectFrom('priceLevels').select(['listId', 'name', 'percentOff']).execute();
  const authors = context.users.filter((u) => u.repCode || u.role === 'office' || u.role === 'admin');
  const mineOf = customersByUser(authors, context.customers);
  const cart = cartPool(random, context.items, rules);
  const states = [...new Set(context.customers.map((c) => c.state).filter((s): s is string => !!s))];
  const tagLabels = rules.orderTags.map((t) => t.label);
  const ticketCap = Math.min(ticketLimit, options.scale * 10_000);
  const end = options.now.getTime();
  const totals = { orders: 0, orderLines: 0, orderTags: 0, raffleTickets: 0, attachments: 0 };
  if (!authors.length || !context.items.length) return totals;
  for (let from = 0; from < options.count; from += chunkSize) {
    const orders: Row[] = [];
    const lines: Row[] = [];
    const tags: Row[] = [];
    const tickets: Row[] = [];
    const attachments: Row[] = [];
    for (let n = from; n < Math.min(options.count, from + chunkSize); n += 1) {
      const author = random.pick(authors);
      const mine = mineOf.get(author.id) ?? [];
      if (!mine.length) continue;
      const customer = random.pick(mine);
      const orderType = random.weighted(typeWeights);
      const level = defaultPriceLevel(customer.priceLevelListId, levels);
      const computation = cart(orderType, customer.isTaaMember, level);
      if (!computation) continue;
      const id = seededUuid(random);
      const createdAt = new Date(end - random.int(0, 364 * dayMs)).toISOString();
      const old = end - Date.parse(createdAt) > 7 * dayMs;
      const newCustomer = random.chance(0.03);
      // Now and then an order ships to another state than its customer's (a second store, an event).
      const shipState = random.chance(0.04) ? random.pick(states) : (customer.shipState ?? customer.state);
      const orderTags = random.chance(0.2)
        ? [...new Set([random.pick(tagLabels), ...(random.chance(0.2) ? [random.pick(tagLabels)] : [])])]
        : [];
      let raffleTickets = computation.benefits.raffleTickets;
      if (totals.raffleTickets + tickets.length + raffleTickets > ticketCap) raffleTickets = 0;
      const attachmentCount = random.chance(0.03) ? 1 : 0;
      orders.push({
        id,
        estimateId: `EST-${id.slice(0, 8).toUpperCase()}`,
        createdAt,
        batchId: seededUuid(random),
        status: old && random.chance(0.9) ? 'OrderInQBooks' : 'OrderSubmitted',
        orderType,
        newCustomer,
        customerListId: newCustomer ? null : customer.listId,
        customerName: customer.name,
        customerAccountNumber: customer.accountNumber,
        customerCity: customer.city,
        customerState: customer.state,
        customerShipState: shipState,
        customerPhone: customer.phone,
        newCustomerInfo: null,
        authorId: author.id,
        authorName: author.name,
        originalAuthorId: author.id,
        originalAuthorName: author.name,
        ...emptyOrderEntry,
        repCode: author.repCode ?? 'FL',
        orderFormType: 'Standard',
        priceLevelName: level.name,
        priceLevelPercent: level.percentOff,
        terms: customer.termsName ?? 'Net 30',
        instructions: random.chance(0.3) ? 'Please ship with the next truck.' : '',
        orderTags,
        multiplyOrder: 1,
        optimalAsmtMet: computation.optimalAsmtMet,
        isTaaMember: customer.isTaaMember,
        products: computation.products,
        totals: computation.totals,
        amount: computation.totals.amount,
        freeShipping: computation.benefits.freeShipping,
        eventBenefits: { ...computation.benefits, raffleTickets },
        raffleTickets,
        raffleEmail: raffleTickets > 0 ? (customer.email ?? '') : '',
        commentCount: 0,
        attachmentCount,
        lastAttachmentAt: attachmentCount ? createdAt : null,
        qbTxnId: null,
        pushedAt: null,
      });
      computation.products.forEach((p, lineNo) =>
        lines.push({
          orderId: id,
          lineNo,
          itemListId: p.productListId,
          itemName: p.name,
          description: p.description,
          qty: p.qty,
          price: p.price,
          amount: p.amount,
        }),
      );
      for (const tag of orderTags) tags.push({ orderId: id, tag });
      for (let t = 0; t < raffleTickets; t += 1) {
        // k·7919 mod 10⁶ visits every six-digit number once (7919 is prime to 10⁶): no collisions.
        const k = totals.raffleTickets + tickets.length;
        tickets.push({
          ticketNumber: String((k * 7919 + 104_729) % 1_000_000).padStart(6, '0'),
          orderId: id,
          event: orderType,
          customerListId: customer.listId,
          customerName: customer.name,
          customerState: customer.state,
          customerShipState: shipState,
          createdAt,
        });
      }
      if (attachmentCount) attachments.push(attachmentRow(random, { type: 'order', id }, createdAt, author));
    }
    await writeChunk(db, totals, [
      ['orders', orders],
      ['orderLines', lines],
      ['orderTags', tags],
      ['raffleTickets', tickets],
      ['attachments', attachments],
    ]);
    options.onProgress?.('orders', totals.orders);
  }
  return totals;
}
