import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';
import { insertRows } from './bulk-insert.js';

let runtime: Runtime;
const db = () => runtime.database.db;

beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

const key = ['grain', 'start', 'shipState', 'repCode', 'brand'];
const cell = (brand: string, cents: number, summaryRows: number) => ({
  grain: 'month',
  start: '2026-11-01',
  shipState: 'TX',
  repCode: 'JD',
  brand,
  cents,
  summaryRows,
});

async function stored() {
  const rows = await db()
    .selectFrom('salesRollup')
    .select(['brand', 'cents', 'summaryRows'])
    .orderBy('brand')
    .execute();
  return rows.map((r) => [r.brand, Number(r.cents), Number(r.summaryRows)]);
}

describe('multi-row inserts as SQL text', () => {
  it('on a composite key, add the new numbers to the stored ones, or replace them', async () => {
    await insertRows(db(), 'salesRollup', [cell('Cielo', 1_000, 2), cell('Luna', 500, 1)], { key });
    await insertRows(db(), 'salesRollup', [cell('Cielo', -400, -1), cell('Humo', 300, 1)], {
      key,
      merge: 'add',
    });
    expect(await stored()).toEqual([
      ['Cielo', 600, 1],
      ['Humo', 300, 1],
      ['Luna', 500, 1],
    ]);
    await insertRows(db(), 'salesRollup', [cell('Luna', 42, 7)], { key, merge: 'replace' });
    expect((await stored())[2]).toEqual(['Luna', 42, 7]);
  });
});
