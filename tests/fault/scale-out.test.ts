// Several Humidor processes on one PostgreSQL and one S3-compatible store (s3rver, a real server),
// as docs/deploy.md lays them out: what one process does, the other sees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/pg-cluster.mjs';
import { demoPassword } from '../../src/server/bootstrap/demo-users.js';
import { loadConfig } from '../../src/server/config.js';
import { openRuntime } from '../../src/server/runtime.js';
import { createUser } from '../../src/server/users/commands.js';
import {
  eventually,
  openStream,
  signInAs,
  startHumidor,
  type HumidorProcess,
} from './support/humidor-process.js';

type Cluster = NonNullable<Awaited<ReturnType<typeof startPostgresCluster>>>;

const email = 'scale@humidor.test';
const s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-scale-s3-'));
let cluster: Cluster;
let s3: S3rver;
let one: HumidorProcess;
let two: HumidorProcess;

beforeAll(async () => {
  const started = await startPostgresCluster();
  if (!started) throw new Error('The scale-out suite needs PostgreSQL server binaries (initdb, pg_ctl).');
  cluster = started;
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: 'humidor-files' }],
  });
  const { port: s3Port } = await s3.run();

  const runtime = await openRuntime(loadConfig({ NODE_ENV: 'test', DATABASE_URL: cluster.url }));
  await createUser(runtime.database.db, runtime.auth, {
    email,
    firstName: 'Scale',
    lastName: 'Out',
    role: 'admin',
    password: demoPassword,
  });
  await runtime.close();

  const shared = {
    DATABASE_URL: cluster.url,
    DEMO_DATA: 'off',
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'humidor-files',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  [one, two] = await Promise.all([startHumidor(shared), startHumidor(shared)]);
});
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await s3?.close();
  cluster?.stop();
  fs.rmSync(s3Directory, { recursive: true, force: true });
});

/** The same signed-in browser session, sent to another instance (as a load balancer would). */
function sessionOn(server: HumidorProcess, cookie: string) {
  return (url: string, init: RequestInit = {}) =>
    fetch(`${server.url}${url}`, { ...init, headers: { cookie, origin: server.url, ...init.headers } });
}

describe('two Humidor processes on one PostgreSQL and one S3 store', () => {
  it('share sessions, live changes and stored files', async () => {
    const { cookie } = await signInAs(one.url, email);
    const onOne = sessionOn(one, cookie);
    const onTwo = sessionOn(two, cookie);
    expect((await onTwo('/api/me')).status).toBe(200);

    const stream = await openStream(two.url, cookie);
    const created = await onOne('/api/notes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        noteClass: 'Personal-Note',
        customerListId: null,
        subject: 'Made on one',
        text: 'Seen live on two.',
        tags: ['Personal-Note'],
        damagedItems: [],
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const noteId = ((await created.json()) as { note: { id: string } }).note.id;
    expect(await eventually(async () => stream.received().includes(noteId), 10_000), stream.received()).toBe(
      true,
    );
    stream.close();

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'price-list.pdf');
    const uploaded = await onOne(`/api/attachments?ownerType=note&ownerId=${noteId}`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const listed = (await (await onTwo(`/api/attachments?ownerType=note&ownerId=${noteId}`)).json()) as {
      attachments: { downloadUrl: string }[];
    };
    const downloadUrl = listed.attachments[0]?.downloadUrl ?? '';
    const download = await onTwo(downloadUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });

  it("share a user's API rate limit: a request on one counts on the other", async () => {
    const { cookie } = await signInAs(one.url, email);
    const remaining = async (server: HumidorProcess) =>
      Number((await sessionOn(server, cookie)('/api/me')).headers.get('x-ratelimit-remaining'));
    const first = await remaining(one);
    expect(await remaining(two)).toBe(first - 1);
    expect(await remaining(one)).toBe(first - 2);
  });

  it('share sign-in throttling: failures on one lock the account on the other', async () => {
    const tryWrongPassword = (server: HumidorProcess) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await tryWrongPassword(one)).status).toBe(401);
    const onTwo = await tryWrongPassword(two);
    expect(onTwo.status).toBe(429);
    expect(((await onTwo.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
  });
});
