import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';
import { databaseRateLimitStore } from './rate-limits.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

const count = (
  store: InstanceType<ReturnType<typeof databaseRateLimitStore>>,
  key: string,
  window = 60_000,
) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), window),
  );

describe('the database rate-limit store', () => {
  it('shares one count per key between stores, as between processes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:10Z') });
    try {
      const Store = databaseRateLimitStore(runtime.database.db);
      const [one, other] = [new Store(), new Store().child()];
      expect(await count(one, 'user:ada')).toEqual({ current: 1, ttl: 50_000 });
      expect((await count(other, 'user:ada')).current).toBe(2);
      expect((await count(one, 'user:ada')).current).toBe(3);
      expect((await count(other, 'ip:10.0.0.1')).current).toBe(1);
      // A new window starts a new count.
      vi.setSystemTime(new Date('2026-11-23T09:01:00Z'));
      expect(await count(one, 'user:ada')).toEqual({ current: 1, ttl: 60_000 });
    } finally {
      vi.useRealTimers();
    }
  });
});
