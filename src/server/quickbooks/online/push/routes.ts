import type { FastifyInstance } from 'fastify';
import { onlinePushContract } from '../../../../domain/quickbooks/online/push-contract.js';
import { principalOf } from '../../../http/access.js';
import { registerRoutes } from '../../../http/contract.js';
import { notFound } from '../../../http/errors.js';
import { findVisibleOrder } from '../../../orders/queries.js';
import type { ResourceDeps } from '../../../resource/resource.js';
import { retryOnlinePush } from './store.js';

/** Sending again an order QuickBooks Online refused (office and admin, decision 0239). */
export function registerOnlinePushRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, onlinePushContract, {
    retry: async ({ params, request }) => {
      const user = principalOf(request);
      await findVisibleOrder(db, user, params.id);
      if (!(await retryOnlinePush(db, user, params.id)))
        throw notFound('QuickBooks Online has not refused that order, so there is nothing to retry.');
      return { orderId: params.id };
    },
  });
}
