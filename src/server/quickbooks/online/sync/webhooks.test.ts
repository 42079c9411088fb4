import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCustomer,
  sampleInvoice,
  sampleItem,
} from '../../../../domain/test/quickbooks-online-samples.js';
import { createBackgroundJobs } from '../../../jobs/background.js';
import { testClock } from '../../../shared/jobs/clock.js';
import {
  fixedTokenHttp,
  signWebhook,
  startFakeOnlineAccounting,
  webhookOf,
  type FakeAccounting,
} from '../../../test/fake-quickbooks-online/accounting.js';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.js';
import type { OnlineCompanies } from './companies.js';
import { onlinePullKind, onlineSyncTickKind, scheduleNextOnlineSync } from './jobs.js';
import { isSignedByIntuit } from './webhook.js';

const verifier = 'a0d0b9a1-verifier-token-from-the-portal';
let t: TestApp;
let fake: FakeAccounting;
let admin: TestSession;
let rep: TestSession;
let jobs: ReturnType<typeof createBackgroundJobs>;
const clock = testClock();

const db = () => t.runtime.database.db;
const postWebhook = (message: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/quickbooks/online/webhooks', ...message });
const pullJobs = () =>
  db().selectFrom('jobs').select(['key', 'status']).where('kind', '=', onlinePullKind).execute();

/** Runs the due jobs, then waits for the syncs they started (the runner does not wait for them). */
async function runJobs(): Promise<number> {
  const ran = await jobs.runner.runOnce();
  await jobs.onlineSync.idle();
  return ran;
}

beforeAll(async () => {
  fake = await startFakeOnlineAccounting();
  const companies: OnlineCompanies = {
    connected: () => Promise.resolve([fake.realmId]),
    http: () => fixedTokenHttp(fake),
  };
  t = await createTestApp({
    config: { quickbooksOnlineSync: { webhookVerifier: verifier, everyMinutes: 5 } },
    onlineCompanies: companies,
  });
  jobs = createBackgroundJobs({ ...t.runtime, clock, onlineCompanies: companies });
  admin = await t.userSession({ email: 'admin@online-hooks.test', role: 'admin' });
  rep = await t.userSession({ email: 'rep@online-hooks.test', role: 'rep', states: ['CA'] });
  fake.put('Customer', { ...sampleCustomer, Id: '24', DisplayName: 'Sonnenschein Family Store' });
  fake.put('Item', sampleItem);
});
afterAll(async () => {
  await jobs.close();
  await t.close();
  await fake.close();
});

describe('Sync now', () => {
  it('is for admins, and queues a first sync the job runner starts', async () => {
    expect((await rep.request('POST', '/api/admin/quickbooks/online/sync')).statusCode).toBe(403);
    const asked = await admin.request('POST', '/api/admin/quickbooks/online/sync');
    expect(asked.json()).toEqual({ requested: [fake.realmId] });
    expect(fake.requests).toEqual([]);
    expect(await runJobs()).toBe(1);
    expect(fake.requests[0]).toBe('POST batch');
    const status = (await admin.request('GET', '/api/admin/quickbooks/online/sync')).json();
    expect(status.companies).toEqual([
      expect.objectContaining({
        realmId: fake.realmId,
        lastSyncAt: expect.any(String),
        lastFullSyncAt: expect.any(String),
        syncing: false,
        lastError: null,
        pulledCounts: expect.objectContaining({ Customer: 1, Item: 1 }),
      }),
    ]);
  });
});

describe('POST /api/quickbooks/online/webhooks', () => {
  it('refuses a body whose intuit-signature is not the verifier’s, and does nothing', async () => {
    const good = webhookOf(fake.realmId, [{ name: 'Invoice', id: '130', operation: 'Create' }], verifier);
    const forged = webhookOf(
      fake.realmId,
      [{ name: 'Invoice', id: '130', operation: 'Create' }],
      'someone else',
    );
    const tampered = { ...good, payload: good.payload.replace('Create', 'Delete') };
    const unsigned = { payload: good.payload, headers: { 'content-type': 'application/json' } };
    for (const message of [forged, tampered, unsigned]) {
      const response = await postWebhook(message);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await pullJobs()).toHaveLength(1);
    expect(isSignedByIntuit(Buffer.from(good.payload), good.headers['intuit-signature'], null)).toBe(false);
  });

  it('answers before pulling, then pulls the changes through change data capture in a job', async () => {
    fake.put('Invoice', sampleInvoice);
    fake.requests.length = 0;
    const message = webhookOf(fake.realmId, [{ name: 'Invoice', id: '130', operation: 'Create' }], verifier);
    const response = await postWebhook(message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companies: 1 });
    expect(fake.requests).toEqual([]);
    expect(await runJobs()).toBe(1);
    expect(fake.requests).toEqual(['GET cdc']);
    const invoice = await db()
      .selectFrom('invoices')
      .select(['refNumber', 'customerListId'])
      .where('txnId', '=', 'QBO-130')
      .executeTakeFirst();
    expect(invoice).toEqual({ refNumber: '1037', customerListId: 'QBO-24' });
    // Intuit delivering the same notification again queues nothing more.
    expect((await postWebhook(message)).statusCode).toBe(200);
    expect(await runJobs()).toBe(0);
  });

  it('reads the CloudEvents form under its own media type', async () => {
    const payload = JSON.stringify([
      {
        specversion: '1.0',
        id: 'e-1',
        type: 'qbo.customer.updated.v1',
        intuitaccountid: fake.realmId,
        intuitentityid: '24',
      },
    ]);
    const response = await postWebhook({
      payload,
      headers: {
        'content-type': 'application/cloudevents-batch+json',
        'intuit-signature': signWebhook(payload, verifier),
      },
    });
    expect(response.json()).toEqual({ companies: 1 });
    expect(await runJobs()).toBe(1);
  });

  it('queues a pull for the connected company only, however many others a notification names', async () => {
    const change = (realmId: string, name: string) => ({
      realmId,
      dataChangeEvent: { entities: [{ name, id: '1', operation: 'Update' }] },
    });
    const payload = JSON.stringify({
      eventNotifications: [
        ...Array.from({ length: 500 }, (_, i) =>
          change(`4620816365${String(i).padStart(6, '0')}`, 'Invoice'),
        ),
        change(fake.realmId, 'Customer'),
      ],
    });
    const before = (await pullJobs()).length;
    const response = await postWebhook({
      payload,
      headers: { 'content-type': 'application/json', 'intuit-signature': signWebhook(payload, verifier) },
    });
    expect(response.json()).toEqual({ companies: 1 });
    const queued = await db()
      .selectFrom('jobs')
      .select('subject')
      .where('kind', '=', onlinePullKind)
      .where('status', '=', 'pending')
      .execute();
    expect(queued).toEqual([{ subject: fake.realmId }]);
    expect(await pullJobs()).toHaveLength(before + 1);
    expect(await runJobs()).toBe(1);
  });

  it('accepts a signed notification about entities the mirror does not keep, pulling nothing', async () => {
    const payload = JSON.stringify({
      eventNotifications: [
        { realmId: fake.realmId, dataChangeEvent: { entities: [{ name: 'Bill', id: '1' }] } },
      ],
    });
    const response = await postWebhook({
      payload,
      headers: { 'content-type': 'application/json', 'intuit-signature': signWebhook(payload, verifier) },
    });
    expect(response.json()).toEqual({ companies: 0 });
  });
});

describe('the schedule', () => {
  it('runs change data capture every 5 minutes, each run queueing the next', async () => {
    await scheduleNextOnlineSync(db(), clock.now(), 5);
    fake.put('Customer', { ...sampleCustomer, Id: '25', FullyQualifiedName: 'Birds of Bayshore' });
    fake.requests.length = 0;
    expect(await runJobs()).toBe(0);
    clock.advance(5 * 60_000);
    expect(await runJobs()).toBe(1);
    expect(fake.requests).toEqual(['GET cdc']);
    const ticks = await db()
      .selectFrom('jobs')
      .select(['status', 'runAt'])
      .where('kind', '=', onlineSyncTickKind)
      .orderBy('runAt')
      .execute();
    expect(ticks.map((tick) => tick.status)).toEqual(['done', 'pending']);
    const [done, next] = ticks.map((tick) => Date.parse(tick.runAt));
    expect((next ?? 0) - (done ?? 0)).toBe(5 * 60_000);
    const added = await db()
      .selectFrom('customers')
      .select('fullName')
      .where('listId', '=', 'QBO-25')
      .executeTakeFirst();
    expect(added?.fullName).toBe('Birds of Bayshore');
  });

  it('forgets its done jobs after a week', async () => {
    const doneBefore = await db()
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'done')
      .where('kind', 'in', [onlineSyncTickKind, onlinePullKind])
      .execute();
    expect(doneBefore.length).toBeGreaterThan(1);
    clock.advance(8 * 24 * 60 * 60_000);
    expect(await runJobs()).toBe(1);
    const left = await db()
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('kind', 'in', [onlineSyncTickKind, onlinePullKind])
      .execute();
    expect(left.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { kind: onlineSyncTickKind, status: 'done' },
      { kind: onlineSyncTickKind, status: 'pending' },
    ]);
  });
});
