/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * A prospect turned into a customer, pushed to QuickBooks (issue 47; decision 0347): the id
 * QuickBooks gave the new customer (Desktop's ListID, Online's `QBO-<Id>`) and, when QuickBooks
 * refused it, its words. `customerPush` (text) now also says 'pushed' or 'failed'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['customerListId', 'customerPushError'])
    await db.schema.alterTable('prospects').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['customerPushError', 'customerListId'])
    await db.schema.alterTable('prospects').dropColumn(column).execute();
}
