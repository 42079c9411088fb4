import type { Comment } from '../../../../domain/comments/schemas';
import { api, query } from '../../../lib/api';

export type { Comment } from '../../../../domain/comments/schemas';

export interface CommentsPage {
  comments: Comment[];
  nextCursor: string | null;
}

export const commentsKey = (noteId: string) => ['comments', noteId] as const;

const notePath = (noteId: string) => `/api/notes/${encodeURIComponent(noteId)}/comments`;

export const commentsApi = {
  list: (noteId: string, q: string, cursor?: string) =>
    api.get<CommentsPage>(`${notePath(noteId)}${query({ q, cursor })}`),
  add: (noteId: string, body: { text: string; taggedUsers: string[] }) =>
    api.post<{ comment: Comment }>(notePath(noteId), body),
  remove: (id: string) => api.delete<{ comment: Comment }>(`/api/comments/${encodeURIComponent(id)}`),
};
