import type { FastifyInstance } from 'fastify';
import { offlineContract } from '../../domain/offline/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { ResourceDeps } from '../resource/resource.js';
import { keptProspectsPage } from '../prospects/queries.js';
import { workingSetPage } from './queries.js';

/** What a phone keeps to read offline, in pages (decision 0075). */
export function registerOfflineRoutes(app: FastifyInstance, { db }: ResourceDeps): void {
  registerRoutes(app, offlineContract, {
    customers: ({ request, query }) => workingSetPage(db, principalOf(request), query.after),
    prospects: ({ request, query }) => keptProspectsPage(db, principalOf(request), query.after),
  });
}
