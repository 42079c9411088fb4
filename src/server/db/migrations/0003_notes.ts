/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .addColumn('noteClass', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text')
    .addColumn('customerName', 'text')
    .addColumn('customerState', 'text')
    .addColumn('customerShipState', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('tags', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('authorId', 'text')
    .addColumn('authorName', 'text')
    .addColumn('damagedItems', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('hasDamagedItems', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('isTask', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('isResolved', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('isResolvedAt', t.timestamp)
    .addColumn('isResolvedBy', t.json)
    .addColumn('taskDescription', 'text')
    .addColumn('changedTaskStatusBy', t.json)
    .addColumn('changedTaskResolutionBy', t.json)
    .addColumn('commentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attachmentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastAttachmentAt', t.timestamp)
    .execute();
  // The feed walks one of these newest first (the second when it asks for tasks). Each also holds
  // every column the feed filters on besides the tags, so notes that fail a filter are skipped
  // without reading their rows (bench/notes.bench.ts).
  const feedFilterColumns = [
    'isResolved',
    'noteClass',
    'customerState',
    'customerShipState',
    'authorId',
    'commentCount',
    'attachmentCount',
  ];
  await db.schema
    .createIndex('notes_created')
    .on('notes')
    .columns(['createdAt', 'id', 'isTask', ...feedFilterColumns])
    .execute();
  await db.schema
    .createIndex('notes_task_created')
    .on('notes')
    .columns(['isTask', 'createdAt', 'id', ...feedFilterColumns])
    .execute();
  await db.schema
    .createIndex('notes_state_created')
    .on('notes')
    .columns(['customerState', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('notes_ship_state_created')
    .on('notes')
    .columns(['customerShipState', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('notes_customer_created')
    .on('notes')
    .columns(['customerListId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('notes_author_created')
    .on('notes')
    .columns(['authorId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('noteTags')
    .addColumn('noteId', 'text', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    // Tag first: the feed's tag filter probes (tag, noteId), and the few tags a filter names keep
    // their part of the index in the page cache. Deleting a note's tags uses note_tags_note.
    .addPrimaryKeyConstraint('note_tags_pk', ['tag', 'noteId'])
    .execute();
  await db.schema.createIndex('note_tags_note').on('noteTags').columns(['noteId']).execute();

  await db.schema
    .createTable('noteInvolvedUsers')
    .addColumn('noteId', 'text', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('userId', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_involved_users_pk', ['noteId', 'userId'])
    .execute();
  await db.schema
    .createIndex('note_involved_users_user')
    .on('noteInvolvedUsers')
    .columns(['userId', 'noteId'])
    .execute();
}
