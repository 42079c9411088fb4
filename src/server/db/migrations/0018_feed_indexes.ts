/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';

/**
 * Indexes that keep every filter of the notes and orders feeds within the 25 ms goal at 30 times the
 * demo company (docs/decisions/0043-feed-indexes.md, bench/notes.bench.ts, bench/orders-feed.bench.ts).
 * A feed page walks an index newest first and stops after 51 matches, so an index is fast when the
 * filter's matches are dense in it: a selective filter gets an index of its own (its column first,
 * or a partial index holding only its rows), and each index carries the other filter and scope
 * columns, so rows that fail them are skipped without reading the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // What the notes feed filters on besides the tags and the column an index leads with.
  const noteColumns = ['isTask', 'isResolved', 'noteClass', 'customerState', 'customerShipState', 'authorId'];
  const counts = ['commentCount', 'attachmentCount'];

  // Open or resolved tasks: one range each, instead of the whole task range checked note by note.
  await db.schema
    .createIndex('notes_task_state_created')
    .on('notes')
    .columns(['isTask', 'isResolved', 'createdAt', 'id', 'noteClass', 'customerState', 'customerShipState', 'authorId', ...counts])
    .execute(); // prettier-ignore
  // One author's notes newest first (the author filter); the old index lacked the id and the filters.
  await db.schema.dropIndex('notes_author_created').execute();
  await db.schema
    .createIndex('notes_author_created')
    .on('notes')
    .columns(['authorId', 'createdAt', 'id', 'isTask', 'isResolved', 'noteClass', 'customerState', 'customerShipState', ...counts])
    .execute(); // prettier-ignore
  // Notes written before authors were linked by id carry only a name (the author filter's second half).
  await db.schema
    .createIndex('notes_author_name_created')
    .on('notes')
    .columns(['authorName', 'createdAt', 'id'])
    .where(sql.ref('authorId'), 'is', null)
    .execute();
  // With attachments (5 %) and with comments (10 %): partial indexes of just those notes.
  await db.schema
    .createIndex('notes_with_attachments')
    .on('notes')
    .columns(['createdAt', 'id', ...noteColumns, ...counts])
    .where(sql.ref('attachmentCount'), '>', 0)
    .execute();
  await db.schema
    .createIndex('notes_with_comments')
    .on('notes')
    .columns(['createdAt', 'id', ...noteColumns, ...counts])
    .where(sql.ref('commentCount'), '>', 0)
    .execute();

  // Orders: the feed's filter and scope columns in every feed index.
  const orderColumns = [
    'status',
    'orderType',
    'newCustomer',
    'freeShipping',
    'customerState',
    'customerShipState',
  ];
  const others = (lead: string) => orderColumns.filter((c) => c !== lead);
  await db.schema.dropIndex('orders_created').execute();
  await db.schema
    .createIndex('orders_created')
    .on('orders')
    .columns(['createdAt', 'id', ...orderColumns])
    .execute();
  await db.schema.dropIndex('orders_status_created').execute();
  await db.schema
    .createIndex('orders_status_created')
    .on('orders')
    .columns(['status', 'createdAt', 'id', ...others('status')])
    .execute();
  await db.schema
    .createIndex('orders_type_created')
    .on('orders')
    .columns(['orderType', 'createdAt', 'id', ...others('orderType')])
    .execute();
  // Free shipping and new customers are rare (a few per cent): led by their flag, these walk only the
  // rare orders when the filter asks for them. With per-value statistics (SQLite's stat4) the planner
  // picks them for "Yes" and a denser index for "No"; partial indexes were not chosen by SQLite's planner.
  await db.schema
    .createIndex('orders_free_shipping_created')
    .on('orders')
    .columns(['freeShipping', 'createdAt', 'id', ...others('freeShipping')])
    .execute();
  await db.schema
    .createIndex('orders_new_customer_created')
    .on('orders')
    .columns(['newCustomer', 'createdAt', 'id', ...others('newCustomer')])
    .execute();

  // Statistics for the planner (SQLite's sqlite_stat1/stat4, PostgreSQL's pg_statistic), so it knows
  // which filter is selective. Taken only from a database with data: figures from empty tables would
  // mislead it once they fill (`npm run seed` takes them after seeding; PostgreSQL's autovacuum keeps
  // its own current).
  const filled = await db.selectFrom('notes').select('id').offset(10_000).limit(1).executeTakeFirst();
  if (filled) await sql`analyze`.execute(db);
}
