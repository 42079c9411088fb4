import type { FastifyInstance } from 'fastify';
import { commentsContract } from '../../domain/comments/contract.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import type { Storage } from '../storage/storage.js';
import './attachment-owner.js';
import { addComment, deleteComment } from './commands.js';
import { listComments } from './queries.js';

export function registerCommentRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus; storage: Storage },
): void {
  registerRoutes(app, commentsContract, {
    list: ({ params, query, request }) => listComments(deps.db, principalOf(request), params.id, query),
    add: async ({ params, body, request }) => ({
      comment: await addComment(deps, principalOf(request), params.id, body),
    }),
    remove: async ({ params, request }) => ({
      comment: await deleteComment(deps, principalOf(request), params.id),
    }),
  });
}
