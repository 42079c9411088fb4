import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { errorAnswerSchema } from '../../domain/contract/errors.js';
import { buildApp, type App, type AppDeps } from '../app.js';
import type { AppConfig } from '../config/config.js';
import type { Runtime } from '../runtime/runtime.js';
import { untrustedOriginMessage } from '../session/routes.js';
import { createIntegrationToken } from '../mirror/tokens.js';
import { createTestApp, openTestRuntime, type TestApp } from '../test/harness.js';

const opened: TestApp[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function testApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  const t = await createTestApp({ config });
  opened.push(t);
  return t;
}

/** An app built over a test runtime with some of its parts replaced. */
async function appWith(replace: (runtime: Runtime) => Partial<AppDeps>): Promise<App> {
  const runtime = await openTestRuntime();
  const app = await buildApp({ ...runtime, ...replace(runtime) });
  opened.push({
    app,
    runtime,
    userSession: () => Promise.reject(new Error('not used')),
    close: async () => {
      await app.close();
      await runtime.close();
    },
  });
  return app;
}

describe('readiness', () => {
  it('is ready when the database answers, migrations ran and live events are connected', async () => {
    const t = await testApp();
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while live events are disconnected', async () => {
    const app = await appWith((runtime) => ({ bus: { ...runtime.bus, isConnected: () => false } }));
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(errorAnswerSchema.parse(response.json())).toEqual({
      code: 'NOT_READY',
      message: 'Live events are not connected to the database.',
    });
  });

  it('is not ready when a migration has not run', async () => {
    const t = await testApp();
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(
      t.runtime.database.db,
    );
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Database migrations have not all run.');
  });
});

describe('metrics', () => {
  const token = 'prometheus-scrape-token-0123456789';

  it('are off without METRICS_TOKEN', async () => {
    const t = await testApp();
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Metrics are off. Set METRICS_TOKEN to turn them on.');
  });

  it('refuse a scrape without the bearer token or with a wrong one', async () => {
    const t = await testApp({ metricsToken: token });
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${token}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(errorAnswerSchema.parse(response.json())).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Metrics need the bearer token set in METRICS_TOKEN.',
      });
    }
  });

  it('report request durations by route pattern and open live streams', async () => {
    const t = await testApp({ metricsToken: token });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /humidor_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
    );
    expect(response.body).toMatch(/humidor_live_streams 0/);
  });

  it('count QuickBooks imports at the import path and at its first one', async () => {
    const t = await testApp({ metricsToken: token });
    const { secret } = await createIntegrationToken(t.runtime.database.db, {
      name: 'metrics',
      createdBy: null,
    });
    for (const url of ['/api/import/terms', '/api/sync/terms']) {
      const payload = { StandardTermsRet: [] };
      await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${secret}` }, payload });
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.body).toMatch(/humidor_sync_runs_total\{entity="terms",outcome="ok"\} 2/);
  });
});

describe('compression', () => {
  it('compresses JSON answers for clients that accept it', async () => {
    const t = await testApp();
    for (const encoding of ['br', 'gzip']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
    }
  });
});

describe('rate limits', () => {
  const remaining = (response: { headers: Record<string, unknown> }) =>
    Number(response.headers['x-ratelimit-remaining']);

  it('count each client address behind a trusted proxy separately', async () => {
    const t = await testApp({ trustProxy: 1 });
    const from = (address: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { 'x-forwarded-for': address } });
    const first = await from('203.0.113.7');
    const second = await from('203.0.113.7');
    const other = await from('198.51.100.4');
    expect(remaining(second)).toBe(remaining(first) - 1);
    expect(remaining(other)).toBe(remaining(first));
  });

  it('ignore X-Forwarded-For when no proxy is trusted', async () => {
    const t = await testApp({ trustProxy: false });
    const from = (address: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { 'x-forwarded-for': address } });
    const first = await from('203.0.113.7');
    const spoofed = await from('198.51.100.4');
    expect(remaining(spoofed)).toBe(remaining(first) - 1);
  });

  it('give each signed-in user a bucket of their own, even from one shared address', async () => {
    const t = await testApp();
    const ada = await t.userSession({ email: 'ada@office.test' });
    const bob = await t.userSession({ email: 'bob@office.test' });
    await ada.request('GET', '/api/system-info');
    const adaSecond = await ada.request('GET', '/api/system-info');
    const bobFirst = await bob.request('GET', '/api/system-info');
    expect(remaining(bobFirst)).toBe(remaining(adaSecond) + 1);
  });

  it('do not count health probes', async () => {
    const t = await testApp();
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('sign-in from an address Humidor is not set up for', () => {
  it('says which address to use instead of a bare "Invalid origin"', async () => {
    // better-auth skips its origin check under test, so it answers here as it does in production.
    const app = await appWith((runtime) => ({
      auth: {
        ...runtime.auth,
        handler: async () =>
          Response.json({ code: 'INVALID_ORIGIN', message: 'Invalid origin' }, { status: 403 }),
      },
      config: { ...runtime.config, publicUrl: 'https://crm.example.com' },
    }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://192.168.1.20:3000' },
      payload: { email: 'lan@office.test', password: 'whatever-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(untrustedOriginMessage('https://crm.example.com'));
    expect(response.json().message).toMatch(/only accepted from https:\/\/crm\.example\.com.*PUBLIC_URL/);
  });
});
