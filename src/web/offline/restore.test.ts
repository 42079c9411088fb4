import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { setLastUserId } from './last-user';
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
