import type { FastifyInstance } from 'fastify';
import { tasksContract } from '../../domain/tasks/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { myTasksOf } from '../notes/queries.js';
import type { ResourceDeps } from '../resource/resource.js';
import { taskAssignees } from './queries.js';

export function registerTaskRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  registerRoutes(app, tasksContract, {
    mine: async ({ query, request }) => ({
      tasks: await myTasksOf(db, principalOf(request), { assignedByMe: query.assignedByMe }),
    }),
    assignees: async () => ({
      users: await taskAssignees(db),
    }),
  });
}
