import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCustomer, sampleInvoice } from '../../../../domain/test/quickbooks-online-samples.js';
import {
  startFakeOnlineAccounting,
  type FakeAccounting,
} from '../../../test/fake-quickbooks-online/accounting.js';
import { syncFake, testClock } from '../../../test/fake-quickbooks-online/sync-bed.js';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.js';
import { tokenCipher } from '../connection/token-crypto.js';
import { requestOnlineSync, scheduleNextOnlineSync } from './jobs.js';

let t: TestApp;
let fake: FakeAccounting;
let admin: TestSession;
const { now, later, iso } = testClock();
const db = () => t.runtime.database.db;
const sync = (token?: string) => syncFake(t, fake, now, token);
const shown = async () =>
  (await admin.request('GET', '/api/admin/quickbooks/online')).json().connection as Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOnlineAccounting({ now });
  admin = await t.userSession({ email: 'admin@online-status.test', role: 'admin' });
  // The connection's row as connecting leaves it, sealed with the app's key: the admin page checks
  // that they open (decision 0251), though the fake's client here does not use them.
  const at = iso();
  const { quickbooksOnline, authSecret } = t.runtime.config;
  const cipher = tokenCipher({ tokenKey: quickbooksOnline.tokenKey, authSecret });
  await db()
    .insertInto('qboConnections')
    .values({
      realmId: fake.realmId,
      companyName: 'Sandbox Cigar Co',
      accessToken: cipher.seal('access', fake.realmId),
      accessTokenExpiresAt: at,
      refreshToken: cipher.seal('refresh', fake.realmId),
      refreshTokenExpiresAt: at,
      status: 'connected',
      connectedBy: admin.userId,
      connectedAt: at,
      lastSyncAt: null,
      nextSyncAt: null,
      lastError: null,
      updatedAt: at,
    })
    .execute();
  fake.put('Customer', { ...sampleCustomer, Id: '24' });
  fake.put('Invoice', sampleInvoice);
  later(10 * 60_000);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('the connection on the admin page follows the sync', () => {
  it('shows the next sync queued: a pull asked for now comes before the scheduled one', async () => {
    await scheduleNextOnlineSync(db(), now(), 5);
    expect((await shown()).nextSyncAt).toBe('2026-11-02T15:15:00.000Z');
    await requestOnlineSync(db(), fake.realmId, 'now:test', now());
    expect((await shown()).nextSyncAt).toBe(iso());
  });

  it('shows the last successful sync, and the error in words when one fails', async () => {
    expect(await sync()).toMatchObject({ status: 'synced' });
    expect(await shown()).toMatchObject({ lastSyncAt: iso(), lastError: null });
    const synced = iso();
    later(60_000);
    expect(await sync('expired')).toMatchObject({ status: 'failed' });
    expect(await shown()).toMatchObject({
      lastSyncAt: synced,
      lastError: 'QuickBooks Online refused the sync: AuthenticationFailed: Token expired',
    });
    later(60_000);
    await sync();
    expect(await shown()).toMatchObject({ lastSyncAt: iso(), lastError: null });
  });

  it('keeps the words of a connection that needs reconnecting', async () => {
    const words = 'Intuit no longer accepts this connection.';
    await db()
      .updateTable('qboConnections')
      .set({ status: 'needs-reconnecting', lastError: words })
      .execute();
    later(60_000);
    await sync('expired');
    expect(await shown()).toMatchObject({ status: 'needs-reconnecting', lastError: words });
    await db().updateTable('qboConnections').set({ status: 'connected', lastError: null }).execute();
  });
});

describe('change data capture at its cap', () => {
  it('reads an entity whole when change data capture answers 1,000 of it, as the answer may be cut short', async () => {
    later(5 * 60_000);
    for (let i = 0; i < 1000; i += 1)
      fake.put('Invoice', { ...sampleInvoice, Id: String(2000 + i), DocNumber: String(5000 + i) });
    fake.requests.length = 0;
    later(60_000);
    const outcome = await sync();
    expect(outcome).toMatchObject({ status: 'synced', full: true });
    expect(fake.requests[0]).toBe('GET cdc');
    expect(fake.requests.slice(1)).toContain('POST batch');
    const invoices = await db()
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(invoices.n)).toBe(1001);
  });
});
