import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDefault } from '../../domain/settings/company.js';
import { openTestRuntime } from '../test/harness.js';
import type { Runtime } from '../runtime/runtime.js';
import { getSetting, putSetting } from './queries.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('settings', () => {
  it('gives the default until a value is saved, then the saved value', async () => {
    const { db } = runtime.database;
    expect(await getSetting(db, 'company')).toEqual(companyDefault);
    const saved = await putSetting(db, 'company', { ...companyDefault, name: 'Tabacalera Demo' }, null);
    expect(saved.name).toBe('Tabacalera Demo');
    expect((await getSetting(db, 'company')).name).toBe('Tabacalera Demo');
  });

  it('refuses a value that does not fit the schema and keeps the old one', async () => {
    const { db } = runtime.database;
    await expect(putSetting(db, 'company', { ...companyDefault, name: '' }, null)).rejects.toThrow();
    expect((await getSetting(db, 'company')).name).toBe('Tabacalera Demo');
  });
});
