import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/pg-cluster.mjs';
import {
  createFaultUsers,
  seedFaultOrderData,
  eventually,
  openStream,
  signInAs,
  spawnHumidor,
  startHumidor,
  type HumidorProcess,
} from './support/humidor-process.js';
import { expectNoAcknowledgedWriteLost, personalNote } from './support/writes.js';

type Cluster = NonNullable<Awaited<ReturnType<typeof startPostgresCluster>>>;

let cluster: Cluster;
let humidor: HumidorProcess;

beforeAll(async () => {
  const started = await startPostgresCluster();
  if (!started) throw new Error('The fault suite needs PostgreSQL server binaries (initdb, pg_ctl).');
  cluster = started;
  createFaultUsers({ DATABASE_URL: cluster.url });
  await seedFaultOrderData({ DATABASE_URL: cluster.url });
  humidor = await startHumidor({
    DATABASE_URL: cluster.url,
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
    LOG_LEVEL: 'info',
  });
});
afterAll(async () => {
  await humidor?.stop();
  cluster?.stop();
});

const refreshesIn = (frames: string) => frames.split('event: refresh').length - 1;

/** Waits until the stream was told of a drop and of the reconnection after `before` refreshes; returns the count. */
async function refreshesAfterReconnect(stream: { received(): string }, before: number): Promise<number> {
  const reconnected = await eventually(async () => refreshesIn(stream.received()) >= before + 2, 15_000);
  expect(reconnected, stream.received()).toBe(true);
  return refreshesIn(stream.received());
}

async function terminateHumidorConnections() {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const { rows } = await admin.query<{ terminated: boolean }>(
    'SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = $1',
    ['client backend'],
  );
  await admin.end();
  return rows.length;
}

describe('PostgreSQL dropping connections and going away, with real processes', () => {
  it('keeps serving, reconnects the live events and tells open pages to refetch', async () => {
    const admin = await signInAs(humidor.url, 'admin@humidor.test');
    const stream = await openStream(humidor.url, admin.cookie);

    expect(await terminateHumidorConnections()).toBeGreaterThan(0);
    expect(
      await eventually(async () => (await admin.fetch('/api/notes')).status === 200, 10_000),
      humidor.output(),
    ).toBe(true);
    expect(humidor.alive(), humidor.output()).toBe(true);

    // Told once when the listening connection dropped and once when it listened again.
    const refreshesBefore = await refreshesAfterReconnect(stream, 0);
    cluster.stopServer();
    const whileDown = await admin.fetch('/api/notes');
    expect(whileDown.status).toBe(503);
    expect((await whileDown.json()).message).toBe('The database is not answering; try again in a moment.');
    expect(humidor.alive(), humidor.output()).toBe(true);

    cluster.startServer();
    expect(
      await eventually(async () => (await admin.fetch('/api/notes')).status === 200, 15_000),
      humidor.output(),
    ).toBe(true);
    // The listening connection is back: the page that stayed open was told to refetch, and hears new changes.
    await refreshesAfterReconnect(stream, refreshesBefore);
    const created = await admin.fetch('/api/notes', {
      method: 'POST',
      body: personalNote('After the outage'),
    });
    expect(created.status).toBe(201);
    const noteId = ((await created.json()) as { note: { id: string } }).note.id;
    const logged = () =>
      humidor
        .output()
        .split('\n')
        .filter((line) => /Live events|database/i.test(line))
        .join('\n');
    expect(
      await eventually(async () => stream.received().includes(noteId), 10_000),
      stream.received() + logged(),
    ).toBe(true);
    stream.close();
  });

  it('loses no acknowledged write when the server is killed with -9 mid-write (notes and orders)', async () => {
    const port = Number(new URL(humidor.url).port);
    humidor = await expectNoAcknowledgedWriteLost(humidor, () =>
      startHumidor({ DATABASE_URL: cluster.url }, port),
    );
  });

  it('started while PostgreSQL is down, waits with a log line and serves once it is back', async () => {
    await humidor.stop();
    cluster.stopServer();
    humidor = await spawnHumidor(
      { DATABASE_URL: cluster.url, LOG_LEVEL: 'info' },
      Number(new URL(humidor.url).port),
    );
    expect(
      await eventually(async () => humidor.output().includes('Waiting for the PostgreSQL database'), 15_000),
      humidor.output(),
    ).toBe(true);
    expect(humidor.alive()).toBe(true);
    cluster.startServer();
    await humidor.untilHealthy();
    expect((await (await signInAs(humidor.url, 'admin@humidor.test')).fetch('/api/notes')).status).toBe(200);
  });
});
