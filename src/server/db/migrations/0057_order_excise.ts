/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The excise tax an order carries (issue 46, part 4; decision 0301), worked out by the server when
 * the order is made and kept with it, so a later change of a rule or an item's profile does not
 * rewrite an order already taken. Orders made before it have none (null).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('excise', columnTypes(db).json).execute();
}
