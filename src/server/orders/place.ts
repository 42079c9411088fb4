import type { Principal } from '../../domain/access/policy.js';
import { giftItemsOf } from '../../domain/orders/benefits.js';
import { computeOrder, type OrderComputation } from '../../domain/orders/compute.js';
import type { OrderStatus, OrderType } from '../../domain/orders/constants.js';
import type { OrderExcise } from '../../domain/orders/excise.js';
import { orderDayOf } from '../../domain/orders/gate-override.js';
import type { OrderPlacedBy } from '../../domain/orders/placed-by.js';
import type { PriceLevel } from '../../domain/orders/pricing.js';
import { orderEntryOf, type OrderInput } from '../../domain/orders/schemas.js';
import { productsMissingMessage } from '../../domain/orders/validation.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { OrderRules } from '../../domain/settings/orderRules.js';
import type { Db, Tx } from '../db/database.js';
import type { OrdersTable } from '../db/tables/orders.js';
import { orderScope, recordChange } from '../history-writes/record.js';
import { badRequest } from '../http/errors.js';
import type { EventBus } from '../live/bus.js';
import { getSetting } from '../settings/queries.js';
import { createOnce, type ClientWrite, type Remember } from '../shared/idempotency.js';
import type { Storage } from '../storage/storage.js';
import {
  customerYearSales,
  itemDescriptions,
  orderEntries,
  orderPriceLevel,
  type OrderCustomer,
} from './context.js';
import { orderExciseFor } from './excise.js';
import { gateAtSubmit } from './gate.js';
import { issueRaffleTickets, randomTicket, type TicketSource } from './raffle.js';

/*
 * Placing orders (split from commands.ts): pricing by the server's rules, the gate, and writing an
 * order with its lines, tags and tickets in one transaction, for a rep's order and a shop's
 * (issue 48) alike.
 */

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
export async function placeOrders(
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
