import { shopOrderStatusWords, type ShopOrderStanding } from '../../domain/shop/orders.js';
import type { Db, Tx } from '../db/database.js';
import type { OrdersTable } from '../db/tables/orders.js';
import { enqueueMail } from './outbox.js';

type StandingColumns = Pick<OrdersTable, 'id' | 'status' | 'reviewChanged' | 'declineReason'>;

/**
 * Each order's standing, in the orders' order as its buyer reads it (decision 0336): the review's columns and the number
 * QuickBooks gave (Online's DocNumber, else the Web Connector's reference number). Here, below the
 * order and shop folders, so the push (orders) and the buyer's list (shop) read the one rule.
 */
export async function shopStandingsOf(
  db: Db | Tx,
  orders: readonly StandingColumns[],
): Promise<ShopOrderStanding[]> {
  const ids = orders.map((o) => o.id);
  const online = ids.length
    ? await db
        .selectFrom('qboPushes')
        .select(['orderId', 'docNumber', 'document'])
        .where('orderId', 'in', ids)
        .execute()
    : [];
  const desktop = ids.length
    ? await db.selectFrom('qbwcPushes').select(['orderId', 'refNumber']).where('orderId', 'in', ids).execute()
    : [];
  const onlineOf = new Map(online.map((p) => [p.orderId, p]));
  const desktopOf = new Map(desktop.map((p) => [p.orderId, p.refNumber]));
  return orders.map((o) => {
    const pushed = onlineOf.get(o.id);
    return {
      status: o.status,
      reviewChanged: o.reviewChanged ?? false,
      declineReason: o.declineReason ?? null,
      documentNumber: pushed?.docNumber ?? desktopOf.get(o.id) ?? null,
      invoiced: pushed?.document === 'invoice',
    };
  });
}

/**
 * Queues the email telling a shop's buyer their order's new status (issue 48, decision 0342), in
 * the transaction that changed it: it leaves only if the change commits, and the outbox retries a
 * failed send, so a mail server's trouble never undoes or loses the change. Addressed to the buyer
 * who placed the order (its author); the outbox sends it only while they are still that shop's
 * buyer and not revoked. An order a rep placed mails no one.
 */
export async function enqueueShopOrderMail(tx: Tx, orderId: string, now = new Date()): Promise<void> {
  const order = await tx
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'placedBy',
      'authorId',
      'customerListId',
      'customerName',
      'createdAt',
      'reviewChanged',
      'reviewMessage',
      'declineReason',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.placedBy !== 'shop' || !order.customerListId) return;
  const [standing] = await shopStandingsOf(tx, [order]);
  if (!standing) return;
  const status = shopOrderStatusWords(standing);
  const placed = order.createdAt.slice(0, 10);
  await enqueueMail(
    tx,
    {
      userId: order.authorId,
      aboutNoteIds: [],
      subject: `Your order of ${placed}: ${status}`,
      body: {
        intro: `Your order of ${placed} for ${order.customerName} is now: ${status}.`,
        lines: order.reviewMessage ? [`Your rep's message: ${order.reviewMessage}`] : [],
        link: '/shop',
        linkLabel: 'Open the shop',
        shopBuyer: { customerListId: order.customerListId },
      },
    },
    now,
  );
}
