import { commentsContract } from '../../../../domain/comments/contract';
import type { NewComment } from '../../../../domain/comments/schemas';
import { call } from '../../../lib/api';

export type { Comment } from '../../../../domain/comments/schemas';

export const commentsKey = (noteId: string) => ['comments', noteId] as const;

export const commentsApi = {
  list: (noteId: string, q: string, cursor?: string) =>
    call(commentsContract.list, { params: { id: noteId }, query: { q, cursor } }),
  add: (noteId: string, body: NewComment) => call(commentsContract.add, { params: { id: noteId }, body }),
  remove: (id: string) => call(commentsContract.remove, { params: { id } }),
};
