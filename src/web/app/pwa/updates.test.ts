import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, requireReload, resetUpdateState, setUpdateState, takeUpdateAt } from './updates';

afterEach(() => resetUpdateState());

describe('a new version at the next navigation', () => {
  it('is left alone while none waits', () => {
    expect(takeUpdateAt('/notefeed')).toBe(false);
  });

  it('loads the page asked for in the waiting version, the prompt shown or put off', () => {
    const reload = vi.fn(() => Promise.resolve());
    setUpdateState({ waiting: true, reload });
    expect(takeUpdateAt('/notefeed?tag=x')).toBe(true);
    expect(reload).toHaveBeenLastCalledWith('/notefeed?tag=x');
    dismissUpdate();
    expect(takeUpdateAt('/ordercreate')).toBe(true);
    expect(reload).toHaveBeenLastCalledWith('/ordercreate');
  });
});

describe('a reload the offline store requires', () => {
  it('loads the page from the network when no version was reported', () => {
    const location = { href: 'http://localhost/customers/7', reload: vi.fn(), assign: vi.fn() };
    vi.stubGlobal('window', { location });
    expect(takeUpdateAt('/outbox')).toBe(false);
    requireReload();
    expect(takeUpdateAt('/outbox')).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/outbox');
    expect(takeUpdateAt(location.href)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('keeps the reported version’s own reload, and shows the prompt again once put off', () => {
    const reload = vi.fn(() => Promise.resolve());
    setUpdateState({ waiting: true, reload });
    dismissUpdate();
    requireReload();
    expect(takeUpdateAt('/outbox')).toBe(true);
    expect(reload).toHaveBeenLastCalledWith('/outbox');
  });
});
