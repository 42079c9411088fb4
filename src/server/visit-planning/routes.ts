import type { FastifyInstance } from 'fastify';
import { visitPlanningContract } from '../../domain/visit-planning/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { ResourceDeps } from '../resource/resource.js';
import { customerHoursOf, saveCustomerHours } from './hours.js';
import { savePin } from './pins.js';
import { planWeekOf } from './plan.js';
import { prioritiesOf } from './priorities.js';
import { saveWorkingDays, workingDaysOf } from './working-days.js';

export function registerVisitPlanningRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, visitPlanningContract, {
    priorities: ({ request }) => prioritiesOf(db, principalOf(request)),
    customerHours: ({ params, request }) => customerHoursOf(db, principalOf(request), params.listId),
    saveCustomerHours: ({ params, body, request }) =>
      saveCustomerHours(deps, principalOf(request), params.listId, body.hours),
    savePin: ({ params, body, request }) => savePin(db, principalOf(request), params.listId, body.pin),
    workingDays: ({ query, request }) => workingDaysOf(db, principalOf(request), query.userId),
    saveWorkingDays: ({ query, body, request }) =>
      saveWorkingDays(db, deps.outbound, principalOf(request), query.userId, body),
    plan: ({ query, body, request }) => planWeekOf(db, principalOf(request), query.userId, body),
  });
}
