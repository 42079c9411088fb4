/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

const dropped = ['invoiceLines_customer_item', 'invoiceLines_item'];

/**
 * The invoice lines keep no index by customer and item, nor by item (docs/decisions/0198-invoice-
 * line-indexes.md): every import wrote both at a random place per line, a third of the pages of a
 * later import; a customer's lines are read through its invoices, and the rare reads by item scan.
 * A first load that died half-way keeps the indexes it set aside to build at the next start
 * (mirror/bulk.ts): these two leave that list too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of dropped) await db.schema.dropIndex(name).ifExists().execute();
  const deferred = await db
    .selectFrom('systemInfo')
    .select('value')
    .where('key', '=', 'deferredIndexes')
    .executeTakeFirst();
  if (!deferred) return;
  const indexes = (typeof deferred.value === 'string' ? JSON.parse(deferred.value) : deferred.value) as {
    name: string;
  }[];
  await db
    .updateTable('systemInfo')
    .set({ value: JSON.stringify(indexes.filter((index) => !dropped.includes(index.name))) })
    .where('key', '=', 'deferredIndexes')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('invoiceLines_customer_item')
    .on('invoiceLines')
    .columns(['customerListId', 'itemListId', 'txnDate'])
    .execute();
  await db.schema
    .createIndex('invoiceLines_item')
    .on('invoiceLines')
    .columns(['itemListId', 'txnDate'])
    .execute();
}
