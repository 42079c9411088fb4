import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { draftDelayMs } from '../../../../domain/comments/schemas';
import { useLiveInvalidation } from '../../../lib/live';
import { readUserItem, userStorageKey, writeUserItem } from '../../../lib/user-storage';
import { commentsApi, commentsKey } from '../api/comments';

/** A note's comments matching `q`, newest page first; older pages on request; live. */
export function useComments(noteId: string, q: string) {
  // A comment's files change its attachment count, which decides whether its file list is shown.
  useLiveInvalidation(['comments.changed', 'attachments.changed'], commentsKey(noteId));
  return useInfiniteQuery({
    queryKey: [...commentsKey(noteId), q],
    queryFn: ({ pageParam }) => commentsApi.list(noteId, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAddComment(noteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; taggedUsers: string[]; clientId?: string }) =>
      commentsApi.add(noteId, body),
    onSettled: () => client.invalidateQueries({ queryKey: commentsKey(noteId) }),
  });
}

export function useDeleteComment(noteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commentsApi.remove,
    onSettled: () => client.invalidateQueries({ queryKey: commentsKey(noteId) }),
  });
}

/**
 * The comment being written on a note, kept in this browser for this user only, 250 ms after
 * typing stops (a shared browser must not hand one user's draft to the next).
 */
export function useCommentDraft(userId: string, noteId: string) {
  const key = userStorageKey(userId, 'commentDraft', noteId);
  const [text, setText] = useState(() => readUserItem(localStorage, key) ?? '');
  useEffect(() => {
    const timer = setTimeout(() => writeUserItem(localStorage, key, text), draftDelayMs);
    return () => clearTimeout(timer);
  }, [key, text]);
  const clear = () => {
    setText('');
    writeUserItem(localStorage, key, '');
  };
  return { text, setText, clear };
}
