import { canDeleteOrder, type Principal } from '../../domain/access/policy.js';
import { orderOfferMessages } from '../../domain/orders/offer.js';
import { reviewStatuses, type OrderStatus } from '../../domain/orders/constants.js';
import type { OrderInput } from '../../domain/orders/schemas.js';
import { orderDraftMessages } from '../../domain/orders/validation.js';
import { tagSelectionProblem } from '../../domain/tags/exclusivity.js';
import type { Tx } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { getSetting } from '../settings/queries.js';
import { clientWriteOf, createOnce, type Remember } from '../shared/idempotency.js';
import { orderAuthor, orderCustomer, orderEntries } from './context.js';
import { findVisibleOrder } from './queries.js';
import { orderGateShown, overrideColumnsOf, shipStateOf } from './gate.js';
import type { OrderGateShown } from '../../domain/orders/gate-contract.js';
import { orderScope, recordOrderUpdate } from '../history-writes/record.js';
import { enqueueShopOrderMail } from '../mail/shop-orders.js';
import { detachAttachments, filesOf, putInTrash } from '../history-writes/trash.js';
import { refuseIfSigned } from './signed.js';
import { placeOrders, publishOrderChanged, type CreatedOrders, type OrderDeps } from './place.js';

// Placing orders lives in place.ts; its names stay importable from here, where they always were.
export {
  createPlacedOrders,
  priceEntries,
  publishOrderChanged,
  writeOrder,
  writeOrderLines,
  type CreatedOrders,
  type NewOrderRow,
  type OrderDeps,
  type OrderPlacement,
} from './place.js';

/**
 * Creates the order, or `multiplyOrder` equal orders, in one transaction: all or none. Prices,
 * caps, totals and benefits are computed here from the server's own items, price levels and
 * settings; whatever the client computed is not read. A repeat with the same client ID answers the
 * orders already saved (docs/decisions/0009-never-save-twice.md).
 */
export function createOrders(deps: OrderDeps, user: Principal, input: OrderInput): Promise<CreatedOrders> {
  return createOnce(deps.db, clientWriteOf(user, 'order', input.clientId), {
    create: (remember: Remember<CreatedOrders>) => insertOrders(deps, user, input, remember),
    replay: async (saved) => saved,
  });
}

async function insertOrders(
  deps: OrderDeps,
  user: Principal,
  input: OrderInput,
  remember: Remember<CreatedOrders>,
): Promise<CreatedOrders> {
  const { db } = deps;
  const messages = orderDraftMessages(input);
  if (messages.length) throw badRequest(messages.join('\n'), { messages });
  const rules = await getSetting(db, 'orderRules');
  const tagProblem = tagSelectionProblem(rules.orderTags, input.orderTags);
  if (tagProblem) throw badRequest(tagProblem);
  const entries = await orderEntries(db, input.products);
  const offerMessages = orderOfferMessages({
    formName: input.orderFormType,
    form: (await getSetting(db, 'orderForms')).find((f) => f.name === input.orderFormType),
    repCode: input.repCode,
    repCodes: await getSetting(db, 'repCodes'),
    orderedNames: entries.map((entry) => entry.item.name),
    rules,
  });
  if (offerMessages.length) throw badRequest(offerMessages.join('\n'), { messages: offerMessages });
  const author = await orderAuthor(db, user, input.authorId);
  const customer = await orderCustomer(db, user, input);
  return placeOrders(deps, input, remember, {
    author,
    original: { id: user.id, name: user.displayName },
    customer,
    gateUser: user,
    status: 'OrderSubmitted',
    placedBy: 'rep',
  });
}

/** Deletes an order (its lines, tags and raffle tickets go with it). Only its author may. */
export async function deleteOrder(deps: OrderDeps, user: Principal, id: string): Promise<void> {
  const { db, bus } = deps;
  const order = await findVisibleOrder(db, user, id);
  if (!canDeleteOrder(user, order))
    throw forbidden('Only the author of this order can delete it. Make sure you are the author.');
  await db.transaction().execute(async (tx) => {
    await refuseIfSigned(tx, id);
    // To the Trash with its lines, tags, tickets and attachments; files stay until the purge.
    const row = await tx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const lines = await tx.selectFrom('orderLines').selectAll().where('orderId', '=', id).execute();
    const tags = await tx.selectFrom('orderTags').selectAll().where('orderId', '=', id).execute();
    const tickets = await tx.selectFrom('raffleTickets').selectAll().where('orderId', '=', id).execute();
    // its QuickBooks push (reference number, sent or not), so a restored order is not pushed twice
    const pushes = await tx.selectFrom('qbwcPushes').selectAll().where('orderId', '=', id).execute();
    const attachments = await detachAttachments(tx, 'order', [id]);
    await putInTrash(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'order',
      entityId: id,
      label: row.customerName,
      authorId: row.authorId,
      scope: orderScope(row),
      snapshot: { order: row, lines, tags, tickets, pushes, attachments },
      before: { status: row.status, customerName: row.customerName, products: row.products.length },
      files: filesOf(attachments),
    });
    await tx.deleteFrom('orders').where('id', '=', id).execute();
  });
  await publishOrderChanged(bus, id, order);
}

export const reviewStatusMessage =
  "A shop's order in review is approved or declined on its page; its status cannot be set.";

/** Sets an order's status (the 'Change status' control; the route checks canChangeOrderStatus). */
export async function changeOrderStatus(
  deps: OrderDeps,
  user: Principal,
  id: string,
  status: OrderStatus,
): Promise<void> {
  const { db, bus } = deps;
  const order = await findVisibleOrder(db, user, id);
  // A shop's order leaves review only by Approve or Decline (decision 0335), never by this control.
  if (reviewStatuses.includes(order.status) || reviewStatuses.includes(status))
    throw conflict(reviewStatusMessage);
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('orders').set({ status }).where('id', '=', id).execute();
    await recordOrderUpdate(tx, user, order, { status: order.status }, { status });
  });
  await publishOrderChanged(bus, id, order);
}

/**
 * The accounting connector reports the QuickBooks sales order it made for an app order: the order
 * becomes OrderInQBooks. Reporting the same TxnID again changes nothing; a different one is refused.
 * `alsoRecord` writes the pusher's own record of it in the same transaction (QuickBooks Online's
 * push row and the author's notice, `firstTime` when this report is the one that moved the order),
 * so the two can never disagree.
 */
export async function markOrderPushed(
  deps: OrderDeps,
  id: string,
  txnId: string,
  alsoRecord?: (tx: Tx, firstTime: boolean) => Promise<void>,
): Promise<{ id: string; status: OrderStatus; qbTxnId: string; pushedAt: string }> {
  const { db, bus } = deps;
  const result = await db.transaction().execute(async (tx) => {
    const order = await tx
      .selectFrom('orders')
      .select(['id', 'customerState', 'customerShipState', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!order) return null;
    // A shop's order in review or declined was never offered to a connector (decision 0335).
    if (reviewStatuses.includes(order.status)) throw conflict(notApprovedMessage);
    const pushedAt = new Date().toISOString();
    // Moved only if no report has moved it yet: of two reports at once, on PostgreSQL the second's
    // update waits for the first's commit and then finds the order moved.
    const moved = await tx
      .updateTable('orders')
      .set({ status: 'OrderInQBooks', qbTxnId: txnId, pushedAt })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('qbTxnId', 'is', null), eb('pushedAt', 'is', null)]))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      const current = await tx
        .selectFrom('orders')
        .select(['qbTxnId', 'pushedAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (current.qbTxnId !== txnId) throw conflict(`The order was already pushed as ${current.qbTxnId}.`);
      await alsoRecord?.(tx, false);
      return { changed: false, order: { ...order, qbTxnId: txnId, pushedAt: current.pushedAt ?? pushedAt } };
    }
    await alsoRecord?.(tx, true);
    // After the pusher's record, which holds the document's number the buyer is told (decision 0342).
    await enqueueShopOrderMail(tx, id);
    return { changed: true, order: { ...order, qbTxnId: txnId, pushedAt } };
  });
  if (!result) throw orderNotFoundForPush(id);
  if (result.changed) await publishOrderChanged(bus, id, result.order);
  return { id, status: 'OrderInQBooks', qbTxnId: result.order.qbTxnId, pushedAt: result.order.pushedAt };
}

export const notApprovedMessage =
  "A shop's order reaches QuickBooks only once a person of the company approves it.";

const orderNotFoundForPush = (id: string) => notFound(`An order with the ID ${id} does not exist`);

/**
 * An admin lets one order the gate holds go through, with a written reason (decision 0299): kept
 * on the order and in its history in one transaction. An order the gate does not hold is refused
 * (409): there is nothing to let through. Its QuickBooks push, held with the gate's words, goes
 * again when someone presses Retry on its QuickBooks status, as any refused push does.
 */
export async function overrideOrderGate(
  deps: OrderDeps,
  user: Principal,
  id: string,
  reason: string,
): Promise<OrderGateShown> {
  const { db, bus } = deps;
  const order = await findVisibleOrder(db, user, id);
  const before = await orderGateShown(db, order);
  if (!before.held)
    throw conflict('The compliance gate does not hold this order: there is nothing to let through.');
  const columns = overrideColumnsOf(user, reason, shipStateOf(order));
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('orders').set(columns).where('id', '=', id).execute();
    await recordOrderUpdate(
      tx,
      user,
      order,
      { letThroughTheGate: order.complianceOverrideReason ?? null },
      { letThroughTheGate: reason },
    );
  });
  await publishOrderChanged(bus, id, order);
  return orderGateShown(db, { ...order, ...columns });
}
