/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * The shop portal's ground (issue 48; decisions 0329–0331): who placed an order, a rep or the shop
 * itself ('rep' for every order before), and an item's description for the shops, an admin's words
 * kept beside the mirrored item so an import never overwrites them (its photo is an attachment).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('orders')
    .addColumn('placedBy', 'text', (c) => c.notNull().defaultTo(sql`'rep'`))
    .execute();
  await db.schema
    .createTable('shopItemDetails')
    .addColumn('itemListId', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedById', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shopItemDetails').execute();
  await db.schema.alterTable('orders').dropColumn('placedBy').execute();
}
