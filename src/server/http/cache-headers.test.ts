import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { apiCacheControl, signOutClearSiteData } from './cache-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('caching of API answers', () => {
  it('marks signed-in answers, errors and refusals private and not to be stored', async () => {
    const session = await t.userSession({ email: 'ann@humidor.test' });
    for (const url of ['/api/me', '/api/customers/not-a-customer', '/api/no-such-route']) {
      const answer = await session.request('GET', url);
      expect(answer.headers['cache-control'], url).toBe(apiCacheControl);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe(apiCacheControl);
  });

  it('leaves probes outside /api alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('asks the browser to wipe its caches and storage at sign-out, and only then', async () => {
    const session = await t.userSession({ email: 'bea@humidor.test' });
    expect((await session.request('GET', '/api/me')).headers['clear-site-data']).toBeUndefined();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe(signOutClearSiteData);
    expect(out.headers['cache-control']).toBe(apiCacheControl);
  });
});
