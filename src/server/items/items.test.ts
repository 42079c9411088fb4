import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../test/mirror-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let session: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  session = await t.userSession({ email: 'items@a.test', role: 'rep', states: ['FL'] });
  const { db } = t.runtime.database;
  await insertItem(db, '1', 'p-robusto', 'Robusto 50%');
  await insertItem(db, '2', 'P-Corona', 'Corona box');
  await insertItem(db, '3', 'robusto', 'Not damageable');
  await insertItem(db, '4', 'p-old', 'Robusto retired', false);
});
afterAll(() => t.close());

describe('damaged item search', () => {
  it.each([
    { q: '', names: ['P-Corona', 'p-robusto'] },
    { q: 'ROB', names: ['p-robusto'] },
    { q: 'box', names: ['P-Corona'] },
    { q: '50%', names: ['p-robusto'] },
    { q: '%', names: ['p-robusto'] },
    { q: 'zzz', names: [] },
  ])('"$q" finds $names', async ({ q, names }) => {
    const response = await session.request('GET', `/api/items/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect((response.json().items as { name: string }[]).map((i) => i.name)).toEqual(names);
  });
});
