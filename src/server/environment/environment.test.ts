import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingDefinitions } from '../../domain/settings/registry.js';
import { repCodesDefault } from '../../domain/settings/repCodes.js';
import { referenceDocuments } from '../demo/reference.js';
import { importBatch } from '../mirror/import.js';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let rep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  const deps = { db: t.runtime.database.db, bus: t.runtime.bus };
  const reference = referenceDocuments();
  for (const entity of ['pricelevels', 'terms', 'salesreps'] as const) {
    expect((await importBatch(deps, entity, reference[entity])).rejected).toEqual([]);
  }
  rep = await t.userSession({ email: 'rep@e.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

describe('GET /api/environment', () => {
  it('sends every setting, the users, price levels, terms and sales reps to any signed-in user', async () => {
    const response = await rep.request('GET', '/api/environment');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      settings: Record<string, unknown>;
      users: { displayName: string; repCode: string | null; active: boolean; untaggable: boolean }[];
      priceLevels: { name: string; percentOff: number }[];
      terms: { name: string }[];
      salesReps: { initial: string }[];
    };
    expect(Object.keys(body.settings).sort()).toEqual(Object.keys(settingDefinitions).sort());
    expect(body.settings.repCodes).toEqual(repCodesDefault);
    expect(body.settings.repCodes).toHaveLength(17);
    expect(body.users).toEqual([
      expect.objectContaining({ displayName: 'Test User', repCode: 'FL', active: true, untaggable: false }),
    ]);
    expect(body.priceLevels.map((p) => [p.name, p.percentOff])).toEqual([
      ['5%', 5],
      ['10%', 10],
      ['15%', 15],
    ]);
    expect(body.terms.map((x) => x.name)).toEqual(expect.arrayContaining(['Credit Card', 'Net 30']));
    expect(body.salesReps.map((r) => r.initial).sort()).toEqual(repCodesDefault.slice(1).sort());
  });

  it("sends an admin's saved value instead of the default", async () => {
    await putSetting(t.runtime.database.db, 'repCodes', ['-', 'FL', 'SW'], null);
    const body = (await rep.request('GET', '/api/environment')).json() as {
      settings: Record<string, unknown>;
    };
    expect(body.settings.repCodes).toEqual(['-', 'FL', 'SW']);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/environment' })).statusCode).toBe(401);
  });
});
