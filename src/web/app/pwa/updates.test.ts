import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, resetUpdateState, setUpdateState, takeUpdateAt } from './updates';

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
