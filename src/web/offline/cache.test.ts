import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistQueries } from './cache';
import { OfflineDb } from './db';

let db: OfflineDb;
let client: QueryClient;
const pagehide = new EventTarget();

beforeEach(async () => {
  vi.stubGlobal('window', pagehide);
  db = new OfflineDb(`user-${crypto.randomUUID()}`);
  await db.open();
  client = new QueryClient();
});
afterEach(() => {
  db.close();
  client.clear();
  vi.unstubAllGlobals();
});

/** Lets the database's own callbacks run until `read` gives `expected` (or a while has passed). */
async function settled(read: () => Promise<number>, expected: number) {
  for (let round = 0; round < 200 && (await read()) !== expected; round++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Answers as the working set puts them in the cache: many at once. */
function answer(count: number) {
  for (let index = 0; index < count; index++) {
    client.setQueryData(['customers', `C-${index}`], { customer: { listId: `C-${index}` } });
  }
}

describe('persistQueries', () => {
  it('keeps every answer on the device, slice after slice', async () => {
    const persister = persistQueries(client, db, () => undefined);
    answer(45);
    await vi.waitFor(async () => expect(await db.queries.count()).toBe(45), { timeout: 3000 });
    persister.stop();
  });

  it('tells when every answer given so far is on the device, answers arriving meanwhile included', async () => {
    const persister = persistQueries(client, db, () => undefined);
    answer(25);
    const first = persister.written();
    client.setQueryData(['customers', 'late'], { customer: { listId: 'late' } });
    await first;
    expect(await db.queries.count()).toBe(26);
    answer(30);
    await persister.written();
    expect(await db.queries.count()).toBe(31);
    persister.stop();
  });

  /**
   * Runs `steps` with timers standing still (only the first slice goes) and a clock that finds 5 ms
   * more at each look: a slice of 8 ms ends after its second answer.
   */
  async function inSlices(steps: () => Promise<void>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    try {
      const persister = persistQueries(client, db, () => undefined);
      answer(45);
      vi.advanceTimersByTime(250);
      await settled(() => db.queries.count(), 2);
      await steps();
      persister.stop();
    } finally {
      now.mockRestore();
      vi.useRealTimers();
    }
  }

  it('writes in slices of main-thread time, each answer timed as it is put', async () => {
    await inSlices(async () => {
      expect(await db.queries.count()).toBe(2);
    });
  });

  it('writes at once what is still waiting when the page is left, in the middle of the slices', async () => {
    await inSlices(async () => {
      pagehide.dispatchEvent(new Event('pagehide'));
      await settled(() => db.queries.count(), 45);
      expect(await db.queries.count()).toBe(45);
    });
  });
});
