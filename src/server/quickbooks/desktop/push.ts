import { isError, type QbResponse } from '../../../domain/quickbooks/desktop/response.js';
import { orderDestinationOf } from '../../../domain/quickbooks/destination.js';
import { emptyNewCustomer } from '../../../domain/orders/schemas.js';
import { qbxmlRequest } from '../../../domain/quickbooks/desktop/qbxml.js';
import {
  customerAdd,
  customerByName,
  externalGuidOf,
  refNumberOf,
  salesOrderAdd,
  salesOrderByRefNumber,
} from '../../../domain/quickbooks/desktop/push.js';
import type { Db } from '../../db/database.js';
import { markOrderPushed } from '../../orders/commands.js';
import { heldOrderIds, heldPushWords } from '../../orders/gate.js';
import { getSetting } from '../../settings/queries.js';
import type { RunState } from '../../../domain/quickbooks/desktop/run-state.js';
import type { DesktopDeps } from './deps.js';
import { queuePushes, setPush, tellAuthorOrderPushed } from './commands.js';
import { orderToPush, ordersWaitingToPush } from './queries.js';
import { exciseTaxLineOf } from '../../../domain/orders/excise-line.js';

/** Orders pushed per run, so one run never keeps QuickBooks busy for long. */
const ordersPerRun = 50;

/**
 * App orders waiting for QuickBooks, oldest first, each with its push row; none while the company's
 * source is QuickBooks Online, which receives them instead (decision 0239). An order the compliance
 * gate holds is never sent: its push fails with the gate's words, and waits for a license, a
 * permit or an admin's override, then Retry, like any refused push (decision 0298).
 */
export async function loadPushQueue(db: Db): Promise<string[]> {
  if (orderDestinationOf(await getSetting(db, 'quickbooksSource')).system !== 'desktop') return [];
  const orderIds = await ordersWaitingToPush(db, ordersPerRun);
  await queuePushes(
    db,
    orderIds.map((orderId) => ({ orderId, refNumber: refNumberOf(orderId) })),
  );
  const held = await heldOrderIds(db, orderIds);
  for (const [orderId, reasons] of held)
    await setPush(db, orderId, { status: 'failed', error: heldPushWords(reasons) });
  return orderIds.filter((orderId) => !held.has(orderId));
}

/**
 * The next request for the order queue: for a new customer, find or add it first; for an order
 * whose add went out without an answer, look it up by RefNumber before adding it again.
 */
export async function pushRequest(deps: DesktopDeps, state: RunState, requestId: string): Promise<string> {
  while (state.push || state.pushQueue?.length) {
    state.push ??= { orderId: state.pushQueue?.shift() as string, action: 'addOrder' };
    const order = await orderToPush(deps.db, state.push.orderId);
    if (!order) {
      state.push = null;
      continue;
    }
    const customerListId = order.customerListId ?? order.pushedCustomerListId;
    const customerName = order.newCustomerInfo?.name ?? '';
    if (!customerListId && state.push.action !== 'addCustomer') state.push.action = 'findCustomer';
    else if (customerListId && order.status === 'sent' && state.push.action === 'addOrder')
      state.push.action = 'findOrder';
    switch (state.push.action) {
      case 'findCustomer':
        return qbxmlRequest([customerByName(requestId, customerName)]);
      case 'addCustomer':
        return qbxmlRequest([customerAdd(requestId, order.newCustomerInfo ?? emptyNewCustomer)]);
      case 'findOrder':
        return qbxmlRequest([salesOrderByRefNumber(requestId, order.refNumber)]);
      case 'addOrder': {
        // The excise tax as its own line (decision 0302); held, in words, while no item is chosen.
        const tax = exciseTaxLineOf(order.excise, (await getSetting(deps.db, 'exciseTaxItem')).listId);
        if ('held' in tax) {
          await setPush(deps.db, order.id, { status: 'failed', error: tax.held });
          state.push = null;
          continue;
        }
        await setPush(deps.db, order.id, { status: 'sent' });
        return qbxmlRequest([
          salesOrderAdd(requestId, {
            refNumber: order.refNumber,
            externalGuid: externalGuidOf(order.id),
            customerListId: customerListId as string,
            txnDate: order.createdAt.slice(0, 10),
            memo: [`Humidor order by ${order.authorName}`, order.instructions].filter(Boolean).join('. '),
            lines: [
              ...order.products.map((p) => ({
                itemListId: p.productListId,
                description: p.description,
                qty: p.qty,
                price: p.price,
              })),
              ...(tax.line ? [tax.line] : []),
            ],
          }),
        ]);
      }
    }
  }
  return '';
}

export const firstRet = (answer: QbResponse | undefined, key: string) =>
  answer?.rets[key]?.[0] as Record<string, unknown> | undefined;

/** QuickBooks' answer for the order being pushed moves it along, pushes it, or fails it with QuickBooks' words. */
export async function receivePushResponse(
  deps: DesktopDeps,
  run: { runState: RunState; pushedCount: number },
  answers: QbResponse[],
  recordError: (message: string) => void,
): Promise<void> {
  const push = run.runState.push;
  if (!push) return;
  const answer = answers[0];
  const fail = async (what: string, why?: string) => {
    const words =
      why ?? `${answer?.statusMessage || 'no answer'}${answer ? ` (status ${answer.statusCode})` : ''}`;
    const reason = `QuickBooks refused ${what}: ${words}`;
    await setPush(deps.db, push.orderId, { status: 'failed', error: reason });
    recordError(`Order ${push.orderId}: ${reason}.`);
    run.runState.push = null;
  };
  if (!answer || isError(answer)) {
    if (push.action === 'findCustomer' || push.action === 'findOrder') {
      recordError(
        `Order ${push.orderId}: QuickBooks could not look it up (${answer?.statusMessage ?? 'no answer'}); it will be tried again.`,
      );
      run.runState.push = null;
      return;
    }
    return fail(push.action === 'addCustomer' ? 'the new customer' : 'the sales order');
  }
  if (push.action === 'findCustomer' || push.action === 'addCustomer') {
    const listId = firstRet(answer, 'CustomerRet')?.ListID;
    if (typeof listId === 'string') {
      await setPush(deps.db, push.orderId, { customerListId: listId });
      push.action = 'addOrder';
    } else if (push.action === 'addCustomer') {
      return fail('the new customer', 'it answered without the new customer');
    } else push.action = 'addCustomer';
    return;
  }
  const txnId = firstRet(answer, 'SalesOrderRet')?.TxnID;
  if (typeof txnId === 'string') {
    await setPush(deps.db, push.orderId, { status: 'pushed', txnId, error: null });
    await markOrderPushed(deps, push.orderId, txnId);
    await tellAuthorOrderPushed(deps, push.orderId, txnId);
    run.pushedCount += 1;
    run.runState.push = null;
  } else if (push.action === 'addOrder') {
    return fail('the sales order', 'it answered without the new sales order');
  } else {
    // Not in QuickBooks: the earlier add never arrived, so adding it now cannot make a second one.
    await setPush(deps.db, push.orderId, { status: 'waiting' });
    push.action = 'addOrder';
  }
}
