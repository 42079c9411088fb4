import type { Principal } from '../../../../domain/access/policy.js';
import type { OnlineOrderDocument } from '../../../../domain/quickbooks/online/push.js';
import type { Db, Tx } from '../../../db/database.js';
import { recordOrderUpdate } from '../../../history-writes/record.js';
import { getSetting } from '../../../settings/queries.js';
import { requestOnlinePush } from './schedule.js';

/**
 * App orders waiting for QuickBooks Online, oldest first: submitted, not in QuickBooks, and not
 * refused (a refused order waits for someone to fix what QuickBooks said and press Retry).
 */
export async function ordersWaitingForOnline(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('qboPushes', 'qboPushes.orderId', 'orders.id')
    .select('orders.id')
    .where('orders.status', '=', 'OrderSubmitted')
    .where('orders.qbTxnId', 'is', null)
    .where((eb) => eb.or([eb('qboPushes.status', 'is', null), eb('qboPushes.status', '=', 'waiting')]))
    .orderBy('orders.createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** The order with its customer's ship address from the mirror. */
export function orderForOnline(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .leftJoin('customers', 'customers.listId', 'orders.customerListId')
    .select([
      'orders.id',
      'orders.createdAt',
      'orders.status',
      'orders.qbTxnId',
      'orders.customerListId',
      'orders.customerName',
      'orders.newCustomerInfo',
      'orders.products',
      'orders.excise',
      'orders.repCode',
      'orders.authorId',
      'orders.authorName',
      'orders.orderType',
      'orders.freeShipping',
      'orders.instructions',
      'customers.shipAddress',
      'customers.billAddress',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The order's push row, made on its first send with the document the admin chose then: a request
 * whose answer was lost is sent again as the same document, whatever the setting says by then.
 */
export async function pushRowOf(db: Db, orderId: string, realmId: string, document: OnlineOrderDocument) {
  const now = new Date().toISOString();
  await db
    .insertInto('qboPushes')
    .values({
      orderId,
      realmId,
      document,
      generation: 0,
      status: 'waiting',
      qboId: null,
      docNumber: null,
      error: null,
      retriedBy: null,
      retriedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column('orderId').doNothing())
    .execute();
  return db.selectFrom('qboPushes').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
}

/** QuickBooks refused this generation: its words stay on the order until a retry. */
export async function refusePush(db: Db, orderId: string, generation: number, words: string): Promise<void> {
  await db
    .updateTable('qboPushes')
    .set({ status: 'failed', error: words.slice(0, 2000), updatedAt: new Date().toISOString() })
    .where('orderId', '=', orderId)
    .where('generation', '=', generation)
    .where('status', '=', 'waiting')
    .execute();
}

/** Written in the transaction that marks the order OrderInQBooks (`markOrderPushed`). */
export async function recordPushed(
  tx: Tx,
  orderId: string,
  created: { qboId: string; docNumber: string | null },
): Promise<void> {
  await tx
    .updateTable('qboPushes')
    .set({ status: 'pushed', ...created, error: null, updatedAt: new Date().toISOString() })
    .where('orderId', '=', orderId)
    .execute();
}

/**
 * Retry after a fix (office and admin, decision 0239): a refused order waits again under the next
 * generation, so its requestid is new (QuickBooks answers a requestid it has seen with its first
 * answer, the refusal), as the document the admin chooses now; who retried is kept on the push row
 * and in the order's history. Answers false when the order is not refused.
 */
export async function retryOnlinePush(db: Db, user: Principal, orderId: string): Promise<boolean> {
  const { onlineOrderDocument } = await getSetting(db, 'quickbooksSource');
  return db.transaction().execute(async (tx) => {
    const push = await tx
      .selectFrom('qboPushes')
      .innerJoin('orders', 'orders.id', 'qboPushes.orderId')
      .select([
        'qboPushes.generation',
        'qboPushes.error',
        'orders.customerName',
        'orders.customerListId',
        'orders.customerState',
        'orders.customerShipState',
      ])
      .where('qboPushes.orderId', '=', orderId)
      .where('qboPushes.status', '=', 'failed')
      .executeTakeFirst();
    if (!push) return false;
    const at = new Date().toISOString();
    await tx
      .updateTable('qboPushes')
      .set({
        status: 'waiting',
        generation: push.generation + 1,
        document: onlineOrderDocument,
        retriedBy: user.displayName,
        retriedAt: at,
        updatedAt: at,
      })
      .where('orderId', '=', orderId)
      .where('status', '=', 'failed')
      .execute();
    await recordOrderUpdate(
      tx,
      user,
      { ...push, id: orderId },
      { quickbooks: `Refused: ${push.error ?? ''}` },
      { quickbooks: 'Sent again to QuickBooks Online' },
    );
    await requestOnlinePush(tx, `retry:${orderId}:${push.generation + 1}`);
    return true;
  });
}
