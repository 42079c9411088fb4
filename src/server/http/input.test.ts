import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDefault } from '../../domain/settings/company.js';
import { tooDeepMessage } from '../../domain/text/clean.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@input.test', role: 'admin' });
});
afterAll(() => t.close());

describe('text at the boundary, the same on SQLite and PostgreSQL', () => {
  it('drops NUL characters and replaces lone surrogates in a JSON body, keys included', async () => {
    const put = await admin.request('PUT', '/api/admin/settings/company', {
      ...companyDefault,
      name: 'Casa\u0000 Habana \uD800',
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = await admin.request('GET', '/api/admin/settings');
    expect(JSON.stringify(read.json())).toContain('Casa Habana \uFFFD');
  });

  it('answers a NUL or a lone surrogate in a path or a query as any other unknown value', async () => {
    for (const url of ['/api/notes/%00', '/api/notes/%ED%A0%80', '/api/orders/a%00b', '/api/notes?q=%00']) {
      const response = await admin.request('GET', url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  // Issue 44: the recursive cleaning ran out of stack on a body 50,000 levels deep and answered 500.
  it('refuses a JSON body nested deeper than the limit with a 400 saying so', async () => {
    for (const payload of [
      '['.repeat(50_000) + ']'.repeat(50_000),
      `{"text":${'{"a":'.repeat(65)}1${'}'.repeat(66)}`,
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: { cookie: admin.cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(tooDeepMessage);
    }
    const shallow = await admin.request('PUT', '/api/admin/settings/company', {
      ...companyDefault,
      name: 'Casa',
    });
    expect(shallow.statusCode, shallow.body).toBe(200);
  });
});
