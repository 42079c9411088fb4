import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { sessionPolicy } from '../auth/options.js';
import { principalCacheMs, sessionTokenOf } from './principal.js';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('the session cookie', () => {
  it('gives its token when signed with our secret, under either cookie name', () => {
    expect(sessionTokenOf(`a=1; better-auth.session_token=${signed('tok1')}`, secret)).toBe('tok1');
    expect(sessionTokenOf(`__Secure-better-auth.session_token=${signed('tok2')}`, secret)).toBe('tok2');
  });

  it('gives nothing when missing, unsigned, tampered with or signed with another secret', () => {
    expect(sessionTokenOf(undefined, secret)).toBeNull();
    expect(sessionTokenOf('other=1', secret)).toBeNull();
    expect(sessionTokenOf('better-auth.session_token=tok1', secret)).toBeNull();
    expect(sessionTokenOf(`better-auth.session_token=${signed('tok1')}x`, secret)).toBeNull();
    const forged = signed('tok1').replace('tok1', 'tok9');
    expect(sessionTokenOf(`better-auth.session_token=${forged}`, secret)).toBeNull();
    expect(
      sessionTokenOf(`better-auth.session_token=${signed('tok1', 'another-secret')}`, secret),
    ).toBeNull();
    expect(sessionTokenOf('better-auth.session_token=%E0%A4%A', secret)).toBeNull();
    // Checked signatures are remembered per secret: a value good under one is not good under another.
    expect(sessionTokenOf(`better-auth.session_token=${signed('tok1')}`, 'another-secret')).toBeNull();
  });
});

describe('a request signed in by its session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.runtime.database.db;

  it('is refused once the session has expired', async () => {
    const session = await t.userSession({ email: 'expired@a.test', role: 'office' });
    expect((await session.request('GET', '/api/me')).statusCode).toBe(200);
    await db()
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', session.userId)
      .execute();
    expect((await session.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('pushes the session forward when its refresh is due, as better-auth would', async () => {
    const session = await t.userSession({ email: 'refresh@a.test', role: 'office' });
    // A day and a minute old: better-auth pushes a session forward once it is a day old.
    const aged = Date.now() + (sessionPolicy.expiresIn - sessionPolicy.updateAge - 60) * 1000;
    await db()
      .updateTable('sessions')
      .set({ expiresAt: new Date(aged).toISOString() })
      .where('userId', '=', session.userId)
      .execute();
    expect((await session.request('GET', '/api/me')).statusCode).toBe(200);
    const row = await db()
      .selectFrom('sessions')
      .select('expiresAt')
      .where('userId', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + (sessionPolicy.expiresIn - 60) * 1000,
    );
  });

  it('is refused for a deactivated user at once', async () => {
    const session = await t.userSession({ email: 'gone@a.test', role: 'rep', states: ['FL'] });
    await db().updateTable('users').set({ active: false }).where('id', '=', session.userId).execute();
    expect((await session.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('sees a change of role on the next request (a write to users empties the cache)', async () => {
    const session = await t.userSession({ email: 'promoted@a.test', role: 'rep', states: ['FL'] });
    const before = await session.request('GET', '/api/me');
    expect(before.json().abilities['users.manage']).toBe(false);
    await db().updateTable('users').set({ role: 'admin' }).where('id', '=', session.userId).execute();
    const after = await session.request('GET', '/api/me');
    expect(after.json().user.role).toBe('admin');
    expect(after.json().abilities['users.manage']).toBe(true);
  });

  it('is refused for a session deleted on the server, though its cookie was accepted before', async () => {
    const session = await t.userSession({ email: 'revoked@a.test', role: 'office' });
    expect((await session.request('GET', '/api/me')).statusCode).toBe(200);
    await db().deleteFrom('sessions').where('userId', '=', session.userId).execute();
    expect((await session.request('GET', '/api/me')).statusCode).toBe(401);
  });

  describe('read once for a burst of requests', () => {
    afterEach(() => vi.useRealTimers());

    it("sees another process's deactivation once the cache time has passed", async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const session = await t.userSession({ email: 'elsewhere@a.test', role: 'office' });
      expect((await session.request('GET', '/api/me')).statusCode).toBe(200);
      // A connection without this process's plugins stands for another server on the same database.
      await db()
        .withoutPlugins()
        .updateTable('users')
        .set({ active: (t.runtime.database.dialect === 'sqlite' ? 0 : false) as boolean })
        .where('id', '=', session.userId)
        .execute();
      vi.setSystemTime(Date.now() + principalCacheMs + 1);
      expect((await session.request('GET', '/api/me')).statusCode).toBe(401);
    });

    it('applies a write made in a transaction on the next request', async () => {
      const session = await t.userSession({ email: 'in-tx@a.test', role: 'rep', states: ['FL'] });
      expect((await session.request('GET', '/api/me')).json().user.states).toEqual(['FL']);
      await db()
        .transaction()
        .execute((tx) =>
          tx
            .updateTable('users')
            .set({ states: ['FL', 'GA'] })
            .where('id', '=', session.userId)
            .execute(),
        );
      expect((await session.request('GET', '/api/me')).json().user.states).toEqual(['FL', 'GA']);
    });
  });
});
