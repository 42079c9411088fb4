import { canDeleteOrder, type Principal } from '../../domain/access/policy.js';
import { giftItemsOf } from '../../domain/orders/benefits.js';
import { computeOrder, type OrderComputation } from '../../domain/orders/compute.js';
import { orderOfferMessages } from '../../domain/orders/offer.js';
import { reviewStatuses, type OrderStatus, type OrderType } from '../../domain/orders/constants.js';
import { orderEntryOf, type OrderInput } from '../../domain/orders/schemas.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import { orderDraftMessages, productsMissingMessage } from '../../domain/orders/validation.js';
import { tagSelectionProblem } from '../../domain/tags/exclusivity.js';
import type { Db, Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { issueRaffleTickets, randomTicket, type TicketSource } from './raffle.js';
import { getSetting } from '../settings/queries.js';
import { clientWriteOf, createOnce, type ClientWrite, type Remember } from '../shared/idempotency.js';
import {
  customerYearSales,
  itemDescriptions,
  orderAuthor,
  orderCustomer,
  orderEntries,
  orderPriceLevel,
  type OrderCustomer,
} from './context.js';
import type { OrderRules } from '../../domain/settings/orderRules.js';
import type { PriceLevel } from '../../domain/orders/pricing.js';
import type { OrderPlacedBy } from '../../domain/orders/placed-by.js';
import { findVisibleOrder } from './queries.js';
import { gateAtSubmit, orderGateShown, overrideColumnsOf, shipStateOf } from './gate.js';
import { orderDayOf } from '../../domain/orders/gate-override.js';
import type { OrderGateShown } from '../../domain/orders/gate-contract.js';
import { orderExciseFor } from './excise.js';
import type { OrderExcise } from '../../domain/orders/excise.js';
import type { OrdersTable } from '../db/tables/orders.js';

import type { Storage } from '../storage/storage.js';
import { orderScope, recordChange } from '../history-writes/record.js';
import { detachAttachments, filesOf, putInTrash } from '../history-writes/trash.js';

export interface OrderDeps {
  db: Db;
  bus: EventBus;
  /** Where order attachments live; their files go before the order does. */
  storage?: Storage;
  /** Raffle ticket numbers; random unless a test passes its own. */
  tickets?: TicketSource;
}

/** Tells everyone who sees the order, by its customer's state or its ship state, as `visibleOrders` reads it. */
export const publishOrderChanged = (
  bus: EventBus,
  id: string,
  order: Pick<OrdersTable, 'customerState' | 'customerShipState'>,
) =>
  bus.publish({
    kind: 'order.changed',
    id,
    scopeStates: customerStatesOf(order.customerState, order.customerShipState),
  });

export interface CreatedOrders {
  ids: string[];
  batchId: string;
  computation: OrderComputation;
  raffleTickets: { orderId: string; ticketNumber: string }[];
  excise: OrderExcise | null;
}

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

/** A placement's orders (a shop's submit), saved once per client ID as a rep's are. */
export function createPlacedOrders(
  deps: OrderDeps,
  clientWrite: ClientWrite | null,
  input: OrderInput,
  placement: OrderPlacement,
): Promise<CreatedOrders> {
  return createOnce(deps.db, clientWrite, {
    create: (remember: Remember<CreatedOrders>) => placeOrders(deps, input, remember, placement),
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

/** Who an order is for, by whom, in which status: a rep's order, or a shop's order in review (issue 48). */
export interface OrderPlacement {
  author: { id: string; name: string };
  original: { id: string; name: string };
  customer: OrderCustomer;
  /** Who may let a held order through the gate; null (a shop's buyer): nobody, the gate refuses it. */
  gateUser: Principal | null;
  status: OrderStatus;
  placedBy: OrderPlacedBy;
  /** Refuses the priced order before anything is written (a shop's minimum order). */
  check?: (computation: OrderComputation) => void;
  /** More rows of the same transaction, once the orders are written (a shop order's notifications). */
  alsoWrite?: (tx: Tx, ids: string[]) => Promise<void>;
}

/**
 * The order's lines priced by the server's own items, price level and rules: one function for a
 * rep's order, a shop's cart and a shop's order (issue 48), whatever the client computed.
 */
export async function priceEntries(
  db: Db | Tx,
  customer: Pick<OrderCustomer, 'customerListId' | 'isTaaMember' | 'priceLevelListId'>,
  input: Pick<OrderInput, 'products' | 'priceLevelListId' | 'orderType'>,
  rules: OrderRules,
): Promise<{ priceLevel: PriceLevel; computation: OrderComputation }> {
  const entries = await orderEntries(db, input.products);
  const priceLevel = await orderPriceLevel(db, input.priceLevelListId, customer);
  const computation = computeOrder(
    {
      entries,
      priceLevel,
      orderType: input.orderType || 'Regular',
      isTaaMember: customer.isTaaMember,
      customerYearSales: await customerYearSales(db, customer.customerListId, rules),
      giftDescriptions: await itemDescriptions(db, giftItemsOf(rules)),
    },
    rules,
  );
  return { priceLevel, computation };
}

/** Prices, checks against the gate and writes the order(s) of a placement in one transaction. */
async function placeOrders(
  deps: OrderDeps,
  input: OrderInput,
  remember: Remember<CreatedOrders>,
  placement: OrderPlacement,
): Promise<CreatedOrders> {
  const { db, bus } = deps;
  const { customer, author } = placement;
  const rules = await getSetting(db, 'orderRules');
  // The compliance gate (decision 0298): a held order is refused here unless an admin lets it through.
  const createdAt = new Date().toISOString();
  const letThrough = await gateAtSubmit(
    db,
    placement.gateUser,
    {
      customerListId: customer.customerListId,
      customerName: customer.customerName,
      state: customer.customerShipState ?? customer.customerState,
      day: orderDayOf(createdAt),
    },
    input.gateOverride,
  );
  const orderType = input.orderType || 'Regular';
  const { priceLevel, computation } = await priceEntries(db, customer, input, rules);
  if (!computation.products.length) {
    throw badRequest(productsMissingMessage, {
      messages: [productsMissingMessage],
      alerts: computation.alerts,
    });
  }
  placement.check?.(computation);
  const batchId = crypto.randomUUID();
  // The ship-to state, else the customer's: the same state the gate read.
  const excise = await orderExciseFor(db, {
    state: customer.customerShipState ?? customer.customerState,
    day: orderDayOf(createdAt),
    products: computation.products,
  });
  const { priceLevelListId: _level, termsName, ...snapshot } = customer;
  const base: NewOrderRow = {
    ...snapshot,
    createdAt,
    batchId,
    status: placement.status,
    placedBy: placement.placedBy,
    orderType,
    newCustomer: input.newCustomer,
    newCustomerInfo: input.newCustomer ? input.newCustomerInfo : null,
    authorId: author.id,
    authorName: author.name,
    originalAuthorId: placement.original.id,
    originalAuthorName: placement.original.name,
    ...orderEntryOf(input),
    priceLevelName: priceLevel.name,
    priceLevelPercent: priceLevel.percentOff,
    terms: input.terms || termsName || '',
    orderTags: input.orderTags,
    multiplyOrder: input.multiplyOrder,
    optimalAsmtMet: computation.optimalAsmtMet,
    products: computation.products,
    totals: computation.totals,
    amount: computation.totals.amount,
    freeShipping: computation.benefits.freeShipping,
    eventBenefits: computation.benefits,
    raffleTickets: computation.benefits.raffleTickets,
    commentCount: 0,
    attachmentCount: 0,
    excise,
    qbTxnId: null,
    pushedAt: null,
    ...letThrough,
  };
  const created = await db.transaction().execute(async (tx) => {
    const ids: string[] = [];
    const tickets: CreatedOrders['raffleTickets'] = [];
    for (let n = 0; n < input.multiplyOrder; n += 1) {
      const written = await writeOrder(tx, base, deps.tickets ?? randomTicket, rules.raffle.orderType);
      ids.push(written.id);
      tickets.push(...written.tickets.map((ticketNumber) => ({ orderId: written.id, ticketNumber })));
    }
    await placement.alsoWrite?.(tx, ids);
    await remember(tx, { ids, batchId, computation, raffleTickets: tickets, excise });
    return { ids, tickets };
  });
  for (const id of created.ids) {
    await publishOrderChanged(bus, id, customer);
  }
  return { ids: created.ids, batchId, computation, raffleTickets: created.tickets, excise };
}

export type NewOrderRow = Omit<OrdersTable, 'id' | 'estimateId' | 'lastAttachmentAt'>;

/**
 * Writes one order with its lines and tags inside the caller's transaction, and issues its raffle
 * tickets when it is of the raffle event's order type with tickets earned. Returns the new id and
 * tickets.
 */
export async function writeOrder(
  tx: Tx,
  row: NewOrderRow,
  source: TicketSource,
  raffleOrderType: OrderType,
): Promise<{ id: string; tickets: string[] }> {
  const id = crypto.randomUUID();
  await tx
    .insertInto('orders')
    .values({ ...row, id, estimateId: `EST-${id.slice(0, 8).toUpperCase()}` })
    .execute();
  await writeOrderLines(tx, id, row.products);
  await recordChange(tx, {
    actor: { id: row.originalAuthorId, displayName: row.originalAuthorName },
    entityType: 'order',
    entityId: id,
    action: 'create',
    label: row.customerName,
    scope: orderScope(row),
    after: {
      status: row.status,
      customerName: row.customerName,
      products: row.products.length,
      ...(row.complianceOverrideReason ? { letThroughTheGate: row.complianceOverrideReason } : {}),
    },
  });
  const tags = [...new Set(row.orderTags)];
  if (tags.length)
    await tx
      .insertInto('orderTags')
      .values(tags.map((tag) => ({ orderId: id, tag })))
      .execute();
  if (row.orderType !== raffleOrderType || row.raffleTickets <= 0) return { id, tickets: [] };
  const owner = {
    orderId: id,
    event: row.orderType,
    customerListId: row.customerListId,
    customerName: row.customerName,
    customerState: row.customerState,
    customerShipState: row.customerShipState,
  };
  return { id, tickets: await issueRaffleTickets(tx, owner, row.raffleTickets, source) };
}

/** The order's product lines as rows of their own (Sales by Item, the CSV export). */
export async function writeOrderLines(
  tx: Tx,
  orderId: string,
  products: OrdersTable['products'],
): Promise<void> {
  if (!products.length) return;
  await tx
    .insertInto('orderLines')
    .values(
      products.map((p, lineNo) => ({
        orderId,
        lineNo,
        itemListId: p.productListId,
        itemName: p.name,
        description: p.description,
        qty: p.qty,
        price: p.price,
        amount: p.amount,
      })),
    )
    .execute();
}

/** Deletes an order (its lines, tags and raffle tickets go with it). Only its author may. */
export async function deleteOrder(deps: OrderDeps, user: Principal, id: string): Promise<void> {
  const { db, bus } = deps;
  const order = await findVisibleOrder(db, user, id);
  if (!canDeleteOrder(user, order))
    throw forbidden('Only the author of this order can delete it. Make sure you are the author.');
  await db.transaction().execute(async (tx) => {
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
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'order',
      entityId: id,
      action: 'update',
      label: order.customerName,
      scope: orderScope(order),
      before: { status: order.status },
      after: { status },
    });
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
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'order',
      entityId: id,
      action: 'update',
      label: order.customerName,
      scope: orderScope(order),
      before: { letThroughTheGate: order.complianceOverrideReason ?? null },
      after: { letThroughTheGate: reason },
    });
  });
  await publishOrderChanged(bus, id, order);
  return orderGateShown(db, { ...order, ...columns });
}
