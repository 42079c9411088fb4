import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { commentSchema, commentsQuerySchema, newCommentSchema } from './schemas.js';

const tags = ['comments'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const commentResponse = z.object({ comment: commentSchema });

/** Comments of notes, scoped through the note's visibility. */
export const commentsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/notes/:id/comments',
    access: 'user',
    tags,
    summary: 'A note’s comments matching a search, newest first, a page at a time',
    params: idParams,
    query: commentsQuerySchema,
    response: z.object({ comments: z.array(commentSchema), nextCursor: z.string().nullable() }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/api/notes/:id/comments',
    access: 'user',
    tags,
    summary: 'Comment on a note, mentioning users',
    params: idParams,
    body: newCommentSchema,
    response: commentResponse,
    status: 201,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/comments/:id',
    access: 'user',
    tags,
    summary: 'Delete a comment (its author only)',
    params: idParams,
    response: commentResponse,
  }),
};
