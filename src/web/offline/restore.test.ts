// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { persistQueries } from './cache';
import { keepReadMs, setLastUserId } from './last-user';
import { bundleOf, OfflineDb } from './db';
import { restoreOfflineCache } from './restore';

const userId = `u-${crypto.randomUUID()}`;
const feedKey = ['notes', 'feed', { range: 'Today' }];

beforeEach(async () => {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => kept.set(key, value),
    removeItem: (key: string) => kept.delete(key),
  });
  setLastUserId(userId);
  // an answer this user's device kept when it was online
  const before = new QueryClient();
  before.setQueryData(feedKey, { notes: ['kept'] });
  const [query] = dehydrate(before).queries;
  const db = new OfflineDb(userId);
  const { bundle, contents } = bundleOf([query!]);
  await db.bundles.put(bundle);
  await db.contents.put(contents);
  db.close();
});
afterEach(() => vi.unstubAllGlobals());

describe('restoring the device’s copy at a start without signal', () => {
  it('does not wait for the retries of who is signed in once its first attempt found no server', async () => {
    const client = new QueryClient();
    void client.prefetchQuery({
      queryKey: ['me'],
      queryFn: () => Promise.reject(new ApiError(0, 'NETWORK', 'Humidor cannot be reached.')),
      // the retries of a real start take seconds; here they would outlast the test
      retry: 2,
      retryDelay: 600_000,
    });
    await restoreOfflineCache(client);
    expect(client.getQueryData(feedKey)).toEqual({ notes: ['kept'] });
    expect(client.getQueryState(['me'])?.fetchStatus).toBe('fetching');
    client.clear();
  });
});

describe('a start without signal', () => {
  /** Looks at the IndexedDB index the 14-day clean-up reads, counting its looks. */
  function countCleanUps() {
    const methods = ['getAllKeys', 'openKeyCursor', 'openCursor', 'getAll'] as const;
    type Read = (this: IDBIndex, ...args: unknown[]) => unknown;
    const index = globalThis.IDBIndex.prototype as unknown as Record<(typeof methods)[number], Read>;
    const looks = { count: 0 };
    for (const method of methods) {
      const read = index[method];
      vi.spyOn(index, method).mockImplementation(function (this: IDBIndex, ...args: unknown[]) {
        if (this.name === 'updatedAt') looks.count += 1;
        return read.apply(this, args);
      });
    }
    return looks;
  }

  it('deletes the answers older than 14 days once, though the copy is read and kept both', async () => {
    const before = new QueryClient();
    before.setQueryData(['old'], 'old', { updatedAt: Date.now() - keepReadMs - 86_400_000 });
    const [old] = dehydrate(before).queries;
    const kept = new OfflineDb(userId);
    const { bundle, contents } = bundleOf([old!]);
    await kept.bundles.put(bundle);
    await kept.contents.put(contents);
    const cleanUps = countCleanUps();

    const client = new QueryClient();
    client.setQueryData(['me'], { user: { id: userId } });
    // what main.tsx starts offline (the device's copy read) and what the signed-in runtime starts
    await restoreOfflineCache(client);
    const persister = persistQueries(client, kept, () => undefined);
    await persister.written();
    persister.stop();

    expect(cleanUps.count).toBe(1);
    expect(await kept.bundles.get(bundle.id)).toBeUndefined();
    expect(client.getQueryData(feedKey)).toEqual({ notes: ['kept'] });
    expect(client.getQueryData(['old'])).toBeUndefined();
    kept.close();
    client.clear();
  });
});
