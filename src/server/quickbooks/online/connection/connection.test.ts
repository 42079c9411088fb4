import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Runtime } from '../../../runtime/runtime.js';
import { openRuntime } from '../../../runtime/runtime.js';
import { createTestApp, testDialect, type TestApp, type TestSession } from '../../../test/harness.js';
import {
  connectThroughFake,
  followCallback,
  startFakeQbo,
  type FakeQbo,
} from '../../../test/fake-qbo/index.js';
import { expireAccessTokens, revokeRefreshTokens } from '../../../test/fake-qbo/oauth.js';
import { OnlineApiError } from '../http.js';
import { onlineConnection, type OnlineConnectionService } from './service.js';
import { NeedsReconnectingError, onlineTokens } from './tokens.js';

let fake: FakeQbo;
let t: TestApp;
let admin: TestSession;
let otherAdmin: TestSession;
let rep: TestSession;
let online: OnlineConnectionService;
const realmId = '9130350000000001';

const config = () => ({ ...t.runtime.config, quickbooksOnline: fake.config });
const deps = () => ({ database: t.runtime.database, bus: t.runtime.bus, config: config() });

beforeAll(async () => {
  fake = await startFakeQbo();
  t = await createTestApp({
    config: { publicUrl: 'https://crm.example.test', quickbooksOnline: fake.config },
  });
  admin = await t.userSession({ email: 'admin@qbo.test', role: 'admin' });
  otherAdmin = await t.userSession({ email: 'admin2@qbo.test', role: 'admin' });
  rep = await t.userSession({ email: 'rep@qbo.test', role: 'rep', states: ['FL'] });
  online = onlineConnection(deps());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const row = () =>
  t.runtime.database.db
    .selectFrom('qboConnections')
    .selectAll()
    .where('realmId', '=', realmId)
    .executeTakeFirstOrThrow();
const refreshes = () => fake.oauth.tokenRequests.filter((r) => r.grant === 'refresh_token');
const status = async () => (await admin.request('GET', '/api/admin/quickbooks/online')).json();

/** A fresh connection before each test: the one before may have been refused or rotated. */
beforeEach(async () => {
  fake.oauth.tokenRequests.length = 0;
  fake.oauth.apiRequests.length = 0;
  fake.oauth.throttle.count = 0;
  fake.oauth.refreshDelayMs = 0;
  expect((await connectThroughFake(admin)).outcome).toBe('connected');
});

describe('connecting QuickBooks Online', () => {
  it("sends the admin to Intuit with the accounting scope, this app's callback and a state", async () => {
    const start = await admin.request('GET', '/api/quickbooks-online/connect');
    expect(start.statusCode).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(fake.config.authUrl);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      client_id: fake.oauth.clientId,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: 'https://crm.example.test/api/quickbooks-online/callback',
      state: expect.stringMatching(/^[\w-]{40,}$/),
    });
  });

  it('stores the tokens encrypted and shows the company by name, never a token', async () => {
    const stored = await row();
    const issued = [...fake.oauth.accessTokens.keys()].at(-1) as string;
    expect(stored.accessToken).toMatch(/^v1:/);
    expect(stored.accessToken).not.toContain(issued);
    expect(stored.refreshToken).toMatch(/^v1:/);
    expect(online.tokens.cipher.open(stored.accessToken, realmId)).toBe(issued);
    expect(stored.status).toBe('connected');
    expect(await online.connected()).toEqual([realmId]);
    const shown = await admin.request('GET', '/api/admin/quickbooks/online');
    expect(shown.json()).toEqual({
      configured: true,
      environment: 'sandbox',
      connection: expect.objectContaining({ realmId, companyName: 'Sandbox Cigar Co', status: 'connected' }),
    });
    expect(shown.body).not.toContain(issued);
    expect(shown.body).not.toContain('v1:');
  });

  it('refuses a replayed callback, a state of another session and a made-up one, without asking Intuit', async () => {
    fake.oauth.tokenRequests.length = 0;
    const { callback } = await connectThroughFake(admin);
    expect(await followCallback(admin, callback)).toBe('state-refused');
    const start = await admin.request('GET', '/api/quickbooks-online/connect');
    const intuit = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(intuit.headers.get('location')));
    expect(await followCallback(otherAdmin, `${back.pathname}${back.search}`)).toBe('state-refused');
    // The other session's try used the state up: the right session cannot bring it back after it.
    expect(await followCallback(admin, `${back.pathname}${back.search}`)).toBe('state-refused');
    back.searchParams.set('state', 'made-up-state');
    expect(await followCallback(admin, `${back.pathname}${back.search}`)).toBe('state-refused');
    expect(fake.oauth.tokenRequests.filter((r) => r.grant === 'authorization_code')).toHaveLength(1);
  });

  it('says so when the admin cancels on Intuit’s page', async () => {
    const start = await admin.request('GET', '/api/quickbooks-online/connect');
    const state = new URL(String(start.headers.location)).searchParams.get('state') as string;
    const cancelled = `/api/quickbooks-online/callback?error=access_denied&state=${state}`;
    expect(await followCallback(admin, cancelled)).toBe('denied');
  });

  it('is for admins only, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/quickbooks-online/connect'],
      ['GET', '/api/quickbooks-online/callback?code=x&state=y&realmId=1'],
      ['GET', '/api/admin/quickbooks/online'],
      ['DELETE', '/api/admin/quickbooks/online'],
    ] as const) {
      expect((await rep.request(method, url)).statusCode, url).toBe(403);
    }
    expect((await status()).connection.status).toBe('connected');
  });

  it('disconnects: Intuit is told, the tokens are gone and the page offers to connect', async () => {
    const refreshToken = online.tokens.cipher.open((await row()).refreshToken, realmId);
    expect((await admin.request('DELETE', '/api/admin/quickbooks/online')).statusCode).toBe(204);
    expect(fake.oauth.refreshTokens.get(refreshToken)?.valid).toBe(false);
    expect((await status()).connection).toBeNull();
    await expect(online.http(realmId).get(`companyinfo/${realmId}`)).rejects.toBeInstanceOf(
      NeedsReconnectingError,
    );
    expect((await admin.request('DELETE', '/api/admin/quickbooks/online')).statusCode).toBe(404);
  });
});

describe('the company client', () => {
  const companyInfo = () => online.http(realmId).get(`companyinfo/${realmId}`);

  it('refreshes an expired token before the request, and keeps the rotated refresh token', async () => {
    const before = online.tokens.cipher.open((await row()).refreshToken, realmId);
    await t.runtime.database.db
      .updateTable('qboConnections')
      .set({ accessTokenExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expireAccessTokens(fake.oauth);
    fake.oauth.apiRequests.length = 0;
    expect(await companyInfo()).toEqual(expect.objectContaining({ CompanyInfo: expect.anything() }));
    expect(fake.oauth.apiRequests).toHaveLength(1);
    expect(refreshes()).toEqual([{ grant: 'refresh_token', ok: true }]);
    const after = online.tokens.cipher.open((await row()).refreshToken, realmId);
    expect(after).not.toBe(before);
    expect(fake.oauth.refreshTokens.get(after)?.valid).toBe(true);
    expect(fake.oauth.refreshTokens.get(before)?.valid).toBe(false);
  });

  it('refreshes once and sends the request again when QuickBooks answers 401 during use', async () => {
    expireAccessTokens(fake.oauth);
    fake.oauth.apiRequests.length = 0;
    expect(await companyInfo()).toEqual(expect.objectContaining({ CompanyInfo: expect.anything() }));
    expect(fake.oauth.apiRequests).toHaveLength(2);
    expect(refreshes()).toHaveLength(1);
  });

  it('refreshes once when two callers find the token expired together', async () => {
    expireAccessTokens(fake.oauth);
    fake.oauth.refreshDelayMs = 200;
    const tokens = onlineTokens(deps());
    const stale = online.tokens.cipher.open((await row()).accessToken, realmId);
    const [a, b] = await Promise.all([
      tokens.accessToken(realmId, stale),
      tokens.accessToken(realmId, stale),
    ]);
    expect(a).toBe(b);
    expect(refreshes()).toEqual([{ grant: 'refresh_token', ok: true }]);
    expect((await row()).status).toBe('connected');
  });

  it('waits the Retry-After of a 429, then answers', async () => {
    const slept: number[] = [];
    const clock = { now: () => Date.now(), sleep: async (ms: number) => void slept.push(ms) };
    fake.oauth.throttle = { count: 2, retryAfterSeconds: 7 };
    expect(await online.http(realmId, { clock }).get(`companyinfo/${realmId}`)).toHaveProperty('CompanyInfo');
    expect(slept).toEqual([7000, 7000]);
  });

  it("gives up with QuickBooks' words when Retry-After is beyond the call's limit", async () => {
    fake.oauth.throttle = { count: 1, retryAfterSeconds: 120 };
    const call = online.http(realmId, { maxWaitMs: 5_000 }).get(`companyinfo/${realmId}`);
    await expect(call).rejects.toThrow(OnlineApiError);
    await expect(call).rejects.toMatchObject({
      status: 429,
      detail: 'message=ThrottleExceeded; errorCode=003001; statusCode=429: The request limit was reached.',
    });
  });

  it('marks the connection needs reconnecting when Intuit refuses the refresh, and tells the admins', async () => {
    revokeRefreshTokens(fake.oauth);
    expireAccessTokens(fake.oauth);
    await expect(companyInfo()).rejects.toBeInstanceOf(NeedsReconnectingError);
    const shown = (await status()).connection;
    expect(shown).toEqual(
      expect.objectContaining({
        status: 'needs-reconnecting',
        lastError: expect.stringContaining('connect'),
      }),
    );
    const { db } = t.runtime.database;
    const told = await db
      .selectFrom('notifications')
      .select(['userId', 'link'])
      .where('type', '=', 'quickbooks-needs-reconnecting')
      .execute();
    expect(told.map((n) => n.userId).sort()).toEqual([admin.userId, otherAdmin.userId].sort());
    expect(told.every((n) => n.link === '/admin/quickbooks')).toBe(true);
    const shownToAdmin = (await admin.request('GET', '/api/notifications')).json().notifications[0];
    expect(`${shownToAdmin.actingUser} ${shownToAdmin.text}`).toMatch(
      /^QuickBooks Online needs connecting again: Intuit no longer accepts Humidor's connection to Sandbox Cigar Co, so nothing is synced/,
    );
    const mails = await db.selectFrom('mailOutbox').select(['userId', 'subject']).execute();
    expect(mails.filter((m) => m.subject === 'QuickBooks Online needs reconnecting')).toHaveLength(2);
    // The sync leaves the company alone until it is connected again.
    expect(await online.connected()).toEqual([]);
    // Later calls do not ask Intuit again, and the rest of the app carries on.
    fake.oauth.tokenRequests.length = 0;
    await expect(companyInfo()).rejects.toBeInstanceOf(NeedsReconnectingError);
    expect(fake.oauth.tokenRequests).toHaveLength(0);
    expect((await admin.request('GET', '/api/admin/quickbooks')).statusCode).toBe(200);
    expect((await rep.request('GET', '/api/notifications')).statusCode).toBe(200);
    await db.deleteFrom('notifications').execute();
    await db.deleteFrom('mailOutbox').execute();
  });
});

// Only PostgreSQL serves several instances of one company (decision 0231); SQLite is one process,
// whose refreshes the per-process chain above already orders.
if (testDialect === 'postgres') {
  describe('two instances on one PostgreSQL database', () => {
    let second: Runtime;
    beforeAll(async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.runtime.database.db,
      );
      second = await openRuntime(t.runtime.config, { pgSchema: rows[0]?.schema });
    });
    afterAll(() => second.close());

    it('refresh the rotating token once: the second waits for the lock and uses the first one’s token', async () => {
      expireAccessTokens(fake.oauth);
      fake.oauth.refreshDelayMs = 300;
      const stale = online.tokens.cipher.open((await row()).accessToken, realmId);
      const mine = onlineTokens(deps());
      const theirs = onlineTokens({ database: second.database, bus: second.bus, config: config() });
      const [a, b] = await Promise.all([
        mine.accessToken(realmId, stale),
        theirs.accessToken(realmId, stale),
      ]);
      expect(a).toBe(b);
      expect(refreshes()).toEqual([{ grant: 'refresh_token', ok: true }]);
      expect((await row()).status).toBe('connected');
    });
  });
}
