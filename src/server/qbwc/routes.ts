import type { FastifyInstance } from 'fastify';
import { quickbooksContract } from '../../domain/qbwc/contract.js';
import type { Db } from '../db/database.js';
import { registerRoutes } from '../http/contract.js';
import { principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { findVisibleOrder } from '../orders/queries.js';
import { qwcOf, removeConnection, saveConnection, updateConnection } from './connections.js';
import { retryPush } from './push.js';
import { quickbooksOverview } from './queries.js';

/** The admin page's routes: connections, the run log and the order push queue. */
export function registerQuickbooksRoutes(app: FastifyInstance, deps: { db: Db; publicUrl: string }): void {
  const { db } = deps;
  registerRoutes(app, quickbooksContract, {
    overview: () => quickbooksOverview(db),
    createConnection: async ({ body }) => ({ id: await saveConnection(db, body) }),
    updateConnection: async ({ params, body }) => {
      await updateConnection(db, params.id, body);
      return { id: params.id };
    },
    removeConnection: ({ params }) => removeConnection(db, params.id),
    qwcFile: async ({ params, reply }) => {
      const file = await qwcOf(db, params.id, deps.publicUrl);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.xml);
    },
    orderPush: async ({ params, request }) => {
      await findVisibleOrder(db, principalOf(request), params.id);
      const push = await db
        .selectFrom('qbwcPushes')
        .select(['status', 'error', 'refNumber', 'txnId', 'updatedAt'])
        .where('orderId', '=', params.id)
        .executeTakeFirst();
      return { push: push ?? null };
    },
    retryPush: async ({ params }) => {
      if (!(await retryPush(db, params.id))) throw notFound('That order is not waiting for a retry.');
      return { orderId: params.id };
    },
  });
}
