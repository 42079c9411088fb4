import type { NewComment } from '../../../domain/comments/schemas';
import type { OfflineAdapter } from '../../offline/adapter';
import { commentsApi } from './api/comments';
import { CommentCorrection } from './components/CommentCorrection';

declare module '../../offline/db' {
  interface OutboxKinds {
    comment: { noteId: string; body: NewComment & { clientId: string } };
  }
}

/** Comments keep nothing of their own on the device (they come with their note); they are written offline. */
export const commentsOffline: OfflineAdapter = {
  feature: 'comments',
  writes: {
    comment: {
      async save(request) {
        const { comment } = await commentsApi.add(request.noteId, request.body);
        return { href: `/noteview/${request.noteId}`, ids: [comment.id] };
      },
      filesOwner: 'comment',
      Correction: CommentCorrection,
    },
  },
};
