import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cannotDeactivateSelfMessage,
  cannotDemoteSelfMessage,
  commonPasswordMessage,
  passwordMinMessage,
  passwordMismatchMessage,
  repNeedsStateMessage,
} from '../../domain/users/schemas.js';
import { createTestApp, signIn, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let rep: TestSession;
let live: LiveEvents;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'boss@a.test', role: 'admin', firstName: 'Bea', lastName: 'Boss' });
  office = await t.userSession({ email: 'desk@a.test', role: 'office' });
  rep = await t.userSession({ email: 'road@a.test', role: 'rep', states: ['FL'] });
  live = listenToChanges(t.runtime.bus);
});
afterAll(() => t.close());

const newRep = {
  firstName: 'Rita',
  lastName: 'Road',
  email: 'Rita@A.test',
  password: 'smoke-ring-42',
  retype: 'smoke-ring-42',
  role: 'rep',
  states: ['FL', 'GA'],
  repCode: 'RR',
};

const signInStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }))
    .statusCode;

describe('admin users API', () => {
  it('is refused to office and rep users', async () => {
    for (const who of [office, rep]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/users', undefined],
        ['POST', '/api/admin/users', newRep],
        ['PATCH', `/api/admin/users/${admin.userId}`, { active: false }],
        ['POST', `/api/admin/users/${admin.userId}/password`, { password: 'x', retype: 'x' }],
      ] as const) {
        const response = await who.request(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe('Not Authorized');
      }
    }
    expect((await admin.request('GET', '/api/admin/users')).json().users).toHaveLength(3);
  });

  it('lists users with role, names, initials, states, last login and flags', async () => {
    const { users } = (await admin.request('GET', '/api/admin/users')).json();
    const boss = users.find((u: { email: string }) => u.email === 'boss@a.test');
    expect(boss).toMatchObject({
      id: admin.userId,
      role: 'admin',
      name: 'Bea Boss',
      initials: 'BB',
      states: [],
      active: true,
      canChangeOrderStatus: false,
      untaggable: false,
      reportUrl: null,
      nameAliases: [],
    });
    expect(boss.lastLoginAt).toEqual(expect.any(String));
  });

  it('reports every validation problem in one message of starred lines and creates nothing', async () => {
    const response = await admin.request('POST', '/api/admin/users', {
      ...newRep,
      firstName: '',
      password: 'abc',
      retype: 'abd',
      states: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      [
        '* First name is required',
        `* ${passwordMinMessage}`,
        `* ${passwordMismatchMessage}`,
        `* ${repNeedsStateMessage}`,
      ].join('\n'),
    );
    const common = await admin.request('POST', '/api/admin/users', {
      ...newRep,
      password: 'qwerty123',
      retype: 'qwerty123',
    });
    expect(common.json().message).toBe(`* ${commonPasswordMessage}`);
    expect((await admin.request('GET', '/api/admin/users')).json().users).toHaveLength(3);
  });

  it('creates a user who can sign in, publishes users.changed, and refuses a duplicate email with 409', async () => {
    await live.reset();
    const response = await admin.request('POST', '/api/admin/users', newRep);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: 'rita@a.test', role: 'rep', states: ['FL', 'GA'], repCode: 'RR' });
    await live.arrived([{ kind: 'users.changed', id: user.id }]);
    expect(await signInStatus('rita@a.test', 'smoke-ring-42')).toBe(200);

    const again = await admin.request('POST', '/api/admin/users', { ...newRep, email: 'rita@a.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A user with the email rita@a.test already exists.');
  });

  it('defaults the role to office', async () => {
    const { role: _role, states: _states, ...rest } = newRep;
    const response = await admin.request('POST', '/api/admin/users', { ...rest, email: 'olga@a.test' });
    expect(response.json().user).toMatchObject({ role: 'office', states: [] });
  });

  it('edits role, states, rep code, flags, report link and aliases', async () => {
    const target = await t.userSession({ email: 'edit@a.test', role: 'office' });
    const response = await admin.request('PATCH', `/api/admin/users/${target.userId}`, {
      role: 'rep',
      states: ['TX'],
      repCode: 'TX1',
      canChangeOrderStatus: true,
      untaggable: true,
      reportUrl: 'https://reports.example.com/d/7',
      nameAliases: ['Eddie'],
      firstName: 'Eddie',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      role: 'rep',
      states: ['TX'],
      repCode: 'TX1',
      canChangeOrderStatus: true,
      untaggable: true,
      reportUrl: 'https://reports.example.com/d/7',
      nameAliases: ['Eddie'],
      name: 'Eddie User',
    });
    const me = (await target.request('GET', '/api/me')).json();
    expect(me.user).toMatchObject({ role: 'rep', states: ['TX'], canChangeOrderStatus: true });
    expect(me.abilities['reports.view']).toBe(true);

    const noStates = await admin.request('PATCH', `/api/admin/users/${target.userId}`, { states: [] });
    expect(noStates.statusCode).toBe(400);
    expect(noStates.json().message).toBe(repNeedsStateMessage);

    const badLink = await admin.request('PATCH', `/api/admin/users/${target.userId}`, {
      reportUrl: 'javascript:alert(1)',
    });
    expect(badLink.json().message).toBe('* The report link must be an https:// address');

    const missing = await admin.request('PATCH', '/api/admin/users/nobody', { active: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('A user with the ID nobody does not exist');
  });

  it('ends the sessions of a deactivated user at once and refuses their sign-in', async () => {
    const target = await t.userSession({ email: 'gone@a.test', role: 'office' });
    expect((await target.request('GET', '/api/me')).statusCode).toBe(200);
    await live.reset();
    const response = await admin.request('PATCH', `/api/admin/users/${target.userId}`, { active: false });
    expect(response.json().user.active).toBe(false);
    await live.arrived([{ kind: 'users.changed', id: target.userId }]);
    expect((await target.request('GET', '/api/me')).statusCode).toBe(401);
    const sessions = await t.runtime.database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', target.userId)
      .execute();
    expect(sessions).toEqual([]);
    expect(await signInStatus('gone@a.test', 'correct-horse-7')).toBe(403);

    await admin.request('PATCH', `/api/admin/users/${target.userId}`, { active: true });
    expect(await signInStatus('gone@a.test', 'correct-horse-7')).toBe(200);
  });

  it('does not let an admin deactivate or demote themselves', async () => {
    const off = await admin.request('PATCH', `/api/admin/users/${admin.userId}`, { active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(cannotDeactivateSelfMessage);
    const demote = await admin.request('PATCH', `/api/admin/users/${admin.userId}`, { role: 'office' });
    expect(demote.json().message).toBe(cannotDemoteSelfMessage);
    expect((await admin.request('GET', '/api/me')).json().user.role).toBe('admin');
  });

  it('resets a password: the old sessions end, the old password fails and the new one works', async () => {
    const target = await t.userSession({ email: 'reset@a.test', role: 'office' });
    const mismatch = await admin.request('POST', `/api/admin/users/${target.userId}/password`, {
      password: 'new-leaf-99',
      retype: 'new-leaf-98',
    });
    expect(mismatch.json().message).toBe(`* ${passwordMismatchMessage}`);
    expect((await target.request('GET', '/api/me')).statusCode).toBe(200);

    const response = await admin.request('POST', `/api/admin/users/${target.userId}/password`, {
      password: 'new-leaf-99',
      retype: 'new-leaf-99',
    });
    expect(response.statusCode).toBe(200);
    expect((await target.request('GET', '/api/me')).statusCode).toBe(401);
    expect(await signInStatus('reset@a.test', 'correct-horse-7')).toBe(401);
    const cookie = await signIn(t.app, 'reset@a.test', 'new-leaf-99');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.email).toBe('reset@a.test');
  });
});
