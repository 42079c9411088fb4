import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetOldAnswers, readStoredQueries } from './bundles';
import { bundleOf, offlineDbName, OfflineDb, type KeptQuery } from './db';
import { keepReadMs } from './last-user';

const dayMs = 24 * 60 * 60 * 1000;
const opened: Dexie[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

/** The answer `data` under `key`, as the server gave it at `at`. */
function answerAt(key: string, data: unknown, at: number): KeptQuery {
  const client = new QueryClient();
  client.setQueryData([key], data, { updatedAt: at });
  const [query] = dehydrate(client).queries;
  return query!;
}

const fresh = () => {
  const db = new OfflineDb(`u-${crypto.randomUUID()}`);
  opened.push(db);
  return db;
};

async function keep(db: OfflineDb, queries: KeptQuery[]) {
  const { bundle, contents } = bundleOf(queries);
  await db.transaction('rw', db.bundles, db.contents, () =>
    Promise.all([db.bundles.put(bundle), db.contents.put(contents)]),
  );
  return bundle.id;
}

describe('the answers this device keeps', () => {
  it('are read newest copy first, whichever row holds it, and a tie goes to the later row', async () => {
    const db = fresh();
    const now = Date.now();
    await keep(db, [answerAt('a', 'a, later', now - 1000), answerAt('b', 'b, first', now - 5000)]);
    await keep(db, [answerAt('a', 'a, older', now - 2000), answerAt('b', 'b, again', now - 5000)]);
    const read = new Map(
      (await readStoredQueries(db, now)).map((query) => [query.queryHash, query.state.data]),
    );
    expect(read).toEqual(
      new Map([
        ['["a"]', 'a, later'],
        ['["b"]', 'b, again'],
      ]),
    );
  });

  it('leave out an answer the server has not confirmed for 14 days; reading deletes nothing', async () => {
    const db = fresh();
    const now = Date.now();
    const old = await keep(db, [answerAt('old', 'old', now - keepReadMs - dayMs)]);
    await keep(db, [
      answerAt('stale', 'stale', now - keepReadMs - dayMs),
      answerAt('new', 'new', now - dayMs),
    ]);
    const read = await readStoredQueries(db, now);
    expect(read.map((query) => query.state.data)).toEqual(['new']);
    expect(await db.bundles.count()).toBe(2);

    // the persister's clean-up: a row of only such answers goes, with its contents
    await forgetOldAnswers(db, now);
    expect(await db.bundles.get(old)).toBeUndefined();
    expect(await db.contents.get(old)).toBeUndefined();
    expect(await db.bundles.count()).toBe(1);
  });

  it('are still read on a device that kept them one to a row (version 1)', async () => {
    const userId = `u-${crypto.randomUUID()}`;
    const before = new Dexie(offlineDbName(userId));
    before.version(1).stores({ outbox: '++seq, &id, status', queries: 'hash, updatedAt', meta: 'key' });
    const now = Date.now();
    const queries = Array.from({ length: 150 }, (_, index) => answerAt(`k${index}`, index, now - index));
    await before
      .table('queries')
      .bulkPut(
        queries.map((query) => ({ hash: query.queryHash, query, updatedAt: query.state.dataUpdatedAt })),
      );
    await before.table('meta').put({ key: 'lastReachedAt', value: now });
    before.close();

    const db = new OfflineDb(userId);
    opened.push(db);
    expect(await readStoredQueries(db, now)).toHaveLength(150);
    expect(await db.bundles.count()).toBe(2);
    expect(db.tables.map((table) => table.name)).not.toContain('queries');
    expect((await db.meta.get('lastReachedAt'))?.value).toBe(now);
  });
});
