// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropFailedUploads, keepFailedUploads, useFailedUploads } from './failedUploads';

const note = { ownerType: 'note', ownerId: 'N-1' } as const;
const order = { ownerType: 'order', ownerId: 'N-1' } as const;
const file = (name: string) => new File(['x'], name);

describe('failed uploads kept for the record’s page', () => {
  it('are kept per owner, shown to whoever reads them, and gone once dropped', () => {
    const onNote = renderHook(() => useFailedUploads(note));
    const onOrder = renderHook(() => useFailedUploads(order));
    expect(onNote.result.current).toEqual([]);

    const shelf = file('shelf.png');
    act(() => keepFailedUploads(note, [shelf]));
    expect(onNote.result.current).toEqual([shelf]);
    // the same id under another kind of owner is another record
    expect(onOrder.result.current).toEqual([]);

    act(() => dropFailedUploads(note));
    expect(onNote.result.current).toEqual([]);
  });

  it('keeping none is the same as dropping them', () => {
    const view = renderHook(() => useFailedUploads(note));
    act(() => keepFailedUploads(note, [file('a.png'), file('b.png')]));
    expect(view.result.current).toHaveLength(2);
    act(() => keepFailedUploads(note, []));
    expect(view.result.current).toEqual([]);
  });
});
