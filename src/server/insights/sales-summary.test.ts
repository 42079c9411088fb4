import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCompany } from '../demo/load.js';
import { up as createSalesSummary } from '../db/migrations/0030_sales_summary.js';
import { fillMarkedKeepers } from '../keepers/registered.js';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';

let runtime: Runtime;
const db = () => runtime.database.db;

beforeAll(async () => {
  runtime = await openTestRuntime();
  await loadDemoCompany({ db: db(), bus: runtime.bus }, { customers: 15, seed: 11, today: '2026-06-30' });
});
afterAll(() => runtime.close());

/** Net sales per ship state in cents, straight from the documents' Subtotals. */
async function fromDocuments() {
  const { rows } = await sql<{ state: string | null; cents: string | number }>`
    select state, sum(cents) as cents from (
      select "shipState" as state, round("subtotal" * 100) as cents from invoices
      union all
      select "shipState" as state, -round("subtotal" * 100) as cents from "creditMemos"
    ) documents group by state`.execute(db());
  return Object.fromEntries(rows.map((r) => [r.state ?? '', Number(r.cents)]));
}

async function fromSummary() {
  const rows = await db()
    .selectFrom('salesSummary')
    .select(['shipState', sql<string | number>`sum(cents)`.as('cents')])
    .groupBy('shipState')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.shipState ?? '', Number(r.cents)]));
}

describe('the sales summary', () => {
  it('the import keeps it equal, to the cent, to the documents’ Subtotals', async () => {
    const documents = await fromDocuments();
    expect(Object.keys(documents).length).toBeGreaterThan(1);
    expect(await fromSummary()).toEqual(documents);
  });

  it('its keeper fills it from the documents already mirrored, at the start after the migration marked it', async () => {
    const before = await db()
      .selectFrom('salesSummary')
      .selectAll()
      .orderBy(['docType', 'txnId', 'brand'])
      .execute();
    await db().schema.dropTable('salesSummary').execute();
    await createSalesSummary(db());
    expect(await db().selectFrom('salesSummary').selectAll().execute()).toEqual([]);
    await fillMarkedKeepers(db());
    const after = await db()
      .selectFrom('salesSummary')
      .selectAll()
      .orderBy(['docType', 'txnId', 'brand'])
      .execute();
    expect(after.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });
});
