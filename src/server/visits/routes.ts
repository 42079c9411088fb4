import type { FastifyInstance } from 'fastify';
import { visitsContract } from '../../domain/visits/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { ResourceDeps } from '../resource/resource.js';
import { checkIn, checkOut } from './commands.js';
import { dueCustomers } from './due.js';
import { nearCustomers } from './near.js';
import { currentVisit, listVisits } from './queries.js';
import { findRoutePlan, saveRoutePlan } from './route-plans.js';
import { weekRows } from './weekly.js';

export function registerVisitRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, visitsContract, {
    checkIn: async ({ body, request }) => ({ visit: await checkIn(deps, principalOf(request), body) }),
    checkOut: async ({ params, body, request }) => ({
      visit: await checkOut(deps, principalOf(request), params.id, body),
    }),
    current: async ({ request }) => ({ visit: await currentVisit(db, principalOf(request)) }),
    list: async ({ query, request }) => ({ visits: await listVisits(db, principalOf(request), query) }),
    near: ({ query, request }) => nearCustomers(db, principalOf(request), query),
    due: ({ query, request }) => dueCustomers(db, principalOf(request), query.cursor),
    route: async ({ query, request }) => ({
      plan: await findRoutePlan(db, principalOf(request), query.date),
    }),
    saveRoute: async ({ body, request }) => ({ plan: await saveRoutePlan(db, principalOf(request), body) }),
    weekly: async ({ query, request }) => ({
      week: query.week,
      rows: await weekRows(db, principalOf(request), query.week),
    }),
  });
}
