import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCompany } from '../demo/load.js';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';
import { firstLoad, restoreDeferredIndexes, secondaryIndexes } from './bulk.js';

let runtime: Runtime;
const db = () => runtime.database.db;
const indexNames = async () => (await secondaryIndexes(db())).map((index) => index.name).sort();
const invoiceCount = async () =>
  Number(
    (
      await db()
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const emptyMirror = () =>
  db()
    .transaction()
    .execute(async (tx) => {
      for (const table of ['invoiceLines', 'salesOrderLines', 'creditMemoLines'] as const)
        await tx.deleteFrom(table).execute();
      for (const table of ['invoices', 'salesOrders', 'creditMemos'] as const)
        await tx.deleteFrom(table).execute();
    });

beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('a first load of the accounting documents', () => {
  it('sets the secondary indexes aside while it loads an empty mirror, and builds them again after', async () => {
    const before = await indexNames();
    expect(before).toContain('invoices_customer_date');
    const checks: Promise<string[]>[] = [];
    const result = await loadDemoCompany(
      { db: db(), bus: runtime.bus },
      { customers: 20, seed: 7, today: '2026-06-30' },
      () => void checks.push(indexNames()),
    );
    expect(result.documents).toBeGreaterThan(20);
    // after the first batch, while the rest still loads
    expect(await checks[0]).toEqual([]);
    expect(await indexNames()).toEqual(before);
    expect(await invoiceCount()).toBeGreaterThan(0);
  });

  it('keeps the indexes when the mirror already holds documents', async () => {
    const before = await indexNames();
    const during = await firstLoad(db(), indexNames);
    expect(during).toEqual(before);
  });

  it('builds the indexes again when the load fails, and the failure still reaches the caller', async () => {
    await emptyMirror();
    const before = await indexNames();
    await expect(
      firstLoad(db(), async () => {
        expect(await indexNames()).toEqual([]);
        throw new Error('the file ended early');
      }),
    ).rejects.toThrow('the file ended early');
    expect(await indexNames()).toEqual(before);
  });

  it('builds at the next start the indexes a load that died half-way had set aside', async () => {
    const [index] = await secondaryIndexes(db());
    if (!index) throw new Error('no index to set aside');
    await db()
      .insertInto('systemInfo')
      .values({ key: 'deferredIndexes', value: [index], updatedAt: new Date().toISOString() })
      .execute();
    await sql`drop index ${sql.id(index.name)}`.execute(db());
    expect(await indexNames()).not.toContain(index.name);
    await restoreDeferredIndexes(db());
    expect(await indexNames()).toContain(index.name);
    const waiting = await db()
      .selectFrom('systemInfo')
      .select('key')
      .where('key', '=', 'deferredIndexes')
      .execute();
    expect(waiting).toEqual([]);
  });
});
