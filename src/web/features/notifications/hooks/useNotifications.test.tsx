// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsContract as contract } from '../../../../domain/notifications/contract';
import type { Notification } from '../../../../domain/notifications/schemas';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useDismiss, useDismissAll, useMarkSeen, useNotifications, useUnreadCount } from './useNotifications';

const aNotification = (id: string): Notification => ({
  id,
  type: 'new-comment',
  text: 'commented on Visit 1',
  actingUser: 'Ben Office',
  createdAt: '2026-11-27T12:00:00.000Z',
  seen: false,
  dismissed: false,
  link: '/notes/N-1',
});

describe('useNotifications', () => {
  it.each([
    ['the panel leaves dismissed ones out', false, null],
    ['the full page asks for them too', true, '1'],
  ])('%s', async (_, includeDismissed, sent) => {
    const api = mockApi().on(contract.list, { notifications: [], nextCursor: null });
    const view = renderHookWithApp(() => useNotifications(includeDismissed));
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(api.calls(contract.list)[0]?.query.get('includeDismissed')).toBe(sent);
  });

  it('reads the next 50 from the cursor the last page gave, until there is none', async () => {
    const api = mockApi().on(contract.list, (request) =>
      request.query.get('cursor') === 'c-2'
        ? { notifications: [aNotification('n-2')], nextCursor: null }
        : { notifications: [aNotification('n-1')], nextCursor: 'c-2' },
    );
    const view = renderHookWithApp(() => useNotifications(false));
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(true));
    await act(() => view.result.current.fetchNextPage());
    await waitFor(() =>
      expect(view.result.current.data?.pages.flatMap((page) => page.notifications.map((n) => n.id))).toEqual([
        'n-1',
        'n-2',
      ]),
    );
    expect(view.result.current.hasNextPage).toBe(false);
    expect(api.calls(contract.list).map((r) => r.query.get('cursor'))).toEqual([null, 'c-2']);
  });
});

describe('the list and the bell stay in step', () => {
  const bothShown = () => {
    const api = mockApi()
      .on(contract.list, { notifications: [aNotification('n-1')], nextCursor: null })
      .on(contract.unreadCount, { count: 1 })
      .on(contract.markSeen, { ok: true })
      .on(contract.dismiss, { ok: true })
      .on(contract.dismissAll, { dismissed: 1 });
    const view = renderHookWithApp(() => ({
      list: useNotifications(true),
      unread: useUnreadCount(),
      seen: useMarkSeen(),
      dismiss: useDismiss(),
      dismissAll: useDismissAll(),
    }));
    return { api, view };
  };
  const reads = (api: ReturnType<typeof bothShown>['api']) => [
    api.calls(contract.list).length,
    api.calls(contract.unreadCount).length,
  ];

  it.each([
    [
      'marking one seen',
      (v: ReturnType<typeof bothShown>['view']) => v.result.current.seen.mutateAsync('n-1'),
    ],
    [
      'dismissing one',
      (v: ReturnType<typeof bothShown>['view']) => v.result.current.dismiss.mutateAsync('n-1'),
    ],
    [
      'dismissing all',
      (v: ReturnType<typeof bothShown>['view']) => v.result.current.dismissAll.mutateAsync(undefined),
    ],
  ])('%s reads both again', async (_, act_) => {
    const { api, view } = bothShown();
    await waitFor(() =>
      expect(view.result.current.unread.isSuccess && view.result.current.list.isSuccess).toBe(true),
    );
    await act(() => act_(view));
    await waitFor(() => expect(reads(api)).toEqual([2, 2]));
  });

  it('a live notifications.changed reads both again', async () => {
    const { api, view } = bothShown();
    await waitFor(() =>
      expect(view.result.current.unread.isSuccess && view.result.current.list.isSuccess).toBe(true),
    );
    await act(() => view.live('notifications.changed'));
    await waitFor(() => expect(reads(api)).toEqual([2, 2]));
    // nothing else was started: a second read of either would have begun by the time both settle
    await waitFor(() =>
      expect(view.result.current.list.isFetching || view.result.current.unread.isFetching).toBe(false),
    );
    expect(reads(api)).toEqual([2, 2]);
  });
});
