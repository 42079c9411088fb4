import type { FastifyInstance } from 'fastify';
import { searchContract } from '../../domain/search/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { searchEverything } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerSearchRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  registerRoutes(app, searchContract, {
    search: async ({ request, query }) => searchEverything(deps.db, principalOf(request), query),
  });
}
