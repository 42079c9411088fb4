import type { RouteResult } from '../../../domain/contract/route.js';
import type { quickbooksContract } from '../../../domain/quickbooks/contract.js';
import { destinationOfOrder } from '../../../domain/quickbooks/destination.js';
import type { QuickbooksSource } from '../../../domain/settings/quickbooksSource.js';
import type { Db } from '../../db/database.js';
import { prospectPushQueue } from '../../prospects/quickbooks-push.js';

/**
 * The one push queue (issue 45): app orders on their way to QuickBooks, whichever way they go —
 * Desktop's rows (`qbwcPushes`, written by the Web Connector's push) and Online's (`qboPushes`,
 * written by `online/push`). The admin page's list and an order's status read it here, so neither
 * side reads the other's table.
 */

/** The admin page lists the latest pushes: enough to see what happened lately. */
export const queueLength = 50;

type Push = RouteResult<typeof quickbooksContract.overview>['pushes'][number];
type OrderPush = RouteResult<typeof quickbooksContract.orderPush>;

/** Refused first (they need someone), then the newest: in SQL per side, then once more merged. */
const needsSomeoneFirst = (a: Push, b: Push) =>
  Number(a.status !== 'failed') - Number(b.status !== 'failed') || b.updatedAt.localeCompare(a.updatedAt);

/** Desktop's and Online's pushes in one list, as the admin reads it. */
export async function pushQueue(db: Db): Promise<Push[]> {
  const [desktop, online] = await Promise.all([
    db
      .selectFrom('qbwcPushes')
      .innerJoin('orders', 'orders.id', 'qbwcPushes.orderId')
      .select([
        'qbwcPushes.orderId',
        'orders.customerName',
        'orders.createdAt',
        'orders.amount',
        'qbwcPushes.refNumber',
        'qbwcPushes.status',
        'qbwcPushes.txnId',
        'qbwcPushes.error',
        'qbwcPushes.updatedAt',
      ])
      .orderBy((eb) => eb.case().when('qbwcPushes.status', '=', 'failed').then(0).else(1).end())
      .orderBy('qbwcPushes.updatedAt', 'desc')
      .limit(queueLength)
      .execute(),
    db
      .selectFrom('qboPushes')
      .innerJoin('orders', 'orders.id', 'qboPushes.orderId')
      .select([
        'qboPushes.orderId',
        'qboPushes.document',
        'orders.customerName',
        'orders.createdAt',
        'orders.amount',
        'qboPushes.docNumber',
        'qboPushes.status',
        'qboPushes.qboId',
        'qboPushes.error',
        'qboPushes.updatedAt',
      ])
      .orderBy((eb) => eb.case().when('qboPushes.status', '=', 'failed').then(0).else(1).end())
      .orderBy('qboPushes.updatedAt', 'desc')
      .limit(queueLength)
      .execute(),
  ]);
  return [
    ...desktop.map((push) => ({ ...push, document: 'sales order' as const })),
    ...online.map(({ docNumber, qboId, ...push }) => ({ ...push, refNumber: docNumber ?? '', txnId: qboId })),
  ]
    .sort(needsSomeoneFirst)
    .slice(0, queueLength);
}

type CustomerPush = RouteResult<typeof quickbooksContract.overview>['customerPushes'][number];

/** The new customers from prospects (decision 0360), by the name the rep typed for QuickBooks. */
export async function customerPushQueue(db: Db): Promise<CustomerPush[]> {
  const rows = await prospectPushQueue(db);
  return rows.flatMap(({ id, name, newCustomerInfo, customerPush, customerPushError, ...row }) =>
    customerPush
      ? [
          {
            ...row,
            prospectId: id,
            customerName: newCustomerInfo?.name ?? name,
            status: customerPush,
            error: customerPushError,
          },
        ]
      : [],
  );
}

/**
 * Where one order stands on its way to QuickBooks and where it goes (decision 0257): Online's row
 * when it has one, Desktop's otherwise; `order` is the visible order, already read by the caller.
 */
export async function orderPushOf(
  db: Db,
  order: { id: string; status: string; qbTxnId: string | null },
  source: QuickbooksSource,
): Promise<OrderPush> {
  const [online, desktop] = await Promise.all([
    db
      .selectFrom('qboPushes')
      .select(['status', 'document', 'error', 'docNumber', 'qboId', 'retriedBy', 'updatedAt'])
      .where('orderId', '=', order.id)
      .executeTakeFirst(),
    db
      .selectFrom('qbwcPushes')
      .select(['status', 'error', 'refNumber', 'txnId', 'updatedAt'])
      .where('orderId', '=', order.id)
      .executeTakeFirst(),
  ]);
  const waiting = order.status === 'OrderSubmitted' && order.qbTxnId === null;
  const destination = destinationOfOrder(
    { waiting, online: online ?? null, desktop: desktop ?? null },
    source,
  );
  if (!online) return { push: desktop ?? null, destination };
  const { document, status, error, docNumber, qboId, retriedBy, updatedAt } = online;
  return {
    push: { document, status, error, refNumber: docNumber ?? '', txnId: qboId, retriedBy, updatedAt },
    destination,
  };
}
