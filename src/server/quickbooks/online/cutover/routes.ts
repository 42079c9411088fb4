import type { FastifyInstance } from 'fastify';
import { onlineCutoverContract } from '../../../../domain/quickbooks/online-cutover-contract.js';
import { principalOf } from '../../../http/access.js';
import { registerRoutes } from '../../../http/contract.js';
import type { ResourceDeps } from '../../../resource/resource.js';
import { decideLink } from './decide.js';
import { answerOrdersQuestion, ordersQuestion } from './orders.js';
import { cutoverCounts, desktopCandidates, waitingForReview } from './review.js';

/**
 * The cutover's review page: what the rules matched, an admin's answer for what they left, and the
 * question whether app orders go to QuickBooks Online from now on.
 */
export function registerOnlineCutoverRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, onlineCutoverContract, {
    review: async ({ query }) => ({
      ...(await cutoverCounts(db)),
      waiting: await waitingForReview(db, query.kind, query.limit),
      orders: await ordersQuestion(db),
    }),
    candidates: async ({ query }) => ({ candidates: await desktopCandidates(db, query.kind, query.q) }),
    decide: async ({ request, body }) => {
      const decided = await decideLink(deps, { ...body, userId: principalOf(request).id });
      await deps.bus.publish({ kind: 'import.completed' });
      return decided;
    },
    answerOrders: async ({ request, body }) => {
      const orders = await answerOrdersQuestion(db, principalOf(request), body);
      await deps.bus.publish({ kind: 'settings.changed', id: 'quickbooksSource' });
      return orders;
    },
  });
}
