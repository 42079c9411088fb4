// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyContract as contract } from '../../../../domain/history/contract';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import type { HistoryEntry, TrashItem } from '../api/history';
import { useAudit, useHistory, useRestore, useTrash } from './useHistory';

const anEntry = (id: string): HistoryEntry => ({
  id,
  at: '2026-11-27T12:00:00.000Z',
  userId: 'u-ana',
  userName: 'Ana Rep',
  entityType: 'note',
  entityId: 'N-1',
  action: 'update',
  label: 'Visit 1',
  customerListId: 'C-100',
  noteId: 'N-1',
  changes: { subject: { before: 'Visit', after: 'Visit 1' } },
});

const aTrashItem: TrashItem = {
  id: 'T-1',
  entityType: 'note',
  entityId: 'N-1',
  label: 'Visit 1',
  deletedAt: '2026-11-26T12:00:00.000Z',
  deletedByName: 'Ana Rep',
  customerListId: 'C-100',
  purgeAt: '2026-12-26T12:00:00.000Z',
};

describe('useHistory, a page’s history panel', () => {
  it.each([
    ['note.changed', true],
    ['order.changed', true],
    ['comments.changed', true],
    ['customer.contacts', true],
    ['customer.descriptions', true],
    ['attachments.changed', false],
    ['import.completed', false],
  ] as [LiveChangeKind, boolean][])('a live %s reads it again: %s', async (kind, again) => {
    const api = mockApi().on(contract.history, { entries: [anEntry('h-1')] });
    const view = renderHookWithApp(() => useHistory('note', 'N-1'));
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(api.calls(contract.history)[0]?.path).toBe('/api/history/note/N-1');
    await act(() => view.live(kind, 'N-1'));
    await waitFor(() => expect(view.result.current.isFetching).toBe(false));
    expect(api.calls(contract.history)).toHaveLength(again ? 2 : 1);
  });
});

describe('useRestore', () => {
  it('reads everything shown again: the Trash and whatever listed the restored row', async () => {
    const api = mockApi()
      .on(contract.trash, { items: [aTrashItem] })
      .on(contract.history, { entries: [] })
      .on(contract.restore, { item: aTrashItem });
    const view = renderHookWithApp(() => ({
      trash: useTrash(),
      history: useHistory('customer', 'C-100'),
      restore: useRestore(),
    }));
    await waitFor(() =>
      expect(view.result.current.history.isSuccess && view.result.current.trash.isSuccess).toBe(true),
    );
    await act(() => view.result.current.restore.mutateAsync('T-1'));
    expect(api.calls(contract.restore).map((r) => r.path)).toEqual(['/api/trash/T-1/restore']);
    await waitFor(() => {
      expect(api.calls(contract.trash)).toHaveLength(2);
      expect(api.calls(contract.history)).toHaveLength(2);
    });
  });
});

describe('useAudit, the admin audit log', () => {
  it('sends the filters, then the next page from the cursor with the same filters', async () => {
    const api = mockApi().on(contract.audit, (request) =>
      request.query.get('cursor') === 'c-2'
        ? { entries: [anEntry('h-2')], nextCursor: null }
        : { entries: [anEntry('h-1')], nextCursor: 'c-2' },
    );
    const view = renderHookWithApp(() => useAudit({ userId: 'u-ana', entityType: 'note' }));
    await waitFor(() => expect(view.result.current.hasNextPage).toBe(true));
    await act(() => view.result.current.fetchNextPage());
    await waitFor(() =>
      expect(view.result.current.data?.pages.flatMap((page) => page.entries.map((e) => e.id))).toEqual([
        'h-1',
        'h-2',
      ]),
    );
    expect(view.result.current.hasNextPage).toBe(false);
    expect(api.calls(contract.audit).map((r) => Object.fromEntries(r.query))).toEqual([
      { userId: 'u-ana', entityType: 'note' },
      { userId: 'u-ana', entityType: 'note', cursor: 'c-2' },
    ]);
  });

  it('a changed filter starts again from the first page', async () => {
    const api = mockApi().on(contract.audit, { entries: [anEntry('h-1')], nextCursor: 'c-2' });
    const view = renderHookWithApp(({ filters }) => useAudit(filters), {
      initialProps: { filters: { userId: 'u-ana' } as { userId?: string; from?: string } },
    });
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    view.rerender({ filters: { userId: 'u-ana', from: '2026-11-01' } });
    await waitFor(() => expect(api.calls(contract.audit)).toHaveLength(2));
    expect(api.calls(contract.audit)[1]?.query.get('cursor')).toBeNull();
    expect(api.calls(contract.audit)[1]?.query.get('from')).toBe('2026-11-01');
  });
});
