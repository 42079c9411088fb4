// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inventoryContract } from '../../../../domain/inventory/contract';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useInventory } from './useInventory';

describe('useInventory', () => {
  it.each([
    ['import.completed', 2],
    ['order.changed', 1],
  ] as [LiveChangeKind, number][])('a live %s: %i read(s) in all', async (kind, reads) => {
    const api = mockApi().on(inventoryContract.items, { items: [] });
    const view = renderHookWithApp(() => useInventory());
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    await act(() => view.live(kind));
    await waitFor(() => expect(view.result.current.isFetching).toBe(false));
    expect(api.calls(inventoryContract.items)).toHaveLength(reads);
  });
});
