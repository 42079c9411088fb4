/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { markRefill } from '../refills.js';
import { columnTypes } from './column-types.js';

/**
 * Insight's excise tax by ship state and month, kept (docs/decisions/0357-kept-excise-totals.md):
 * the table, marked for its keeper's refill at the next start (`compliance-reports/excise-months.ts`,
 * decision 0264); the import keeps it from then on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('exciseMonths')
    .addColumn('shipState', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .addColumn('netSalesCents', t.bigint, (c) => c.notNull())
    .addColumn('exciseCents', t.bigint, (c) => c.notNull())
    .addColumn('untaxedLines', 'integer', (c) => c.notNull())
    .addColumn('stale', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addPrimaryKeyConstraint('exciseMonths_pk', ['month', 'shipState'])
    .execute();
  await markRefill(db, 'excise-months');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exciseMonths').execute();
}
