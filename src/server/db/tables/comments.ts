import type { UserRef } from './notes.js';

/** Comments on notes; `searchText` is the lower-cased text and author name the search box matches. */
export interface CommentsTable {
  id: string;
  noteId: string;
  text: string;
  searchText: string;
  authorId: string | null;
  authorName: string;
  taggedUsers: UserRef[];
  attachmentCount: number;
  createdAt: string;
}

export interface CommentsTables {
  comments: CommentsTable;
}

export const commentsCodecColumns = { json: ['taggedUsers'], boolean: [] as string[] };
