import { createHash } from 'node:crypto';
import { refNumberOf } from '../../../../domain/quickbooks/desktop/push.js';
import { onlineId } from '../../../../domain/quickbooks/online/mapping.js';
import {
  createdDocumentOf,
  documentEntity,
  linesProblem,
  onlineOrderBody,
  salesCustomFieldsOf,
  type OnlinePushOrder,
  type SalesCustomFields,
} from '../../../../domain/quickbooks/online/push.js';
import type { NewCustomerInfo } from '../../../../domain/orders/schemas.js';
import {
  customerByNameQuery,
  displayNameOf,
  onlineCustomerBody,
} from '../../../../domain/quickbooks/online/new-customer.js';
import type { Db } from '../../../db/database.js';
import type { Address } from '../../../db/tables/mirror.js';
import type { EventBus } from '../../../live/bus.js';
import { publishNotifications, tellAuthorOrderInQuickbooks } from '../../../notifications/commands.js';
import { markOrderPushed } from '../../../orders/commands.js';
import { heldOrderIds, heldPushWords } from '../../../orders/gate.js';
import { getSetting } from '../../../settings/queries.js';
import { OnlineApiError, type OnlineHttp } from '../http.js';
import { orderDestinationOf } from '../../../../domain/quickbooks/destination.js';
import { onlineIdOf } from '../cutover/links.js';
import type { OnlineCompanies } from '../sync/companies.js';
import { orderForOnline, ordersWaitingForOnline, pushRowOf, recordPushed, refusePush } from './store.js';
import { exciseTaxLineOf } from '../../../../domain/orders/excise-line.js';
import {
  markProspectPushed,
  markProspectRefused,
  prospectToPush,
  prospectsWaitingForQuickbooks,
} from '../../../prospects/quickbooks-push.js';

export interface PushDeps {
  db: Db;
  bus: EventBus;
}

/** Orders sent per round, so one round never keeps QuickBooks (and its 500 a minute) busy for long. */
const ordersPerRound = 50;

/**
 * The `requestid` of an order's attempt: the same for every send of one generation, in any process,
 * after any crash, so QuickBooks answers a repeat with the object it made the first time (Intuit
 * keeps the first answer of a requestid). A UUID's shape: Intuit's limit is well above 36 characters.
 */
export function requestIdOf(
  orderId: string,
  generation: number,
  of: 'order' | 'customer' | 'prospect' = 'order',
): string {
  const hex = createHash('sha256').update(`humidor-${of}:${orderId}:${generation}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A refusal QuickBooks will give again to the same document: a Fault (validation, a reference it
 * does not know, a business rule). A 401, 408, 429, 5xx or a dropped connection is not one: the
 * order stays waiting and the next round sends the same requestid.
 */
const isRefusal = (error: unknown): error is OnlineApiError =>
  error instanceof OnlineApiError && error.status < 500 && ![401, 408, 429].includes(error.status);

export type PushOutcome = 'pushed' | 'refused' | 'later' | 'skipped';

const shipAddressOf = (address: Address | null) =>
  address && Object.values(address).some(Boolean)
    ? {
        addr1: address.addr1,
        addr2: address.addr2,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
      }
    : null;

/** A new customer has no mirrored address yet: the document ships to the one typed on the order. */
const newCustomerAddressOf = (info: NewCustomerInfo | null) =>
  info && [info.street, info.street2, info.city, info.zip].some(Boolean)
    ? { addr1: info.street, addr2: info.street2, city: info.city, state: info.state, postalCode: info.zip }
    : null;

/**
 * A customer's or item's mirror id as the `QBO-<Id>` the document names: a Desktop row linked at the
 * cutover (decision 0241) keeps its ListID and answers with its Online id; an unlinked Desktop id
 * stays as it is, and the order is refused in words.
 */
async function mirroredOnlineId(db: Db, kind: 'customer' | 'item', listId: string): Promise<string> {
  const id = await onlineIdOf(db, kind, listId);
  return id === null ? listId : onlineId(id);
}

/**
 * The Id of an order's new customer: found by DisplayName, else created under its own requestid, so a
 * customer whose answer was lost is found (or answered again) on the next round, never added twice.
 */
async function onlineCustomerFor(
  http: OnlineHttp,
  info: NewCustomerInfo,
  requestid: string,
): Promise<string> {
  const found = (await http.get('query', { query: customerByNameQuery(displayNameOf(info)) })) as {
    QueryResponse?: { Customer?: { Id?: unknown }[] };
  };
  const id =
    found.QueryResponse?.Customer?.[0]?.Id ??
    (
      (await http.post('customer', onlineCustomerBody(info), { requestid })) as {
        Customer?: { Id?: unknown };
      }
    ).Customer?.Id;
  if (id === undefined) throw new OnlineApiError(400, 'QuickBooks Online answered without the new customer.');
  return onlineId(String(id));
}

/** Sends one order as its push row's document and generation; writes what QuickBooks answered. */
export async function pushOrder(
  deps: PushDeps,
  http: OnlineHttp,
  realmId: string,
  orderId: string,
  fields: SalesCustomFields,
): Promise<PushOutcome> {
  const order = await orderForOnline(deps.db, orderId);
  if (!order || order.status !== 'OrderSubmitted' || order.qbTxnId) return 'skipped';
  const { onlineOrderDocument } = await getSetting(deps.db, 'quickbooksSource');
  const push = await pushRowOf(deps.db, orderId, realmId, onlineOrderDocument);
  if (push.status !== 'waiting') return 'skipped';
  // The compliance gate holds it: refused in its words before anything reaches QuickBooks (0298).
  const held = (await heldOrderIds(deps.db, [orderId])).get(orderId);
  if (held) {
    await refusePush(deps.db, orderId, push.generation, heldPushWords(held));
    return 'refused';
  }
  const lines = await Promise.all(
    order.products.map(async (p) => ({
      itemListId: await mirroredOnlineId(deps.db, 'item', p.productListId),
      name: p.name,
      description: p.description,
      qty: p.qty,
      price: p.price,
    })),
  );
  // The excise tax as its own line (decision 0302); held, in words, while no item is chosen.
  const tax = exciseTaxLineOf(order.excise, (await getSetting(deps.db, 'exciseTaxItem')).listId);
  if ('held' in tax) {
    await refusePush(deps.db, orderId, push.generation, tax.held);
    return 'refused';
  }
  if (tax.line)
    lines.push({ ...tax.line, itemListId: await mirroredOnlineId(deps.db, 'item', tax.line.itemListId) });
  // Refused before a new customer is added, so a refused order leaves nothing in QuickBooks.
  const problem = linesProblem(lines);
  if (problem) {
    await refusePush(deps.db, orderId, push.generation, problem);
    return 'refused';
  }
  let customerListId =
    order.customerListId && (await mirroredOnlineId(deps.db, 'customer', order.customerListId));
  if (!customerListId && order.newCustomerInfo?.name)
    try {
      const requestid = requestIdOf(orderId, push.generation, 'customer');
      customerListId = await onlineCustomerFor(http, order.newCustomerInfo, requestid);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await refusePush(deps.db, orderId, push.generation, `The new customer: ${error.detail}`);
      return 'refused';
    }
  const shaped: OnlinePushOrder = {
    reference: refNumberOf(order.id),
    txnDate: order.createdAt.slice(0, 10),
    customerListId,
    customerName: order.customerName,
    shipAddress:
      shipAddressOf(order.shipAddress) ??
      shipAddressOf(order.billAddress) ??
      newCustomerAddressOf(order.newCustomerInfo),
    repCode: order.repCode,
    authorName: order.authorName,
    orderType: order.orderType,
    freeShipping: order.freeShipping,
    instructions: order.instructions,
    lines,
  };
  const built = onlineOrderBody(shaped, fields);
  if ('problem' in built) {
    await refusePush(deps.db, orderId, push.generation, built.problem);
    return 'refused';
  }
  let answer: unknown;
  try {
    answer = await http.post(documentEntity[push.document].toLowerCase(), built.body, {
      requestid: requestIdOf(orderId, push.generation),
    });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await refusePush(deps.db, orderId, push.generation, error.detail);
    return 'refused';
  }
  const created = createdDocumentOf(answer, push.document);
  if (!created) {
    await refusePush(
      deps.db,
      orderId,
      push.generation,
      `QuickBooks Online answered without the new ${push.document}.`,
    );
    return 'refused';
  }
  const qboId = onlineId(created.id);
  const number = created.docNumber ?? `Id ${created.id}`;
  let told: string[] = [];
  await markOrderPushed(deps, orderId, qboId, async (tx, firstTime) => {
    await recordPushed(tx, orderId, { qboId, docNumber: created.docNumber });
    if (firstTime)
      told = await tellAuthorOrderInQuickbooks(
        tx,
        order,
        `Your order for ${order.customerName} is in QuickBooks Online as ${push.document} ${number}.`,
      );
  });
  await publishNotifications(deps.bus, told);
  return 'pushed';
}

/**
 * Adds a prospect turned into a customer (decision 0347) as an order's new customer is added: found
 * by DisplayName, else created under the prospect's own requestid (new on each retry, decision 0360),
 * so a lost answer never makes two.
 * A refusal is kept on the prospect in QuickBooks's words; anything else leaves it waiting.
 */
export async function pushProspect(deps: PushDeps, http: OnlineHttp, prospectId: string): Promise<void> {
  const prospect = await prospectToPush(deps.db, prospectId);
  if (!prospect) return;
  try {
    const customerId = await onlineCustomerFor(
      http,
      prospect.info,
      requestIdOf(prospectId, prospect.generation, 'prospect'),
    );
    await markProspectPushed(deps, prospectId, customerId);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await markProspectRefused(deps, prospectId, `The new customer: ${error.detail}`);
  }
}

export interface PushRound {
  counts: Record<PushOutcome, number>;
  /** What kept orders waiting this round (QuickBooks unreachable, throttled…), in words. */
  errors: string[];
}

/**
 * One round: when the company's source is QuickBooks Online and a company is connected, sends every
 * waiting order, oldest first. An order that could not be sent stays waiting for the next round.
 */
export async function pushWaitingOrders(deps: PushDeps, companies: OnlineCompanies): Promise<PushRound> {
  const round: PushRound = { counts: { pushed: 0, refused: 0, later: 0, skipped: 0 }, errors: [] };
  if (orderDestinationOf(await getSetting(deps.db, 'quickbooksSource')).system !== 'online') return round;
  const [realmId] = await companies.connected();
  if (!realmId) return round;
  const [prospectIds, orderIds] = await Promise.all([
    prospectsWaitingForQuickbooks(deps.db),
    ordersWaitingForOnline(deps.db, ordersPerRound),
  ]);
  if (!orderIds.length && !prospectIds.length) return round;
  const http = companies.http(realmId);
  // New customers from prospects first, as Desktop's run adds them before its orders.
  for (const prospectId of prospectIds) {
    try {
      await pushProspect(deps, http, prospectId);
    } catch (error) {
      round.errors.push(`Prospect ${prospectId}: ${wordsOf(error)}`);
    }
  }
  if (!orderIds.length) return round;
  let fields: SalesCustomFields;
  try {
    fields = salesCustomFieldsOf(await http.get('preferences'));
  } catch (error) {
    round.counts.later = orderIds.length;
    round.errors.push(wordsOf(error));
    return round;
  }
  for (const orderId of orderIds) {
    try {
      round.counts[await pushOrder(deps, http, realmId, orderId, fields)] += 1;
    } catch (error) {
      round.counts.later += 1;
      round.errors.push(`Order ${orderId}: ${wordsOf(error)}`);
    }
  }
  return round;
}

const wordsOf = (error: unknown) =>
  error instanceof OnlineApiError ? error.detail : error instanceof Error ? error.message : String(error);
