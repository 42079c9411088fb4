/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A shop's order in review (issue 48, part 3; decision 0335): the rep's message to the buyer,
 * whether the rep changed the lines, the reason of a decline, and who reviewed it when. The
 * statuses OrderInReview and OrderDeclined are text values of the existing status column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('orders')
    .addColumn('reviewChanged', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .execute();
  for (const column of ['reviewMessage', 'declineReason', 'reviewedByName']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('orders').addColumn('reviewedAt', t.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['reviewedAt', 'reviewedByName', 'declineReason', 'reviewMessage', 'reviewChanged']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
