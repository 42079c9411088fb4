// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeOffline, runtimeOf, startOffline } from './runtime';

afterEach(() => activeOffline()?.stop());

describe('runtimeOf', () => {
  it('waits for the shell to start the user’s store', async () => {
    const userId = `user-${crypto.randomUUID()}`;
    const waiting = runtimeOf(userId, 5000);
    const started = startOffline(userId, new QueryClient());
    await expect(waiting).resolves.toBe(started);
  });

  it('gives the store at once when it runs already', async () => {
    const userId = `user-${crypto.randomUUID()}`;
    const started = startOffline(userId, new QueryClient());
    await expect(runtimeOf(userId, 5000)).resolves.toBe(started);
  });

  it('refuses at once where the browser keeps nothing on the device (the shell starts no store)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      await expect(runtimeOf('someone', 60_000)).rejects.toThrow('does not let Humidor keep anything');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refuses after its time when only another user’s store starts', async () => {
    const waiting = runtimeOf('someone', 50);
    startOffline(`user-${crypto.randomUUID()}`, new QueryClient());
    await expect(waiting).rejects.toThrow('The offline store did not start');
  });
});
