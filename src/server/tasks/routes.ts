import type { FastifyInstance } from 'fastify';
import { tasksContract } from '../../domain/tasks/contract.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { myTasksOf } from '../notes/queries.js';

export function registerTaskRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  registerRoutes(app, tasksContract, {
    mine: async ({ query, request }) => ({
      tasks: await myTasksOf(db, principalOf(request), { assignedByMe: query.assignedByMe }),
    }),
    assignees: async () => ({
      users: await db
        .selectFrom('users')
        .select(['id', 'name as displayName'])
        .where('active', '=', true)
        .orderBy('name')
        .execute(),
    }),
  });
}
