// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from './db';
import { activeOffline, connectivityStore, runtimeOf, startOffline, wipeOfflineData } from './runtime';
import { offlineAdapters } from '../app/offline-adapters';

afterEach(() => activeOffline()?.stop());

describe('runtimeOf', () => {
  it('waits for the shell to start the user’s store', async () => {
    const userId = `user-${crypto.randomUUID()}`;
    const waiting = runtimeOf(userId, 5000);
    const started = startOffline(userId, new QueryClient(), offlineAdapters);
    await expect(waiting).resolves.toBe(started);
  });

  it('gives the store at once when it runs already', async () => {
    const userId = `user-${crypto.randomUUID()}`;
    const started = startOffline(userId, new QueryClient(), offlineAdapters);
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
    startOffline(`user-${crypto.randomUUID()}`, new QueryClient(), offlineAdapters);
    await expect(waiting).rejects.toThrow('The offline store did not start');
  });
});

describe('the offline banner’s state', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => setOnline(true));

  it('stays offline when an answer asked before the network went lands after it', async () => {
    const client = new QueryClient();
    startOffline(`user-${crypto.randomUUID()}`, client, offlineAdapters);
    let answer!: (value: string) => void;
    const asked = client.fetchQuery({
      queryKey: ['late'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    setOnline(false);
    expect(connectivityStore.get().offline).toBe(true);
    answer('from before');
    await asked;
    expect(connectivityStore.get()).toMatchObject({ offline: true, lastReachedAt: expect.any(Number) });
    setOnline(true);
    await client.fetchQuery({ queryKey: ['now'], queryFn: () => Promise.resolve('back') });
    expect(connectivityStore.get().offline).toBe(false);
    // each answer starts a send of what waits: let it end before the store closes
    await activeOffline()?.replayer.run();
  });
});

describe('when the server last answered', () => {
  it('is read from a copy saved before the outbox was renamed, under its first key', async () => {
    const userId = `user-${crypto.randomUUID()}`;
    await wipeOfflineData(userId);
    const saved = new OfflineDb(userId);
    await saved.meta.put({ key: 'lastSyncedAt', value: 1_790_000_000_000 });
    saved.close();
    startOffline(userId, new QueryClient(), offlineAdapters);
    await expect.poll(() => connectivityStore.get().lastReachedAt).toBe(1_790_000_000_000);
  });
});

describe('signing out', () => {
  it('deletes every answer kept, and the next start keeps them again from nothing', async () => {
    const userId = `user-${crypto.randomUUID()}`;
    const client = new QueryClient();
    client.setQueryData(['customers', 'C-1'], { customer: { listId: 'C-1' } });
    await startOffline(userId, client, offlineAdapters).written();
    await wipeOfflineData(userId);
    const wiped = new OfflineDb(userId);
    expect(await wiped.bundles.count()).toBe(0);
    wiped.close();
    await startOffline(userId, client, offlineAdapters).written();
    const again = new OfflineDb(userId);
    expect((await again.contents.toArray()).flatMap((row) => row.answers.map(([hash]) => hash))).toEqual([
      '["customers","C-1"]',
    ]);
    again.close();
  });
});
