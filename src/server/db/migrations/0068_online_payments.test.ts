import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime/runtime.js';
import { openTestRuntime } from '../../test/harness.js';
import { down, up } from './0068_online_payments.js';

let runtime: Runtime;
const db = () => runtime.database.db;

beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe("migration 0068: QuickBooks Online's payments", () => {
  it('sends every company already syncing back to a full resync, and leaves one never synced to its cutover', async () => {
    await down(db());
    await db()
      .insertInto('quickbooksOnlineSync')
      .values([
        { realmId: 'synced', watermark: '2026-12-01T10:00:00.000Z', pulledCounts: {} },
        { realmId: 'never', watermark: null, pulledCounts: {} },
      ])
      .execute();
    await up(db());
    const rows = await db()
      .selectFrom('quickbooksOnlineSync')
      .select(['realmId', 'watermark'])
      .orderBy('realmId')
      .execute();
    // An epoch watermark is older than change data capture reaches: the next sync reads everything.
    expect(rows).toEqual([
      { realmId: 'never', watermark: null },
      { realmId: 'synced', watermark: '1970-01-01T00:00:00.000Z' },
    ]);
    expect(await db().selectFrom('onlinePayments').selectAll().execute()).toEqual([]);
  });
});
