import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { soapCall, soapResult } from '../test/simulated-quickbooks.js';

let t: TestApp;
let admin: TestSession;
let rep: TestSession;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://crm.example.test' } });
  admin = await t.userSession({ email: 'admin@qb-admin.test', role: 'admin' });
  rep = await t.userSession({ email: 'rep@qb-admin.test', role: 'rep', states: ['FL'] });
});
afterAll(() => t.close());

const authenticate = async (user: string, password: string) =>
  soapResult(
    (await soapCall(t.app, 'authenticate', { strUserName: user, strPassword: password })).body,
    'authenticate',
  );

describe('QuickBooks admin routes', () => {
  it('are for admins only', async () => {
    expect((await rep.request('GET', '/api/admin/quickbooks')).statusCode).toBe(403);
    expect(
      (await rep.request('POST', '/api/admin/quickbooks/connections', { name: 'x', password: 'password-1' }))
        .statusCode,
    ).toBe(403);
  });

  it('creates a connection whose .qwc has stable GUIDs, the schedule and no password', async () => {
    const created = await admin.request('POST', '/api/admin/quickbooks/connections', {
      name: 'Front Office',
      password: 'secret-pass-1',
      runEveryMinutes: 30,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const download = await admin.request('GET', `/api/admin/quickbooks/connections/${id}/qwc`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="humidor-front-office.qwc"');
    const qwc = new XMLParser({ parseTagValue: false }).parse(download.body).QBWCXML;
    expect(qwc).toEqual(
      expect.objectContaining({
        AppURL: 'https://crm.example.test/qbwc',
        AppSupport: 'https://crm.example.test/',
        UserName: 'Front Office',
        QBType: 'QBFS',
        IsReadOnly: 'false',
        Scheduler: { RunEveryNMinutes: '30' },
      }),
    );
    expect(qwc.OwnerID).toMatch(/^\{[0-9A-F-]{36}\}$/);
    expect(qwc.FileID).toMatch(/^\{[0-9A-F-]{36}\}$/);
    expect(download.body).not.toContain('secret-pass-1');
    const again = await admin.request('GET', `/api/admin/quickbooks/connections/${id}/qwc`);
    expect(again.body).toBe(download.body);
    expect(await authenticate('Front Office', 'secret-pass-1')).toEqual([expect.any(String), '']);
  });

  it('changes the password and schedule, lists the connection, and removes it', async () => {
    const { id } = (
      await admin.request('POST', '/api/admin/quickbooks/connections', {
        name: 'Back Office',
        password: 'first-pass-1',
      })
    ).json() as { id: string };
    expect(
      (
        await admin.request('PATCH', `/api/admin/quickbooks/connections/${id}`, {
          password: 'second-pass-2',
          runEveryMinutes: 60,
        })
      ).statusCode,
    ).toBe(200);
    expect((await authenticate('Back Office', 'first-pass-1'))[1]).toBe('nvu');
    expect((await authenticate('Back Office', 'second-pass-2'))[1]).toBe('');
    const overview = (await admin.request('GET', '/api/admin/quickbooks')).json();
    expect(overview.connections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          name: 'Back Office',
          runEveryMinutes: 60,
          lastRunAt: expect.any(String),
        }),
      ]),
    );
    expect(overview.runs[0]).toEqual(
      expect.objectContaining({ connectionName: 'Back Office', endedAt: null }),
    );
    expect((await admin.request('DELETE', `/api/admin/quickbooks/connections/${id}`)).statusCode).toBe(204);
    expect((await authenticate('Back Office', 'second-pass-2'))[1]).toBe('nvu');
    expect((await admin.request('DELETE', `/api/admin/quickbooks/connections/${id}`)).statusCode).toBe(404);
  });

  it('refuses a short password and an impossible schedule with clear messages', async () => {
    const short = await admin.request('POST', '/api/admin/quickbooks/connections', {
      name: 'Short',
      password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('The password needs at least 8 characters');
    const schedule = await admin.request('POST', '/api/admin/quickbooks/connections', {
      name: 'Often',
      password: 'long-enough-1',
      runEveryMinutes: 0,
    });
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().message).toContain('The Web Connector runs at most every minute');
  });

  it('answers 404 for retrying an order that did not fail', async () => {
    expect((await admin.request('POST', '/api/admin/quickbooks/pushes/nope/retry')).statusCode).toBe(404);
  });
});
