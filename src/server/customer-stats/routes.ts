import type { FastifyInstance } from 'fastify';
import { customerStatsContract } from '../../domain/customer-stats/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { customerStats } from './queries.js';
import { customerSales, sendCustomerSalesCsv } from './sales.js';
import type { ResourceDeps } from '../resource/resource.js';

/** A customer's figures: the customer page's Stats tab and its Sales panel (decisions 0283, 0284). */
export function registerCustomerStatsRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, customerStatsContract, {
    stats: ({ request, params }) => customerStats(db, principalOf(request), params.listId),
    sales: ({ request, params, query }) => customerSales(db, principalOf(request), params.listId, query),
    salesCsv: ({ request, reply, params, query }) =>
      sendCustomerSalesCsv(reply, db, principalOf(request), params, query),
  });
}
