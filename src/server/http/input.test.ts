import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDefault } from '../../domain/settings/company.js';
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
});
