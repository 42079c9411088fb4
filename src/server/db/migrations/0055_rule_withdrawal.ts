/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * An admin-added rule row that has not taken effect yet may be withdrawn (decision 0296): it stays,
 * marked with when and by whom, so the page still shows what was once announced and the history
 * of the rules is never rewritten; a withdrawn row is never in force.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('complianceRules').addColumn('withdrawnAt', t.timestamp).execute();
  await db.schema.alterTable('complianceRules').addColumn('withdrawnById', 'text').execute();
}
