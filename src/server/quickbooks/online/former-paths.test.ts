import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../test/harness.js';

/** QuickBooks Online's old spelling, `quickbooks-online`, answers as a deprecated alias (decisions 0271, 0272). */
let t: TestApp;
let admin: TestSession;
let rep: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@online-paths.test', role: 'admin' });
  rep = await t.userSession({ email: 'rep@online-paths.test', role: 'rep', states: ['FL'] });
});
afterAll(() => t.close());

const sunset = 'Sat, 06 Mar 2027 00:00:00 GMT';

describe("QuickBooks Online's old paths", () => {
  it('answer what the new ones answer, saying they are deprecated and until when', async () => {
    for (const [old, now] of [
      ['/api/admin/quickbooks-online/sync', '/api/admin/quickbooks/online/sync'],
      ['/api/admin/quickbooks-online/cutover?kind=item', '/api/admin/quickbooks/online/cutover?kind=item'],
    ] as const) {
      const [before, after] = [await admin.request('GET', old), await admin.request('GET', now)];
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual(after.json());
      expect(before.headers).toMatchObject({
        deprecation: `@${Date.UTC(2026, 11, 6) / 1000}`,
        sunset,
        link: `<${now.split('?')[0]}>; rel="successor-version"`,
      });
      expect(after.headers.deprecation).toBeUndefined();
    }
  });

  it('keep their access and say so on a refusal', async () => {
    const refused = await rep.request('POST', '/api/admin/quickbooks-online/sync');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.sunset).toBe(sunset);
    const retry = await rep.request('POST', '/api/orders/O-1/quickbooks-online/retry');
    expect(retry.statusCode).toBe(403);
    expect(retry.headers.link).toBe('</api/orders/O-1/quickbooks/online/retry>; rel="successor-version"');
    // Intuit's webhooks keep reaching the old address an operator registered, raw body and all.
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/quickbooks-online/webhooks',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.headers.sunset).toBe(sunset);
  });

  it('are listed in the API document as deprecated, the new ones not', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { deprecated?: boolean }>>;
    }>().paths;
    const online = Object.entries(paths).filter(([path]) => /quickbooks[-/]online/.test(path));
    for (const [path, operations] of online)
      for (const operation of Object.values(operations))
        expect(operation.deprecated === true, path).toBe(path.includes('quickbooks-online'));
    expect(online.filter(([path]) => path.includes('quickbooks-online'))).toHaveLength(9);
  });
});
