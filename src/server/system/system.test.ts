import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { recordSuccessfulImport } from './queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system', () => {
  it('reports health when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports the last successful import, null until one happens', async () => {
    const session = await t.userSession({ email: 'sys@a.test' });
    expect((await session.request('GET', '/api/system-info')).json()).toEqual({
      lastSuccessfulImportAt: null,
    });
    const at = await recordSuccessfulImport(t.runtime.database.db, new Date('2026-11-01T12:30:00Z'));
    expect(at).toBe('2026-11-01T12:30:00.000Z');
    expect((await session.request('GET', '/api/system-info')).json()).toEqual({ lastSuccessfulImportAt: at });
  });

  it('answers errors as {code, message} without a stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
  });
});
