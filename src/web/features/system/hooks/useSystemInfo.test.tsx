// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { systemContract } from '../../../../domain/system/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useSystemInfo } from './useSystemInfo';

describe('useSystemInfo', () => {
  it.each([
    ['import.completed', '2026-11-27T15:00:00.000Z'],
    ['order.changed', null],
  ] as [LiveChangeKind, string | null][])('after a live %s the header shows %s', async (kind, shown) => {
    let lastSuccessfulImportAt: string | null = null;
    mockApi().on(systemContract.info, () => ({ lastSuccessfulImportAt }));
    const view = renderHookWithApp(() => useSystemInfo());
    await waitFor(() => expect(view.result.current.data).toEqual({ lastSuccessfulImportAt: null }));
    lastSuccessfulImportAt = '2026-11-27T15:00:00.000Z';
    await act(() => view.live(kind));
    await waitFor(() => expect(view.result.current.isFetching).toBe(false));
    await waitFor(() => expect(view.result.current.data?.lastSuccessfulImportAt).toBe(shown));
  });
});
