import type { BuyerPrincipal } from '../../domain/shop/buyer.js';
import { orderInputSchema } from '../../domain/orders/schemas.js';
import type { OrderComputation } from '../../domain/orders/compute.js';
import {
  belowMinimumMessage,
  centsOf,
  notOfferedMessage,
  portalOffMessage,
  shopOrderStatusWords,
  type PricedCart,
  type ShopCartLine,
  type ShopOrder,
  type ShopOrderInput,
  type ShopOrderStanding,
  type ShopReorder,
} from '../../domain/shop/orders.js';
import { usualItemsOf } from '../../domain/shop/usual.js';
import type { ShopPortalSettings } from '../../domain/settings/shopPortal.js';
import type { Db, Tx } from '../db/database.js';
import type { OrdersTable } from '../db/tables/orders.js';
import { badRequest, notFound } from '../http/errors.js';
import { wantsNotificationEmail } from '../mail/notify.js';
import { enqueueMail } from '../mail/outbox.js';
import { shopStandingsOf } from '../mail/shop-orders.js';
import { publishNotifications } from '../notifications/commands.js';
import { createPlacedOrders, priceEntries, type OrderDeps } from '../orders/commands.js';
import { orderCustomerOf } from '../orders/context.js';
import { getSetting } from '../settings/queries.js';

const shopMissing = () => notFound('Your shop is no longer in the catalogue. Ask your sales rep.');

/** The buyer's own customer, by the id their session holds (never one the client sends). */
async function buyerCustomer(db: Db | Tx, buyer: BuyerPrincipal) {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('listId', '=', buyer.customerListId)
    .executeTakeFirst();
  if (!row) throw shopMissing();
  return row;
}

/** The portal's settings when it is on; a 400 saying the shop is closed otherwise. */
export async function openPortal(db: Db): Promise<ShopPortalSettings> {
  const portal = await getSetting(db, 'shopPortal');
  if (!portal.enabled) throw badRequest(portalOffMessage);
  return portal;
}

/** The ids among `listIds` that the portal offers: active items of its brands, and its items. */
async function offeredIds(db: Db | Tx, portal: ShopPortalSettings, listIds: string[]): Promise<Set<string>> {
  if (!listIds.length || (!portal.brands.length && !portal.items.length)) return new Set();
  const rows = await db
    .selectFrom('items')
    .select(['listId', 'brand'])
    .where('listId', 'in', listIds)
    .where('isActive', '=', true)
    .execute();
  return new Set(
    rows
      .filter((r) => portal.brands.includes(r.brand) || portal.items.includes(r.listId))
      .map((r) => r.listId),
  );
}

/** Refuses a cart holding an item the portal does not offer (by its name when there is one). */
async function assertOffered(db: Db, portal: ShopPortalSettings, lines: readonly ShopCartLine[]) {
  const ids = [...new Set(lines.map((l) => l.listId))];
  const offered = await offeredIds(db, portal, ids);
  const missing = ids.filter((id) => !offered.has(id));
  if (!missing.length) return;
  const names = await db
    .selectFrom('items')
    .select(['listId', 'name'])
    .where('listId', 'in', missing)
    .execute();
  const nameOf = new Map(names.map((n) => [n.listId, n.name]));
  const messages = missing.map((id) => notOfferedMessage(nameOf.get(id) ?? id));
  throw badRequest(messages.join('\n'), { messages });
}

const linesOf = (computation: Pick<OrderComputation, 'products'>) =>
  computation.products.map((p) => ({
    listId: p.productListId,
    name: p.name,
    description: p.description,
    qty: p.qty,
    priceCents: centsOf(p.price),
    amountCents: centsOf(p.amount),
  }));

/**
 * The buyer's cart priced by the very function a rep's order is priced by (`priceEntries`: price
 * level, caps, free goods), with the portal's minimum, whatever prices the client believes.
 */
export async function priceShopCart(
  db: Db,
  buyer: BuyerPrincipal,
  lines: ShopCartLine[],
): Promise<PricedCart> {
  const portal = await openPortal(db);
  await assertOffered(db, portal, lines);
  const customer = orderCustomerOf(await buyerCustomer(db, buyer));
  const rules = await getSetting(db, 'orderRules');
  const { computation } = await priceEntries(
    db,
    customer,
    { products: lines, priceLevelListId: null, orderType: '' },
    rules,
  );
  const totalCents = centsOf(computation.totals.amount);
  const below = totalCents < portal.minimumOrderCents;
  return {
    lines: linesOf(computation),
    gifts: computation.benefits.gifts,
    freeShipping: computation.benefits.freeShipping,
    totalCents,
    minimumOrderCents: portal.minimumOrderCents,
    messages: [
      ...computation.alerts.map((a) => a.message),
      ...(below ? [belowMinimumMessage(portal.minimumOrderCents, totalCents)] : []),
    ],
    canSubmit: !below && computation.products.length > 0,
  };
}

/**
 * Who hears of a shop's order (decision 0335): the account's rep (the user whose rep code is the
 * customer's QuickBooks sales rep) and the office, active users only.
 */
async function reviewersOf(tx: Tx, salesRepName: string | null) {
  return tx
    .selectFrom('users')
    .select(['id'])
    .where('active', '=', true)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'office'),
        ...(salesRepName ? [eb.and([eb('role', '=', 'rep'), eb('repCode', '=', salesRepName)])] : []),
      ]),
    )
    .execute();
}

/**
 * The buyer's order: priced and checked by the order's own code, saved "In review" as placed by
 * the shop, with a notification and an email to its rep and the office, all in one transaction.
 * It never goes to QuickBooks from here: every push reads OrderSubmitted alone.
 */
export async function submitShopOrder(
  deps: OrderDeps,
  buyer: BuyerPrincipal,
  input: ShopOrderInput,
): Promise<ShopOrder> {
  const { db, bus } = deps;
  const portal = await openPortal(db);
  await assertOffered(db, portal, input.lines);
  const row = await buyerCustomer(db, buyer);
  const customer = orderCustomerOf(row);
  const placedBy = { id: buyer.id, name: `${buyer.name} (shop)` };
  let told: string[] = [];
  const created = await createPlacedOrders(
    deps,
    input.clientId ? { userId: buyer.id, kind: 'order', clientId: input.clientId } : null,
    orderInputSchema.parse({
      customerListId: customer.customerListId,
      products: input.lines,
      instructions: input.instructions,
      clientId: input.clientId,
    }),
    {
      author: placedBy,
      original: placedBy,
      customer,
      gateUser: null,
      status: 'OrderInReview',
      placedBy: 'shop',
      check: (computation) => {
        const total = centsOf(computation.totals.amount);
        if (total < portal.minimumOrderCents)
          throw badRequest(belowMinimumMessage(portal.minimumOrderCents, total));
      },
      alsoWrite: async (tx, ids) => {
        const id = ids[0] ?? '';
        const reviewers = await reviewersOf(tx, row.salesRepName);
        const text = `${buyer.name} of ${customer.customerName} placed an order in the shop portal: review it.`;
        const now = new Date().toISOString();
        for (const reviewer of reviewers) {
          await tx
            .insertInto('notifications')
            .values({
              id: crypto.randomUUID(),
              userId: reviewer.id,
              type: 'shop-order',
              text,
              actingUserId: null,
              actingUserName: placedBy.name,
              link: `/orderview/${id}`,
              seen: false,
              dismissed: false,
              createdAt: now,
            })
            .execute();
          // Mailed as every notification is, by the reviewer's own choice (My settings); the review
          // waits on them, so it is their task (decision 0377).
          const mailed = await wantsNotificationEmail(tx, {
            userId: reviewer.id,
            type: 'shop-order',
            mentioned: false,
            taskAssignee: true,
          });
          if (!mailed) continue;
          await enqueueMail(tx, {
            userId: reviewer.id,
            aboutNoteIds: [],
            subject: `Order from ${customer.customerName} to review`,
            body: { intro: text, lines: [], link: `/orderview/${id}`, linkLabel: 'Review the order' },
          });
        }
        told = reviewers.map((r) => r.id);
      },
    },
  );
  await publishNotifications(bus, told);
  const [order] = await shopOrdersOf(db, buyer, created.ids);
  if (!order) throw shopMissing();
  return order;
}

/** The shop's portal orders (or the named ones), newest first, with their status in words. */
export async function shopOrdersOf(db: Db | Tx, buyer: BuyerPrincipal, ids?: string[]): Promise<ShopOrder[]> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('customerListId', '=', buyer.customerListId)
    .where('placedBy', '=', 'shop')
    .orderBy('createdAt', 'desc')
    .limit(100);
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['']);
  return presentShopOrders(db, await query.execute());
}

/** Orders as the buyer reads them: the QuickBooks document's number once pushed. */
export async function presentShopOrders(db: Db | Tx, orders: OrdersTable[]): Promise<ShopOrder[]> {
  const standings = await shopStandingsOf(db, orders);
  return orders.map((o, i) => {
    // One standing per order, in the same order.
    const standing = standings[i] as ShopOrderStanding;
    return {
      id: o.id,
      createdAt: o.createdAt,
      status: shopOrderStatusWords(standing),
      lines: linesOf(o),
      totalCents: centsOf(o.amount),
      message: o.reviewMessage || null,
    };
  });
}

/**
 * "Reorder last order" (the shop's newest invoice, decision 0337) and "My usual" (decision 0329),
 * each as cart lines of the items the portal still offers.
 */
export async function shopReorder(db: Db, buyer: BuyerPrincipal): Promise<ShopReorder> {
  const portal = await getSetting(db, 'shopPortal');
  const invoices = await db
    .selectFrom('invoices')
    .select(['txnId', 'txnDate'])
    .where('customerListId', '=', buyer.customerListId)
    .orderBy('txnDate', 'desc')
    .orderBy('txnId', 'desc')
    .limit(6)
    .execute();
  const lines = invoices.length
    ? await db
        .selectFrom('invoiceLines')
        .select(['txnId', 'itemListId', 'quantity'])
        .where(
          'txnId',
          'in',
          invoices.map((i) => i.txnId),
        )
        .execute()
    : [];
  const offered = await offeredIds(db, portal, [
    ...new Set(lines.flatMap((l) => (l.itemListId ? [l.itemListId] : []))),
  ]);
  const cartOf = (items: { itemListId: string; qty: number }[]) =>
    items.filter((i) => offered.has(i.itemListId)).map((i) => ({ listId: i.itemListId, qty: i.qty }));
  const last = invoices[0];
  const lastItems = new Map<string, number>();
  for (const line of lines)
    if (last && line.txnId === last.txnId && line.itemListId && line.quantity > 0)
      lastItems.set(line.itemListId, (lastItems.get(line.itemListId) ?? 0) + line.quantity);
  const usual = usualItemsOf(
    invoices.map((i) => ({ ...i, lines: lines.filter((l) => l.txnId === i.txnId) })),
  );
  return {
    lastOrder: last
      ? {
          date: last.txnDate,
          lines: cartOf(
            [...lastItems].map(([itemListId, qty]) => ({ itemListId, qty: Math.max(1, Math.round(qty)) })),
          ),
        }
      : null,
    usual: cartOf(usual),
  };
}
