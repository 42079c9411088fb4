import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDefault } from '../../domain/settings/company.js';
import { settingDefinitions } from '../../domain/settings/registry.js';
import { getSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let rep: TestSession;
let live: LiveEvents;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'boss@a.test', role: 'admin' });
  office = await t.userSession({ email: 'desk@a.test', role: 'office' });
  rep = await t.userSession({ email: 'road@a.test', role: 'rep', states: ['FL'] });
  live = listenToChanges(t.runtime.bus);
});
afterAll(() => t.close());

describe('admin settings API', () => {
  it('is refused to office and rep users', async () => {
    for (const who of [office, rep]) {
      expect((await who.request('GET', '/api/admin/settings')).statusCode).toBe(403);
      const put = await who.request('PUT', '/api/admin/settings/company', {
        ...companyDefault,
        name: 'Hijack',
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await getSetting(t.runtime.database.db, 'company')).name).toBe(companyDefault.name);
  });

  it('lists every registered key with its value, default and when it was saved', async () => {
    const { settings } = (await admin.request('GET', '/api/admin/settings')).json();
    expect(settings.map((s: { key: string }) => s.key)).toEqual(Object.keys(settingDefinitions).sort());
    expect(settings.find((s: { key: string }) => s.key === 'company')).toEqual({
      key: 'company',
      value: companyDefault,
      defaultValue: companyDefault,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses a value that does not fit the key schema with the zod message, changing nothing', async () => {
    const response = await admin.request('PUT', '/api/admin/settings/company', {
      ...companyDefault,
      name: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: Too small/);
    const wrongShape = await admin.request('PUT', '/api/admin/settings/company', ['not', 'an', 'object']);
    expect(wrongShape.statusCode).toBe(400);
    const unknown = await admin.request('PUT', '/api/admin/settings/nonsense', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no setting named nonsense');
    expect((await getSetting(t.runtime.database.db, 'company')).name).toBe(companyDefault.name);
  });

  it('saves a valid value that takes effect at once and tells every browser', async () => {
    await live.reset();
    const value = { ...companyDefault, name: 'Tabacalera Nueva', phone: '(305) 555-0199' };
    const response = await admin.request('PUT', '/api/admin/settings/company', value);
    expect(response.statusCode).toBe(200);
    expect(response.json().setting).toMatchObject({ key: 'company', value, updatedBy: admin.userId });
    expect(response.json().setting.updatedAt).toEqual(expect.any(String));
    await live.arrived([{ kind: 'settings.changed', id: 'company' }]);
    expect(await getSetting(t.runtime.database.db, 'company')).toEqual(value);
    const { settings } = (await admin.request('GET', '/api/admin/settings')).json();
    expect(settings.find((s: { key: string }) => s.key === 'company').value).toEqual(value);

    const reset = await admin.request('PUT', '/api/admin/settings/company', companyDefault);
    expect(reset.json().setting.value).toEqual(companyDefault);
  });
});
