import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime/runtime.js';
import { openTestRuntime } from '../../test/harness.js';
import { secondaryIndexes } from '../../mirror/bulk.js';
import { up } from './0051_invoice_line_indexes.js';

let runtime: Runtime;
const db = () => runtime.database.db;

beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('migration 0051: the invoice lines without their indexes by customer and by item', () => {
  it('has dropped both, and takes them off the list a first load that died half-way left', async () => {
    const names = (await secondaryIndexes(db())).map((index) => index.name);
    expect(names).toContain('invoices_customer_date');
    expect(names).not.toContain('invoiceLines_customer_item');
    expect(names).not.toContain('invoiceLines_item');

    const kept = {
      name: 'invoices_ref',
      definition: 'CREATE INDEX "invoices_ref" ON "invoices" ("refNumber")',
    };
    const waiting = [
      kept,
      {
        name: 'invoiceLines_item',
        definition: 'CREATE INDEX "invoiceLines_item" ON "invoiceLines" ("itemListId", "txnDate")',
      },
      {
        name: 'invoiceLines_customer_item',
        definition:
          'CREATE INDEX "invoiceLines_customer_item" ON "invoiceLines" ("customerListId", "itemListId", "txnDate")',
      },
    ];
    await db()
      .insertInto('systemInfo')
      .values({ key: 'deferredIndexes', value: waiting, updatedAt: new Date().toISOString() })
      .execute();
    await up(db());
    const row = await db()
      .selectFrom('systemInfo')
      .select('value')
      .where('key', '=', 'deferredIndexes')
      .executeTakeFirstOrThrow();
    expect(row.value).toEqual([kept]);
  });
});
