import type { FastifyInstance } from 'fastify';
import { quickbooksContract } from '../../domain/quickbooks/contract.js';
import { registerRoutes } from '../http/contract.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { findVisibleOrder } from '../orders/queries.js';
import type { ResourceDeps } from '../resource/resource.js';
import { getSetting } from '../settings/queries.js';
import { removeConnection, retryPush, saveConnection, updateConnection } from './desktop/commands.js';
import { presentOverview } from './desktop/presenters.js';
import { overviewRows, qwcOf } from './desktop/queries.js';
import { retryProspectPush } from '../prospects/quickbooks-push.js';
import { customerPushQueue, orderPushOf, pushQueue } from './push-queue/queries.js';

/**
 * The QuickBooks page's Desktop routes (connections, the run log, a refused sales order's retry) and
 * the push queue both Desktop and Online feed (with a refused new customer's retry, either way) (the page's list, an order's status); Online's own are
 * `online/routes.ts`.
 */
export function registerQuickbooksRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, quickbooksContract, {
    overview: async () => {
      const [rows, pushes, customerPushes] = await Promise.all([
        overviewRows(db),
        pushQueue(db),
        customerPushQueue(db),
      ]);
      return { ...presentOverview(rows), pushes, customerPushes };
    },
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
      return orderPushOf(db, order, await getSetting(db, 'quickbooksSource'));
    },
    retryPush: async ({ params }) => {
      if (!(await retryPush(db, params.id))) throw notFound('That order is not waiting for a retry.');
      return { orderId: params.id };
    },
    retryCustomerPush: async ({ params, request }) => {
      if (!(await retryProspectPush(deps, principalOf(request), params.id)))
        throw notFound('QuickBooks has not refused that new customer, so there is nothing to retry.');
      return { prospectId: params.id };
    },
  });
}
