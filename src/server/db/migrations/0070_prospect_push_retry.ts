/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * A refused prospect push can be retried (issue 47; decision 0360): each retry is a new attempt,
 * so QuickBooks Online, which answers a `requestid` it has seen with its first answer (the
 * refusal), gets a new one. Existing prospects are on their first attempt, 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('prospects')
    .addColumn('customerPushGeneration', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('prospects').dropColumn('customerPushGeneration').execute();
}
