/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * History of changes and the Trash (docs/decisions/0050-history-and-trash.md): each change is a row
 * written in the transaction of the change; a deleted row waits 30 days as a JSON snapshot with its
 * dependents, carrying the columns that scope it, so every existing query stays as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('userId', 'text')
    .addColumn('userName', 'text', (c) => c.notNull())
    .addColumn('entityType', 'text', (c) => c.notNull())
    .addColumn('entityId', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // 'states' (seen through the two state columns), 'everyone' (personal notes, events) or 'admins'.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text')
    .addColumn('customerState', 'text')
    .addColumn('customerShipState', 'text')
    .addColumn('noteId', 'text')
    .addColumn('historyChanges', t.json, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('history_at').on('history').columns(['at', 'id']).execute();
  await db.schema.createIndex('history_entity').on('history').columns(['entityType', 'entityId']).execute();
  await db.schema.createIndex('history_note').on('history').column('noteId').execute();
  await db.schema.createIndex('history_customer').on('history').column('customerListId').execute();

  await db.schema
    .createTable('trash')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entityType', 'text', (c) => c.notNull())
    .addColumn('entityId', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('deletedAt', t.timestamp, (c) => c.notNull())
    .addColumn('deletedById', 'text')
    .addColumn('deletedByName', 'text', (c) => c.notNull())
    // Who may restore besides an admin: the row's author.
    .addColumn('authorId', 'text')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('customerListId', 'text')
    .addColumn('customerState', 'text')
    .addColumn('customerShipState', 'text')
    .addColumn('trashSnapshot', t.json, (c) => c.notNull())
    // Storage keys of the attachments, deleted only at the purge.
    .addColumn('trashFiles', t.json, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_deleted_at').on('trash').column('deletedAt').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trash').execute();
  await db.schema.dropTable('history').execute();
}
