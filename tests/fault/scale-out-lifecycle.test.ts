// Two Humidor processes on one PostgreSQL, started and stopped as a deploy does: both at once on an
// empty database, and one stopped with SIGTERM while clients keep working through both.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/server/db/migrations/index.js';
import { orderBody } from '../../src/server/test/order-fixtures.js';
import { eventually, signInAs, startHumidor, type HumidorProcess } from './support/humidor-process.js';
import { scaleUsers, startScaleCluster, type ScaleCluster } from './support/scale-cluster.js';
import { followStream, type StreamFollower } from './support/following-stream.js';
import { personalNote } from './support/writes.js';

let cluster: ScaleCluster;
const started: HumidorProcess[] = [];

beforeAll(async () => {
  cluster = await startScaleCluster({ orders: true });
});
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await cluster?.close();
});

async function query<Row extends pg.QueryResultRow>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('two instances started at once on an empty database', () => {
  it('migrate it once and both become ready', async () => {
    await query(cluster.env.DATABASE_URL!, 'CREATE DATABASE fresh');
    const url = cluster.env.DATABASE_URL!.replace(/\/postgres$/, '/fresh');
    const pair = await Promise.all([
      startHumidor({ DATABASE_URL: url }),
      startHumidor({ DATABASE_URL: url }),
    ]);
    started.push(...pair);
    for (const server of pair) {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status, server.output()).toBe(200);
    }
    const applied = await query<{ name: string; times: string }>(
      url,
      'SELECT name, count(*) AS times FROM kysely_migration GROUP BY name ORDER BY name',
    );
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(applied.filter((row) => Number(row.times) !== 1)).toEqual([]);
    await Promise.all(pair.map((server) => server.stop()));
    started.length = 0;
  });
});

/** What a client was told was saved: the body it sent (with its client ID) and the ids it got back. */
interface Acknowledged {
  path: '/api/notes' | '/api/orders';
  key: string;
  body: Record<string, unknown>;
  ids: string[];
  by: string;
}

/** The load's notes and orders in the database are exactly the acknowledged ones, each once. */
async function expectSavedOnce(acknowledged: Acknowledged[]): Promise<void> {
  const url = cluster.env.DATABASE_URL!;
  const notes = await query<{ key: string; times: string }>(
    url,
    "SELECT subject AS key, count(*) AS times FROM notes WHERE subject LIKE 'Load %' GROUP BY subject",
  );
  const orders = await query<{ key: string; times: string }>(
    url,
    "SELECT instructions AS key, count(*) AS times FROM orders WHERE instructions LIKE 'Load %' GROUP BY instructions",
  );
  const keysOf = (path: Acknowledged['path']) =>
    acknowledged
      .filter((a) => a.path === path)
      .map((a) => a.key)
      .sort();
  expect(notes.map((row) => row.key).sort()).toEqual(keysOf('/api/notes'));
  expect(orders.map((row) => row.key).sort()).toEqual(keysOf('/api/orders'));
  expect([...notes, ...orders].filter((row) => Number(row.times) !== 1)).toEqual([]);
}

describe('one of two instances stopped with SIGTERM under a steady mixed load', () => {
  it('loses no acknowledged write, its live streams reach the other within 2 s, and retried writes are saved once', async () => {
    const [one, two] = await Promise.all([startHumidor(cluster.env), startHumidor(cluster.env)]);
    started.push(one!, two!);
    const servers = [one!, two!];
    const { cookie } = await signInAs(one!.url, scaleUsers.rep.email);

    /** A client behind a load balancer: a request that finds no server, or one stopping, goes to the other. */
    let retried = 0;
    async function send(path: string, init: { method?: string; body?: unknown }, first: number) {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const server = servers[(first + attempt) % 2]!;
        const response = await fetch(`${server.url}${path}`, {
          method: init.method ?? 'GET',
          headers: { cookie, origin: server.url, 'content-type': 'application/json' },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        if (response && response.status !== 503) return { response, by: server.url };
        retried += 1;
      }
      throw new Error(`${init.method ?? 'GET'} ${path}: no instance answered`);
    }

    const acknowledged: Acknowledged[] = [];
    const refused: string[] = [];
    let working = true;
    const lane = async (lane: number) => {
      for (let n = 0; working; n += 1) {
        const key = `Load ${lane}.${n}`;
        const clientId = crypto.randomUUID();
        const step = n % 4;
        const write =
          step === 0
            ? { path: '/api/notes' as const, body: { ...personalNote(key), clientId } }
            : step === 2
              ? { path: '/api/orders' as const, body: { ...orderBody({ instructions: key }), clientId } }
              : null;
        const sent = write
          ? await send(write.path, { method: 'POST', body: write.body }, lane + n)
          : await send(step === 1 ? '/api/notes' : '/api/orders', {}, lane + n);
        const { response, by } = sent;
        if (!response.ok) refused.push(`${key}: ${response.status} ${await response.text()}`);
        else if (write) {
          const answer = (await response.json()) as { note?: { id: string }; ids?: string[] };
          acknowledged.push({ ...write, key, ids: answer.ids ?? [answer.note!.id], by });
        } else await response.arrayBuffer();
      }
    };
    const lanes = Array.from({ length: 8 }, (_, n) => lane(n));
    const streams: StreamFollower[] = [];
    for (let n = 0; n < 3; n += 1) streams.push(await followStream(one!.url, two!.url, cookie));

    const enough = (count: number) => eventually(async () => acknowledged.length >= count, 30_000);
    expect(await enough(40), refused.join('\n')).toBe(true);
    const ackedBeforeStop = acknowledged.length;
    await one!.stop();
    expect(await enough(ackedBeforeStop + 40), refused.join('\n')).toBe(true);
    working = false;
    await Promise.all(lanes);
    expect(refused).toEqual([]);

    // Every stream the stopped instance ended was open again on the other within 2 s (the server's
    // retry hint is 1 s), and hears a change made after it.
    expect(
      await eventually(async () => streams.every((s) => s.reconnectedAfterMs() < Infinity), 10_000),
    ).toBe(true);
    for (const stream of streams) expect(stream.reconnectedAfterMs(), stream.received()).toBeLessThan(2_000);
    const writer = await signInAs(two!.url, scaleUsers.rep.email);
    const after = await writer.fetch('/api/notes', { method: 'POST', body: personalNote('After the stop') });
    const afterId = ((await after.json()) as { note: { id: string } }).note.id;
    for (const stream of streams)
      expect(await eventually(async () => stream.received().includes(afterId), 10_000)).toBe(true);
    for (const stream of streams) stream.close();

    // Every acknowledged write is there, once; nothing unacknowledged was saved.
    await expectSavedOnce(acknowledged);
    for (const { path, ids, key } of acknowledged.slice(-10)) {
      const read = await writer.fetch(`${path}/${ids[0]}`);
      expect(read.status, key).toBe(200);
    }

    // A client that never saw the stopped instance's answer sends the same write to the other: it
    // gets the first answer, and nothing is saved twice.
    const fromStopped = acknowledged.filter((a) => a.by === one!.url).slice(-6);
    expect(fromStopped.length).toBeGreaterThan(0);
    for (const write of fromStopped) {
      const again = await writer.fetch(write.path, { method: 'POST', body: write.body });
      expect(again.ok, write.key).toBe(true);
      const answer = (await again.json()) as { note?: { id: string }; ids?: string[] };
      expect(answer.ids ?? [answer.note!.id]).toEqual(write.ids);
    }
    await expectSavedOnce(acknowledged);
    console.info(
      `SIGTERM under load: ${acknowledged.length} writes acknowledged, ${retried} requests sent again, reconnects after ${streams.map((s) => Math.round(s.reconnectedAfterMs())).join(', ')} ms`,
    );
  });
});
