import type { FastifyInstance } from 'fastify';
import { quickbooksContract } from '../../domain/quickbooks/contract.js';
import { destinationOfOrder } from '../../domain/quickbooks/destination.js';
import { registerRoutes } from '../http/contract.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { findVisibleOrder } from '../orders/queries.js';
import type { ResourceDeps } from '../resource/resource.js';
import { getSetting } from '../settings/queries.js';
import { removeConnection, retryPush, saveConnection, updateConnection } from './desktop/commands.js';
import { presentOverview } from './desktop/presenters.js';
import { orderPushOf, overviewRows, qwcOf } from './desktop/queries.js';
import { onlinePushOf, retryOnlinePush } from './online/push/store.js';

/** The admin page's routes (connections, the run log, the order push queue) and an order's push and its retry. */
export function registerQuickbooksRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, quickbooksContract, {
    overview: async () => presentOverview(await overviewRows(db)),
    createConnection: async ({ body }) => ({ id: await saveConnection(db, body) }),
    updateConnection: async ({ params, body }) => {
      await updateConnection(db, params.id, body);
      return { id: params.id };
    },
    removeConnection: ({ params }) => removeConnection(db, params.id),
    qwcFile: async ({ params, reply }) => {
      const file = await qwcOf(db, params.id, deps.config.publicUrl);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.xml);
    },
    orderPush: async ({ params, request }) => {
      const order = await findVisibleOrder(db, principalOf(request), params.id);
      const [online, desktop, source] = await Promise.all([
        onlinePushOf(db, params.id),
        orderPushOf(db, params.id),
        getSetting(db, 'quickbooksSource'),
      ]);
      const waiting = order.status === 'OrderSubmitted' && order.qbTxnId === null;
      const destination = destinationOfOrder({ waiting, online: online ?? null, desktop }, source);
      if (!online) return { push: desktop, destination };
      const { document, status, error, docNumber, qboId, retriedBy, updatedAt } = online;
      return {
        push: { document, status, error, refNumber: docNumber ?? '', txnId: qboId, retriedBy, updatedAt },
        destination,
      };
    },
    retryOnlinePush: async ({ params, request }) => {
      const user = principalOf(request);
      await findVisibleOrder(db, user, params.id);
      if (!(await retryOnlinePush(db, user, params.id)))
        throw notFound('QuickBooks Online has not refused that order, so there is nothing to retry.');
      return { orderId: params.id };
    },
    retryPush: async ({ params }) => {
      if (!(await retryPush(db, params.id))) throw notFound('That order is not waiting for a retry.');
      return { orderId: params.id };
    },
  });
}
