/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Feed pages that combine selective filters (docs/decisions/0090). The author filter with "with
 * attachments" or "with comments" walked the author's whole index (a fifth of all notes for the
 * office user) or every flagged note, and tasks with either flag and a rare tag walked every note
 * with attachments: 25–60 ms a page at scale 30. These partial indexes hold only the rows of each
 * combination, newest first, with the other filter and scope columns. The task indexes lead with
 * `isTask`, so the planner sees an equality search of a small index rather than a scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { trueValue } = columnTypes(db);
  const rest = ['isTask', 'isResolved', 'noteClass', 'customerState', 'customerShipState'];
  const scope = ['isResolved', 'noteClass', 'customerState', 'customerShipState', 'authorId'];
  await db.schema
    .createIndex('notes_author_with_attachments')
    .on('notes')
    .columns(['authorId', 'createdAt', 'id', ...rest, 'commentCount'])
    .where(sql.ref('attachmentCount'), '>', 0)
    .execute();
  await db.schema
    .createIndex('notes_author_with_comments')
    .on('notes')
    .columns(['authorId', 'createdAt', 'id', ...rest, 'attachmentCount'])
    .where(sql.ref('commentCount'), '>', 0)
    .execute();
  await db.schema
    .createIndex('notes_tasks_with_attachments')
    .on('notes')
    .columns(['isTask', 'createdAt', 'id', ...scope, 'commentCount'])
    .where((eb) => eb.and([eb(sql.ref('isTask'), '=', trueValue), eb(sql.ref('attachmentCount'), '>', 0)]))
    .execute();
  await db.schema
    .createIndex('notes_tasks_with_comments')
    .on('notes')
    .columns(['isTask', 'createdAt', 'id', ...scope, 'attachmentCount'])
    .where((eb) => eb.and([eb(sql.ref('isTask'), '=', trueValue), eb(sql.ref('commentCount'), '>', 0)]))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notes_tasks_with_comments').execute();
  await db.schema.dropIndex('notes_tasks_with_attachments').execute();
  await db.schema.dropIndex('notes_author_with_comments').execute();
  await db.schema.dropIndex('notes_author_with_attachments').execute();
}
