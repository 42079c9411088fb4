import type { FastifyInstance } from 'fastify';
import { customerStatsContract } from '../../domain/customer-stats/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { customerStats } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

/** A customer's stats, the customer page's Stats tab (decision 0283). */
export function registerCustomerStatsRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, customerStatsContract, {
    stats: ({ request, params }) => customerStats(db, principalOf(request), params.listId),
  });
}
