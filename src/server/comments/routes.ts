import type { FastifyInstance } from 'fastify';
import { commentsContract } from '../../domain/comments/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import './attachment-owner.js';
import { addComment, deleteComment } from './commands.js';
import { listComments } from './queries.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerCommentRoutes(app: FastifyInstance, deps: ResourceDeps): void {
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
