// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commentsContract } from '../../../../domain/comments/contract';
import { draftDelayMs, type Comment } from '../../../../domain/comments/schemas';
import { userStorageKey } from '../../../lib/user-storage';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useCommentDraft, useComments } from './useComments';

const aComment = (id: string): Comment => ({
  id,
  noteId: 'N-1',
  text: `Comment ${id}`,
  authorId: 'u-ana',
  authorName: 'Ana Rep',
  createdAt: '2026-11-27T12:00:00.000Z',
  taggedUsers: [],
  attachmentCount: 0,
  canDelete: true,
});

const ids = (pages: { comments: Comment[] }[] | undefined) =>
  pages?.flatMap((p) => p.comments.map((c) => c.id));

describe('useComments', () => {
  it('asks for the search words and the next page by its cursor', async () => {
    const api = mockApi().on(commentsContract.list, (request) =>
      request.query.get('cursor') === 'older'
        ? { comments: [aComment('c-1')], nextCursor: null }
        : { comments: [aComment('c-2')], nextCursor: 'older' },
    );
    const view = renderHookWithApp(() => useComments('N-1', 'humidor'));
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(true));
    await act(() => view.result.current.fetchNextPage());
    await waitFor(() => expect(ids(view.result.current.data?.pages)).toEqual(['c-2', 'c-1']));
    const calls = api.calls(commentsContract.list);
    expect(calls.map((c) => [c.path, c.query.get('q')])).toEqual([
      ['/api/notes/N-1/comments', 'humidor'],
      ['/api/notes/N-1/comments', 'humidor'],
    ]);
  });

  it('reads the comments again when comments or a comment’s files change (live)', async () => {
    const api = mockApi().on(commentsContract.list, { comments: [aComment('c-1')], nextCursor: null });
    const view = renderHookWithApp(() => useComments('N-1', ''));
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    await act(() => view.live('attachments.changed'));
    await waitFor(() => expect(api.calls(commentsContract.list)).toHaveLength(2));
    await act(() => view.live('comments.changed'));
    await waitFor(() => expect(api.calls(commentsContract.list)).toHaveLength(3));
  });
});

describe('useCommentDraft', () => {
  const key = (userId: string) => userStorageKey(userId, 'commentDraft', 'N-1');
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps what is typed once typing stops, for this user only', () => {
    const view = renderHookWithApp(() => useCommentDraft('u-ana', 'N-1'));
    act(() => view.result.current.setText('Call back on Monday'));
    act(() => vi.advanceTimersByTime(draftDelayMs - 1));
    expect(localStorage.getItem(key('u-ana'))).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(localStorage.getItem(key('u-ana'))).toBe('Call back on Monday');

    expect(renderHookWithApp(() => useCommentDraft('u-ana', 'N-1')).result.current.text).toBe(
      'Call back on Monday',
    );
    expect(renderHookWithApp(() => useCommentDraft('u-bo', 'N-1')).result.current.text).toBe('');
  });

  it('forgets the draft once cleared (the comment was sent)', () => {
    localStorage.setItem(key('u-ana'), 'Sent already');
    const view = renderHookWithApp(() => useCommentDraft('u-ana', 'N-1'));
    expect(view.result.current.text).toBe('Sent already');
    act(() => view.result.current.clear());
    expect(view.result.current.text).toBe('');
    expect(localStorage.getItem(key('u-ana'))).toBeNull();
  });
});
