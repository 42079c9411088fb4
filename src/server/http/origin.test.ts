import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationToken } from '../mirror/tokens.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let admin: TestSession;
let humidorOrigin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@origin.test', role: 'admin' });
  humidorOrigin = new URL(t.runtime.config.publicUrl).origin;
});
afterAll(() => t.close());

const writes = [
  { method: 'POST', url: '/api/notes' },
  { method: 'PUT', url: '/api/admin/settings/company' },
  { method: 'PATCH', url: '/api/admin/users/unknown-id' },
  { method: 'DELETE', url: '/api/notes/unknown-id' },
] as const;

function write(route: (typeof writes)[number], headers: Record<string, string>) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: { cookie: admin.cookie, ...headers },
    ...(route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('cross-site writes on a cookie session', () => {
  it.each(writes)('refuses $method $url from another site', async (route) => {
    const foreign: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'https://sibling.localhost' },
      { origin: 'null' },
      { referer: 'http://evil.example/page' },
    ];
    for (const headers of foreign) {
      const response = await write(route, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE');
      expect(response.json().message).toContain('was sent from another site');
    }
  });

  it.each(writes)('lets $method $url through from Humidor itself, or without any origin', async (route) => {
    const own: Record<string, string>[] = [
      { origin: humidorOrigin },
      { referer: `${humidorOrigin}/notecreate` },
      {},
    ];
    for (const headers of own) {
      const response = await write(route, headers);
      expect(response.statusCode, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notes',
      headers: { cookie: admin.cookie, origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not concern integration token routes, which carry no session', async () => {
    const { secret } = await createIntegrationToken(t.runtime.database.db, {
      name: 'origin',
      createdBy: null,
    });
    for (const origin of [undefined, 'http://evil.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/import/terms',
        headers: { authorization: `Bearer ${secret}`, ...(origin ? { origin } : {}) },
        payload: { StandardTermsRet: [] },
      });
      expect(response.statusCode, String(origin)).toBe(200);
    }
  });
});
