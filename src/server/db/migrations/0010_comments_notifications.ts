/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('noteId', 'text', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('searchText', 'text', (c) => c.notNull())
    .addColumn('authorId', 'text')
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('taggedUsers', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('attachmentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_note_created')
    .on('comments')
    .columns(['noteId', 'createdAt', 'id'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('actingUserId', 'text')
    .addColumn('actingUserName', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('seen', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('dismissed', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['userId', 'createdAt', 'id'])
    .execute();
}
