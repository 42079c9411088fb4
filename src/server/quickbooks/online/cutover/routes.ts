import type { FastifyInstance } from 'fastify';
import { onlineCutoverContract } from '../../../../domain/quickbooks/online-cutover-contract.js';
import { principalOf } from '../../../http/access.js';
import { registerRoutes } from '../../../http/contract.js';
import type { ResourceDeps } from '../../../resource.js';
import { decideLink } from './decide.js';
import { cutoverCounts, desktopCandidates, waitingForReview } from './review.js';

/** The cutover's review page: what the rules matched, and an admin's answer for what they left. */
export function registerOnlineCutoverRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, onlineCutoverContract, {
    review: async ({ query }) => ({
      ...(await cutoverCounts(db)),
      waiting: await waitingForReview(db, query.kind, query.limit),
    }),
    candidates: async ({ query }) => ({ candidates: await desktopCandidates(db, query.kind, query.q) }),
    decide: async ({ request, body }) => {
      const decided = await decideLink(deps, { ...body, userId: principalOf(request).id });
      await deps.bus.publish({ kind: 'import.completed' });
      return decided;
    },
  });
}
