import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { createIntegrationToken } from './tokens.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let rep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@tokens.test', role: 'admin' });
  office = await t.userSession({ email: 'office@tokens.test', role: 'office' });
  rep = await t.userSession({ email: 'rep@tokens.test', role: 'rep', states: ['FL'] });
});
afterAll(() => t.close());

const body = { StandardTermsRet: { ListID: 'T1', Name: 'Net 30' } };
const importWith = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/import/terms', headers, payload: body });

describe('integration tokens', () => {
  it('lets an admin create a token, shown once and stored only as a hash', async () => {
    const response = await admin.request('POST', '/api/admin/tokens', { name: '  QuickBooks connector ' });
    expect(response.statusCode).toBe(201);
    const { token, secret } = response.json();
    expect(token).toMatchObject({
      name: 'QuickBooks connector',
      createdBy: admin.userId,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(secret).toMatch(/^hmd_[A-Za-z0-9_-]{40,}$/);
    const stored = await t.runtime.database.db
      .selectFrom('integrationTokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const list = (await admin.request('GET', '/api/admin/tokens')).json();
    expect(list.tokens.map((x: { id: string }) => x.id)).toContain(token.id);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it('refuses a token without a name', async () => {
    const response = await admin.request('POST', '/api/admin/tokens', { name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a name for the token');
  });

  it('answers 401 without a token, with a wrong one and with a revoked one; 200 with a valid one', async () => {
    const { token, secret } = (
      await admin.request('POST', '/api/admin/tokens', { name: 'connector' })
    ).json();
    expect((await importWith({})).statusCode).toBe(401);
    expect((await importWith({ authorization: 'Bearer hmd_wrong' })).statusCode).toBe(401);
    expect((await importWith({ authorization: secret })).statusCode).toBe(401);

    const ok = await importWith({ authorization: `Bearer ${secret}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accepted: 1, rejected: [] });
    const used = (await admin.request('GET', '/api/admin/tokens'))
      .json()
      .tokens.find((x: { id: string }) => x.id === token.id);
    expect(used.lastUsedAt).not.toBeNull();

    const revoked = await admin.request('DELETE', `/api/admin/tokens/${token.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().token.revokedAt).not.toBeNull();
    const denied = await importWith({ authorization: `Bearer ${secret}` });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'A valid integration token is required.',
    });
  });

  it('answers 404 when revoking a token that does not exist', async () => {
    const response = await admin.request('DELETE', '/api/admin/tokens/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('An integration token with the ID nope does not exist');
  });

  it('does not let a user session call the import API, nor a rep or office user manage tokens', async () => {
    for (const session of [admin, office, rep]) {
      const response = await session.request('POST', '/api/import/terms', body);
      expect(response.statusCode).toBe(401);
    }
    for (const session of [office, rep]) {
      expect((await session.request('GET', '/api/admin/tokens')).statusCode).toBe(403);
      expect((await session.request('POST', '/api/admin/tokens', { name: 'x' })).statusCode).toBe(403);
    }
    const { token } = await createIntegrationToken(t.runtime.database.db, { name: 'cli', createdBy: null });
    expect((await rep.request('DELETE', `/api/admin/tokens/${token.id}`)).statusCode).toBe(403);
    const still = (await admin.request('GET', '/api/admin/tokens'))
      .json()
      .tokens.find((x: { id: string }) => x.id === token.id);
    expect(still.revokedAt).toBeNull();
  });
});
