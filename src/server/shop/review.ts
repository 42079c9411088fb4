import type { Principal } from '../../domain/access/policy.js';
import { orderDayOf } from '../../domain/orders/gate-override.js';
import type { ShopOrder } from '../../domain/shop/orders.js';
import type { ApproveShopOrder } from '../../domain/shop/orders-contract.js';
import type { Tx } from '../db/database.js';
import type { OrdersTable } from '../db/tables/orders.js';
import { conflict } from '../http/errors.js';
import { recordOrderUpdate } from '../history-writes/record.js';
import { priceEntries, publishOrderChanged, writeOrderLines, type OrderDeps } from '../orders/commands.js';
import { orderExciseFor } from '../orders/excise.js';
import { findVisibleOrder } from '../orders/queries.js';
import { refuseIfSigned } from '../orders/signed.js';
import { enqueueShopOrderMail } from '../mail/shop-orders.js';
import { getSetting } from '../settings/queries.js';
import { presentShopOrders } from './orders.js';

export const notInReviewMessage = 'This order is not in review: it was approved or declined already.';

/** The order in review the user sees (404 otherwise); a 409 once it left review. */
async function orderInReview(deps: OrderDeps, user: Principal, id: string): Promise<OrdersTable> {
  const order = await findVisibleOrder(deps.db, user, id);
  if (order.status !== 'OrderInReview') throw conflict(notInReviewMessage);
  return order;
}

/**
 * Moves the order out of review only if it is still in it: of two reviews at once, the second
 * finds it moved (on PostgreSQL its update waits for the first's commit) and is refused.
 */
async function leaveReview(tx: Tx, id: string, columns: Partial<OrdersTable>): Promise<void> {
  const moved = await tx
    .updateTable('orders')
    .set(columns)
    .where('id', '=', id)
    .where('status', '=', 'OrderInReview')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw conflict(notInReviewMessage);
}

const sameLines = (order: OrdersTable, lines: { listId: string; qty: number }[]) => {
  const before = new Map(order.products.map((p) => [p.productListId, p.qty]));
  const after = new Map<string, number>();
  for (const l of lines) after.set(l.listId, (after.get(l.listId) ?? 0) + l.qty);
  return before.size === after.size && [...after].every(([id, qty]) => before.get(id) === qty);
};

/**
 * A person of the company approves a shop's order (decision 0335): with changed lines, the order
 * is priced again by the order's own code for the shop's price level; either way it becomes an
 * ordinary OrderSubmitted order, which the push then takes to QuickBooks. One transaction.
 */
export async function approveShopOrder(
  deps: OrderDeps,
  user: Principal,
  id: string,
  body: ApproveShopOrder,
): Promise<ShopOrder> {
  const { db, bus } = deps;
  const order = await orderInReview(deps, user, id);
  const changed = body.lines !== undefined && !sameLines(order, body.lines);
  let repriced: Partial<OrdersTable> = {};
  if (changed && body.lines) {
    const customer = await db
      .selectFrom('customers')
      .select(['priceLevelListId'])
      .where('listId', '=', order.customerListId ?? '')
      .executeTakeFirst();
    const rules = await getSetting(db, 'orderRules');
    const { computation } = await priceEntries(
      db,
      {
        customerListId: order.customerListId,
        isTaaMember: order.isTaaMember,
        priceLevelListId: customer?.priceLevelListId ?? null,
      },
      { products: body.lines, priceLevelListId: null, orderType: order.orderType },
      rules,
    );
    repriced = {
      products: computation.products,
      totals: computation.totals,
      amount: computation.totals.amount,
      optimalAsmtMet: computation.optimalAsmtMet,
      freeShipping: computation.benefits.freeShipping,
      eventBenefits: computation.benefits,
      excise: await orderExciseFor(db, {
        state: order.customerShipState ?? order.customerState,
        day: orderDayOf(order.createdAt),
        products: computation.products,
      }),
    };
  }
  const reviewed = {
    status: 'OrderSubmitted' as const,
    reviewChanged: changed,
    reviewMessage: body.message || null,
    reviewedByName: user.displayName,
    reviewedAt: new Date().toISOString(),
  };
  await db.transaction().execute(async (tx) => {
    // A signed estimate's lines stay as signed (decision 0341); approving them unchanged is fine.
    if (changed) await refuseIfSigned(tx, id);
    await leaveReview(tx, id, { ...repriced, ...reviewed });
    if (repriced.products) {
      await tx.deleteFrom('orderLines').where('orderId', '=', id).execute();
      await writeOrderLines(tx, id, repriced.products);
    }
    await recordOrderUpdate(
      tx,
      user,
      order,
      { status: order.status, products: order.products.length },
      { status: reviewed.status, products: (repriced.products ?? order.products).length, changed },
    );
    await enqueueShopOrderMail(tx, id);
  });
  await publishOrderChanged(bus, id, order);
  return presentOne(deps, { ...order, ...repriced, ...reviewed });
}

/** Declines a shop's order with the reason the buyer reads; it never reaches QuickBooks. */
export async function declineShopOrder(
  deps: OrderDeps,
  user: Principal,
  id: string,
  reason: string,
): Promise<ShopOrder> {
  const { db, bus } = deps;
  const order = await orderInReview(deps, user, id);
  const reviewed = {
    status: 'OrderDeclined' as const,
    declineReason: reason,
    reviewedByName: user.displayName,
    reviewedAt: new Date().toISOString(),
  };
  await db.transaction().execute(async (tx) => {
    await leaveReview(tx, id, reviewed);
    await recordOrderUpdate(tx, user, order, { status: order.status }, { status: reviewed.status, reason });
    await enqueueShopOrderMail(tx, id);
  });
  await publishOrderChanged(bus, id, order);
  return presentOne(deps, { ...order, ...reviewed });
}

async function presentOne(deps: OrderDeps, order: OrdersTable): Promise<ShopOrder> {
  const [shown] = await presentShopOrders(deps.db, [order]);
  return shown as ShopOrder;
}
