/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { createSalesCustomers } from './sales-customers-table.js';

/**
 * Sales insight's roll-ups (docs/decisions/0186-sales-rollups.md): net sales by month and by part
 * of a month × ship state × rep × brand, and per customer, ship state and rep its net sales,
 * invoices and summary rows per day in one row. Migration 0045 marks them for their keeper's refill
 * from `salesSummary` and the invoices already mirrored (a database that ran this one before 0045
 * existed was filled here then); the import keeps them from then on (`insights/keepers.ts`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('salesRollup')
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('repCode', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('cents', t.bigint, (c) => c.notNull())
    .addColumn('summaryRows', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesRollup_pk', ['grain', 'start', 'shipState', 'repCode', 'brand'])
    .execute();
  await createSalesCustomers(db, 'json');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('salesCustomers').execute();
  await db.schema.dropTable('salesRollup').execute();
}
