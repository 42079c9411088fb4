// @vitest-environment happy-dom
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft, useOrderDraft, wholeDraft } from './useOrderDraft';
import { quantityStore, useQuantities, useQuantity, type QuantityStore } from './useQuantities';

/** Renders one reader per item, counting each one's renders. */
function readers(store: QuantityStore, ids: string[]) {
  const renders: Record<string, number> = {};
  function Reader({ id }: { id: string }) {
    renders[id] = (renders[id] ?? 0) + 1;
    return <span data-testid={id}>{useQuantity(store, id)}</span>;
  }
  const view = render(
    <>
      {ids.map((id) => (
        <Reader key={id} id={id} />
      ))}
    </>,
  );
  return { renders, text: (id: string) => view.getByTestId(id).textContent };
}

describe('quantityStore', () => {
  it('re-renders only the reader of the quantity that changed', () => {
    const store = quantityStore({ a: 1 });
    const { renders, text } = readers(store, ['a', 'b', 'c']);
    act(() => store.set({ ...store.get(), b: 4 }));
    expect(text('b')).toBe('4');
    expect(text('a')).toBe('1');
    expect(renders).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('every quantity is read only where asked for', () => {
    const store = quantityStore({});
    let renders = 0;
    const off = renderHook(({ on }) => (renders++, useQuantities(store, on)), {
      initialProps: { on: false },
    });
    act(() => store.set({ a: 2 }));
    expect(off.result.current).toEqual({});
    expect(renders).toBe(1);
    off.rerender({ on: true });
    expect(off.result.current).toEqual({ a: 2 });
    act(() => store.set({ a: 3 }));
    expect(off.result.current).toEqual({ a: 3 });
  });
});

describe('useOrderDraft quantities', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('keeps the quantities with the draft in this browser, gives them back whole, and reset clears them', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    act(() => first.result.current.update({ quantities: { 'I-1': 3 }, instructions: 'Rush' }));
    const whole = (view: typeof first) =>
      wholeDraft(view.result.current.draft, view.result.current.quantities);
    expect(whole(first)).toMatchObject({ quantities: { 'I-1': 3 }, instructions: 'Rush' });
    act(() => first.result.current.quantities.set({ 'I-1': 5 }));
    act(() => vi.advanceTimersByTime(200));
    first.unmount();

    const reloaded = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    expect(reloaded.result.current.quantities.get()).toEqual({ 'I-1': 5 });
    expect(reloaded.result.current.draft.instructions).toBe('Rush');
    act(() => reloaded.result.current.reset());
    expect(whole(reloaded)).toMatchObject({ quantities: {}, instructions: '' });
  });

  it('keeps what was typed last when the page goes away before the pause for saving is over', () => {
    vi.useFakeTimers();
    const typing = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    act(() => typing.result.current.quantities.set({ 'I-1': 7 }));
    window.dispatchEvent(new Event('pagehide'));
    typing.unmount();

    const reloaded = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    expect(reloaded.result.current.quantities.get()).toEqual({ 'I-1': 7 });
  });

  it('keeps what was typed last when the rep leaves the form for another page before the pause is over', () => {
    vi.useFakeTimers();
    const typing = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    act(() => typing.result.current.update({ poNumber: 'PO-12' }));
    act(() => typing.result.current.quantities.set({ 'I-1': 4 }));
    typing.unmount();

    const back = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    expect(back.result.current.quantities.get()).toEqual({ 'I-1': 4 });
    expect(back.result.current.draft.poNumber).toBe('PO-12');
  });

  it('does not write a submitted draft back when the form is left right after its reset', () => {
    vi.useFakeTimers();
    const typing = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    act(() => typing.result.current.update({ poNumber: 'PO-13', quantities: { 'I-1': 2 } }));
    act(() => vi.advanceTimersByTime(200));
    typing.result.current.reset();
    typing.unmount();

    const next = renderHook(() => useOrderDraft('u-ana', 'Standard', 'AR'));
    expect(next.result.current.quantities.get()).toEqual({});
    expect(next.result.current.draft.poNumber).toBe(emptyDraft('Standard', 'AR').poNumber);
  });
});
