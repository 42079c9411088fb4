import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitAnswer, exclusive, leftBehind, stillSending, whileSending } from './tab-locks';

/**
 * A LockManager as the browser's (exclusive locks by name, `ifAvailable` answers null when held),
 * shared by every "tab" of the test, since tabs of one origin share the browser's locks.
 */
function fakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  async function request<T>(
    name: string,
    optionsOrRun: { ifAvailable?: boolean } | ((lock: object | null) => Promise<T> | T),
    maybeRun?: (lock: object | null) => Promise<T> | T,
  ): Promise<T> {
    const run = (maybeRun ?? optionsOrRun) as (lock: object | null) => Promise<T> | T;
    const ifAvailable = typeof optionsOrRun === 'object' && optionsOrRun.ifAvailable;
    if (held.has(name)) {
      if (ifAvailable) return run(null);
      await new Promise<void>((resolve) => queues.set(name, [...(queues.get(name) ?? []), resolve]));
    }
    held.add(name);
    try {
      return await run({ name });
    } finally {
      release(name);
    }
  }
  return { request };
}

afterEach(() => vi.unstubAllGlobals());

describe('tab locks', () => {
  it('let one tab send the outbox at a time; the other skips its run', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    let finish = () => {};
    const first = exclusive('u-ana')(
      () => new Promise<string>((resolve) => (finish = () => resolve('sent'))),
    );
    expect(await exclusive('u-ana')(async () => 'sent twice')).toBeNull();
    expect(await exclusive('u-bo')(async () => 'another user')).toBe('another user');
    finish();
    expect(await first).toBe('sent');
    expect(await exclusive('u-ana')(async () => 'next run')).toBe('next run');
  });

  it('tell a write being sent by an open form from one a closed tab left "sending"', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    let finish = () => {};
    const sending = whileSending('u-ana', 'w-1', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(await leftBehind('u-ana')('w-1')).toBe(false);
    finish();
    await sending;
    expect(await leftBehind('u-ana')('w-1')).toBe(true);
  });

  it('keep a write whose form still awaits its answer from being sent again, until it is answered', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    const answered = awaitAnswer('u-ana', 'w-2');
    expect(await stillSending('u-ana')('w-2')).toBe(true);
    expect(await stillSending('u-ana')('w-3')).toBe(false);
    answered();
    // The lock is let go once the promise it held settles.
    await vi.waitFor(async () => expect(await stillSending('u-ana')('w-2')).toBe(false));
  });

  it('act alone where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    expect(await exclusive('u-ana')(async () => 'sent')).toBe('sent');
    expect(await leftBehind('u-ana')('w-1')).toBe(true);
    expect(await stillSending('u-ana')('w-1')).toBe(false);
  });
});
