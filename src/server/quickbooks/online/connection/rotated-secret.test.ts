// The server started again with another AUTH_SECRET: the stored tokens no longer open (decision 0251).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.js';
import { createAuth } from '../../../auth/auth.js';
import { connectThroughFake, startFakeQbo, type FakeQbo } from '../../../test/fake-qbo/index.js';
import { createTestApp, signIn, testPassword, type TestApp } from '../../../test/harness.js';
import { onlineConnection } from './service.js';
import { NeedsReconnectingError, unreadableWords } from './tokens.js';

let fake: FakeQbo;
let t: TestApp;
let rotated: App;
let adminCookie: string;
const adminEmail = 'admin@qbo-rotated.test';
const realmId = '9130350000000001';

const config = () => ({ ...t.runtime.config, quickbooksOnline: fake.config });
/** The same database and company, the server's secret changed. */
const rotatedConfig = () => ({ ...config(), authSecret: 'a-new-auth-secret-after-rotation-0123456789' });
const db = () => t.runtime.database.db;
const connection = () => db().selectFrom('qboConnections').selectAll().executeTakeFirst();
const askRotated = (method: 'GET' | 'DELETE', cookie: string) =>
  rotated.inject({ method, url: '/api/admin/quickbooks/online', headers: { cookie } });

beforeAll(async () => {
  fake = await startFakeQbo();
  t = await createTestApp({
    config: { publicUrl: 'https://crm.example.test', quickbooksOnline: fake.config },
  });
  const admin = await t.userSession({ email: adminEmail, role: 'admin' });
  adminCookie = admin.cookie;
  expect((await connectThroughFake(admin)).outcome).toBe('connected');
  expect((await connection())?.status).toBe('connected');
});
beforeEach(async () => {
  const { database, bus } = t.runtime;
  const auth = createAuth(rotatedConfig(), database, bus);
  rotated = await buildApp({ database, bus, auth, config: rotatedConfig() });
  await rotated.ready();
  fake.oauth.tokenRequests.length = 0;
});
afterEach(() => rotated.close());
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('QuickBooks Online after AUTH_SECRET changes', () => {
  it('leaves the jobs alone: the tokens read as needing a reconnection, said once in the log', async () => {
    const logged: string[] = [];
    const online = onlineConnection({
      database: t.runtime.database,
      bus: t.runtime.bus,
      config: rotatedConfig(),
      logger: { error: (_details, message) => void logged.push(message) },
    });
    await expect(online.http(realmId).get(`companyinfo/${realmId}`)).rejects.toBeInstanceOf(
      NeedsReconnectingError,
    );
    // The sync and the order push ask for the connected companies first: there is none now.
    expect(await online.connected()).toEqual([]);
    await expect(online.http(realmId).get(`companyinfo/${realmId}`)).rejects.toThrow(unreadableWords);
    expect(logged).toEqual([expect.stringContaining('AUTH_SECRET or QBO_TOKEN_KEY changed')]);
    expect(fake.oauth.tokenRequests).toEqual([]);
    expect(await connection()).toMatchObject({ status: 'needs-reconnecting', lastError: unreadableWords });
    // Every admin is told, once.
    const told = await db()
      .selectFrom('notifications')
      .select('text')
      .where('type', '=', 'quickbooks-needs-reconnecting')
      .execute();
    expect(told).toEqual([{ text: expect.stringContaining('can no longer read its stored tokens') }]);
    // Back as it was for the next test.
    await db().updateTable('qboConnections').set({ status: 'connected', lastError: null }).execute();
    await db().deleteFrom('notifications').execute();
    await db().deleteFrom('mailOutbox').execute();
  });

  it('ends the sessions; the admin page shows "needs reconnecting" and Disconnect forgets the connection', async () => {
    expect((await askRotated('GET', adminCookie)).statusCode).toBe(401);
    const cookie = await signIn(rotated, adminEmail, testPassword);
    const shown = await askRotated('GET', cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().connection).toMatchObject({
      realmId,
      status: 'needs-reconnecting',
      lastError: unreadableWords,
    });
    const refreshTokens = [...fake.oauth.refreshTokens.keys()];
    const disconnected = await askRotated('DELETE', cookie);
    expect(disconnected.statusCode, disconnected.body).toBe(204);
    expect(await connection()).toBeUndefined();
    expect((await askRotated('GET', cookie)).json().connection).toBeNull();
    // Tokens it cannot read, Humidor cannot revoke: they stay valid at Intuit until they expire.
    expect(refreshTokens.every((token) => fake.oauth.refreshTokens.get(token)?.valid)).toBe(true);
    expect((await askRotated('DELETE', cookie)).statusCode).toBe(404);
  });
});
