import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { draftDelayMs } from '../../../../domain/comments/schemas';
import { useLiveInvalidation } from '../../../lib/live';
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
    mutationFn: (body: { text: string; taggedUsers: string[] }) => commentsApi.add(noteId, body),
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

const draftKey = (noteId: string) => `humidor.commentDraft.${noteId}`;

function readDraft(noteId: string): string {
  try {
    return localStorage.getItem(draftKey(noteId)) ?? '';
  } catch {
    return '';
  }
}

/** The comment being written on a note, kept in local storage 250 ms after typing stops. */
export function useCommentDraft(noteId: string) {
  const [text, setText] = useState(() => readDraft(noteId));
  useEffect(() => {
    const timer = setTimeout(() => {
      try {
        if (text) localStorage.setItem(draftKey(noteId), text);
        else localStorage.removeItem(draftKey(noteId));
      } catch {
        // storage full or blocked: the draft lives only in the page
      }
    }, draftDelayMs);
    return () => clearTimeout(timer);
  }, [noteId, text]);
  const clear = () => {
    setText('');
    try {
      localStorage.removeItem(draftKey(noteId));
    } catch {
      // nothing stored
    }
  };
  return { text, setText, clear };
}
