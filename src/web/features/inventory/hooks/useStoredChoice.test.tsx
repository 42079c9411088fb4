// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStoredChoice } from './useStoredChoice';

const groupings = ['brand', 'onHand', 'onOrders'] as const;
const choice = () => renderHook(() => useStoredChoice('groupBy', groupings, 'brand'));

afterEach(() => vi.restoreAllMocks());

describe('useStoredChoice', () => {
  it.each([
    ['nothing stored: the default', null, 'brand'],
    ['a stored choice comes back', 'onHand', 'onHand'],
    ['a value no longer offered: the default', 'afterOrders', 'brand'],
  ])('%s', (_, stored, shown) => {
    if (stored !== null) localStorage.setItem('groupBy', stored);
    expect(choice().result.current[0]).toBe(shown);
  });

  it('keeps a new choice for the next visit, and ignores one not offered', () => {
    const view = choice();
    act(() => view.result.current[1]('onOrders'));
    expect(view.result.current[0]).toBe('onOrders');
    act(() => view.result.current[1]('everything'));
    expect(view.result.current[0]).toBe('onOrders');
    expect(localStorage.getItem('groupBy')).toBe('onOrders');
    expect(choice().result.current[0]).toBe('onOrders');
  });

  it('without storage (private mode) starts from the default and still applies a choice to this visit', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const view = choice();
    expect(view.result.current[0]).toBe('brand');
    act(() => view.result.current[1]('onHand'));
    expect(view.result.current[0]).toBe('onHand');
  });
});
