import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commentSchema, commentsQuerySchema, newCommentSchema } from '../../domain/comments/schemas.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/bus.js';
import { principalOf } from '../http/access.js';
import type { Storage } from '../storage/storage.js';
import './attachment-owner.js';
import { addComment, deleteComment } from './commands.js';
import { listComments } from './queries.js';

const tags = ['comments'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const commentResponse = z.object({ comment: commentSchema });

/** Comments of notes, scoped through the note's visibility. */
export function registerCommentRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus; storage: Storage },
): void {
  app.get(
    '/api/notes/:id/comments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParams,
        querystring: commentsQuerySchema,
        response: { 200: z.object({ comments: z.array(commentSchema), nextCursor: z.string().nullable() }) },
      },
    },
    async (request) =>
      listComments(
        deps.db,
        principalOf(request),
        idParams.parse(request.params).id,
        commentsQuerySchema.parse(request.query),
      ),
  );

  app.post(
    '/api/notes/:id/comments',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, body: newCommentSchema, response: { 201: commentResponse } },
    },
    async (request, reply) => {
      const comment = await addComment(
        deps,
        principalOf(request),
        idParams.parse(request.params).id,
        newCommentSchema.parse(request.body),
      );
      return reply.status(201).send({ comment });
    },
  );

  app.delete(
    '/api/comments/:id',
    { config: { access: 'user' }, schema: { tags, params: idParams, response: { 200: commentResponse } } },
    async (request) => ({
      comment: await deleteComment(deps, principalOf(request), idParams.parse(request.params).id),
    }),
  );
}
