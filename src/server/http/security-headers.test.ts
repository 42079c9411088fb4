import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { securityHeaders } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('go with every answer: a public route, a refusal, an unknown path and a signed-in read', async () => {
    const session = await t.userSession({ email: 'headers@a.test', role: 'office' });
    const answers = [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/api/me' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await session.request('GET', '/api/me'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 200]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name]).toBe(value);
    }
  });

  it('keep pages to our own origin: no framing by other sites, no plugins, no inline scripts', () => {
    const csp = securityHeaders['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(securityHeaders['x-frame-options']).toBe('SAMEORIGIN');
    expect(securityHeaders['x-content-type-options']).toBe('nosniff');
  });
});
