import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredQueries } from './bundles';
import { persistQueries } from './cache';
import { bundleOf, OfflineDb } from './db';

let userId: string;
let db: OfflineDb;
let client: QueryClient;
const pagehide = new EventTarget();

beforeEach(async () => {
  vi.stubGlobal('window', pagehide);
  userId = `user-${crypto.randomUUID()}`;
  db = new OfflineDb(userId);
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
function answer(count: number, name = 'kept') {
  for (let index = 0; index < count; index++) {
    client.setQueryData(['customers', `C-${index}`], { customer: { listId: `C-${index}`, name } });
  }
}

/** How many answers the device keeps, counting every copy. */
const kept = async () => (await db.contents.toArray()).reduce((sum, row) => sum + row.answers.length, 0);

describe('persistQueries', () => {
  it('keeps every answer on the device, slice after slice', async () => {
    const persister = persistQueries(client, db, () => undefined);
    answer(45);
    await vi.waitFor(async () => expect(await kept()).toBe(45), { timeout: 3000 });
    persister.stop();
  });

  it('keeps a hundred answers to a row, the last row once the answers stop coming', async () => {
    const persister = persistQueries(client, db, () => undefined);
    answer(250);
    await persister.written();
    expect(await db.bundles.count()).toBe(3);
    expect((await db.contents.toArray()).map((row) => row.answers.length).sort()).toEqual([100, 100, 50]);
    persister.stop();
  });

  it('reads the newest copy of an answer kept again, and deletes the rows left without one', async () => {
    const persister = persistQueries(client, db, () => undefined);
    answer(150, 'first');
    await persister.written();
    client.setQueryData(['customers', 'C-7'], { customer: { listId: 'C-7', name: 'changed' } });
    await persister.written();
    answer(100, 'refreshed');
    await persister.written();
    const read = await readStoredQueries(db);
    const names = new Map(
      read.map((query) => [
        query.queryKey[1],
        (query.state.data as { customer: { name: string } }).customer.name,
      ]),
    );
    expect(read).toHaveLength(150);
    expect(names.get('C-7')).toBe('refreshed');
    expect(names.get('C-120')).toBe('first');
    // the first row of 100 holds no newest copy any more, nor does the row of C-7's change
    expect(await db.bundles.count()).toBe(2);
    persister.stop();
  });

  it('deletes, at its start, the rows an earlier start left without a newest copy', async () => {
    const earlier = persistQueries(client, db, () => undefined);
    answer(100, 'first');
    await earlier.written();
    earlier.stop();
    // another tab kept them again meanwhile: this tab's writer did not see it
    const other = new OfflineDb(userId);
    const again = await readStoredQueries(db);
    const { bundle, contents } = bundleOf(
      again.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt + 1 },
      })),
    );
    await other.transaction('rw', other.bundles, other.contents, () =>
      Promise.all([other.bundles.put(bundle), other.contents.put(contents)]),
    );
    other.close();
    expect(await db.bundles.count()).toBe(2);
    const later = persistQueries(new QueryClient(), db, () => undefined);
    await later.written();
    expect((await db.bundles.toArray()).map((row) => row.id)).toEqual([bundle.id]);
    later.stop();
  });

  it('tells when every answer given so far is on the device, answers arriving meanwhile included', async () => {
    const persister = persistQueries(client, db, () => undefined);
    answer(25);
    const first = persister.written();
    client.setQueryData(['customers', 'late'], { customer: { listId: 'late' } });
    await first;
    expect(await kept()).toBe(26);
    answer(30, 'again');
    await persister.written();
    expect(await readStoredQueries(db)).toHaveLength(31);
    persister.stop();
  });

  /**
   * Runs `steps` with timers standing still (only the first slice goes) and a clock that finds 5 ms
   * more at each look: a slice of 8 ms ends after its second row of 100.
   */
  async function inSlices(steps: () => Promise<void>) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    try {
      const persister = persistQueries(client, db, () => undefined);
      answer(350);
      await settled(kept, 200);
      await steps();
      persister.stop();
    } finally {
      now.mockRestore();
      vi.useRealTimers();
    }
  }

  it('writes in slices of main-thread time, each row timed as it is put', async () => {
    await inSlices(async () => {
      expect(await kept()).toBe(200);
    });
  });

  it('writes at once what is still waiting when the page is left, in the middle of the slices', async () => {
    await inSlices(async () => {
      pagehide.dispatchEvent(new Event('pagehide'));
      await settled(kept, 350);
      expect(await kept()).toBe(350);
    });
  });
});
