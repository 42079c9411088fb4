// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { environmentContract } from '../../../../domain/environment/contract';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { mockApi } from '../../../test/api';
import { anEnvironment } from '../../../test/fixtures';
import { renderHookWithApp } from '../../../test/hooks';
import { useEnvironment } from './useEnvironment';

describe('useEnvironment, read once per session', () => {
  it.each([
    ['settings.changed', 2],
    ['users.changed', 2],
    ['note.changed', 1],
    ['import.completed', 1],
  ] as [LiveChangeKind, number][])('a live %s: %i read(s) in all', async (kind, reads) => {
    const api = mockApi().on(environmentContract.environment, anEnvironment());
    const view = renderHookWithApp(() => useEnvironment());
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    await act(() => view.live(kind));
    await waitFor(() => expect(view.result.current.isFetching).toBe(false));
    expect(api.calls(environmentContract.environment)).toHaveLength(reads);
  });
});
