/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

const columns = [
  'complianceOverrideReason',
  'complianceOverrideById',
  'complianceOverrideByName',
  'complianceOverrideAt',
  'complianceOverrideState',
] as const;

/**
 * An admin's letting one order through the compliance gate (issue 46, part 3; decision 0299): on
 * the order's own row, so the Trash and its restore carry it with the order, and the state it was
 * let through for, so a later change of the order's ship-to state is decided again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const column of columns)
    await db.schema
      .alterTable('orders')
      .addColumn(column, column === 'complianceOverrideAt' ? t.timestamp : 'text')
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of columns) await db.schema.alterTable('orders').dropColumn(column).execute();
}
