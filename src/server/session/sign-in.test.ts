import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswerSchema } from '../../domain/contract/errors.js';
import { createTestApp, signIn, testPassword, type TestApp } from '../test/harness.js';
import { listenToChanges } from '../test/live-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signInRequest = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in', () => {
  it('signs a user in with a database session and knows who they are', async () => {
    const session = await t.userSession({ email: 'ann@humidor.test', role: 'rep', states: ['FL'] });
    const me = await session.request('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email: 'ann@humidor.test', role: 'rep', states: ['FL'], displayName: 'Test User' },
      abilities: { 'users.manage': false },
    });
    const row = await t.runtime.database.db
      .selectFrom('users')
      .select('lastLoginAt')
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    expect(row.lastLoginAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('publishes users.changed at each sign-in to those who manage users, so their list shows the last login live', async () => {
    const session = await t.userSession({ email: 'live@humidor.test' });
    const live = listenToChanges(t.runtime.bus);
    expect((await signInRequest('live@humidor.test', testPassword)).statusCode).toBe(200);
    await live.arrived([{ kind: 'users.changed', id: session.userId, requires: 'users.manage' }]);
    await live.reset();
    expect((await signInRequest('live@humidor.test', 'not-the-password', '10.0.0.3')).statusCode).toBe(401);
    expect(await live.settled()).toEqual([]);
    live.stop();
  });

  it('sets an httpOnly, SameSite=Lax session cookie and a new session at each sign-in', async () => {
    await t.userSession({ email: 'cookie@humidor.test' });
    const first = await signInRequest('cookie@humidor.test', testPassword);
    const second = await signInRequest('cookie@humidor.test', testPassword);
    const cookie = first.cookies[0]!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(second.cookies[0]!.value).not.toBe(cookie.value);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    await t.userSession({ email: 'bob@humidor.test' });
    const wrong = await signInRequest('bob@humidor.test', 'not-the-password', '10.0.0.2');
    const unknown = await signInRequest('nobody@humidor.test', 'not-the-password', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe(unknown.json().code);
    expect(wrong.body).not.toContain('stack');
  });

  it('ends the session on the server at sign-out', async () => {
    const session = await t.userSession({ email: 'carl@humidor.test' });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: session.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await session.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('throttles repeated failures for one account and address with 429 and a clear message', async () => {
    await t.userSession({ email: 'dora@humidor.test' });
    for (let i = 0; i < 5; i++)
      expect((await signInRequest('dora@humidor.test', 'bad', '10.0.0.3')).statusCode).toBe(401);
    const locked = await signInRequest('dora@humidor.test', testPassword, '10.0.0.3');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /Too many failed sign-ins\. Please wait \d+ minutes? and try again\./,
    );
    // The real user elsewhere is not locked out by someone else's guesses.
    expect((await signInRequest('dora@humidor.test', testPassword, '10.0.0.4')).statusCode).toBe(200);
  });

  it('refuses an inactive user and ends their open sessions', async () => {
    const session = await t.userSession({ email: 'eve@humidor.test' });
    await t.runtime.database.db
      .updateTable('users')
      .set({ active: false })
      .where('id', '=', session.userId)
      .execute();
    expect((await session.request('GET', '/api/me')).statusCode).toBe(401);
    const again = await signInRequest('eve@humidor.test', testPassword, '10.0.0.5');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/deactivated/);
  });

  it('exposes no other better-auth endpoint such as sign-up', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'x@y.test', password: 'whatever1', name: 'X' },
    });
    expect(response.statusCode).toBe(404);
    expect(errorAnswerSchema.parse(response.json())).toEqual({
      code: 'NOT_FOUND',
      message: 'No such sign-in endpoint.',
    });
  });

  it('answers a sign-in without an email or password in the one error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(errorAnswerSchema.parse(response.json())).toEqual({
      code: 'VALIDATION',
      message: 'Enter your email and password.',
    });
  });

  it('helper signIn rejects bad credentials', async () => {
    await expect(signIn(t.app, 'ghost@humidor.test', 'nope')).rejects.toThrow(/401/);
  });
});
