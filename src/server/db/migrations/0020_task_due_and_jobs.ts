/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Tasks get a due date and an assignee; reminders (and other background work) wait in a durable
 * job table that any server process may claim (docs/decisions/0048-durable-jobs.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('notes').addColumn('taskDueAt', t.timestamp).execute();
  await db.schema
    .alterTable('notes')
    .addColumn('taskDueAllDay', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .execute();
  await db.schema.alterTable('notes').addColumn('taskAssigneeId', 'text').execute();
  await db.schema.alterTable('notes').addColumn('taskAssignee', t.json).execute();
  await db.schema.alterTable('notes').addColumn('taskAssignedById', 'text').execute();
  await db.schema.alterTable('notes').addColumn('taskAssignedBy', t.json).execute();
  // Tasks set before assignees existed belong to their note's author, as a new task does.
  const authorRef = t.postgres
    ? sql`jsonb_build_object('id', "authorId", 'displayName', coalesce("authorName", ''))`
    : sql`json_object('id', "authorId", 'displayName', coalesce("authorName", ''))`;
  await db
    .updateTable('notes')
    .set({ taskAssigneeId: sql.ref('authorId'), taskAssignee: authorRef })
    .where('isTask', '=', t.trueValue)
    .where('authorId', 'is not', null)
    .execute();
  await db.schema
    .createIndex('notes_task_assignee')
    .on('notes')
    .columns(['taskAssigneeId', 'isTask', 'isResolved'])
    .execute();
  await db.schema
    .createIndex('notes_task_assigned_by')
    .on('notes')
    .columns(['taskAssignedById', 'isTask', 'isResolved'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    // One job per key, ever: a reminder's key names its task and due time, so it is never sent twice.
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // What the job is about (a note's ID), so a change to it can cancel its pending jobs.
    .addColumn('subject', 'text')
    .addColumn('jobPayload', t.json, (c) => c.notNull().defaultTo(t.emptyJsonObject))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('runAt', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lockedBy', 'text')
    .addColumn('lockedUntil', t.timestamp)
    .addColumn('lastError', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'runAt']).execute();
  await db.schema.createIndex('jobs_subject').on('jobs').columns(['subject', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropIndex('notes_task_assigned_by').execute();
  await db.schema.dropIndex('notes_task_assignee').execute();
  for (const column of [
    'taskAssignedBy',
    'taskAssignedById',
    'taskAssignee',
    'taskAssigneeId',
    'taskDueAllDay',
    'taskDueAt',
  ])
    await db.schema.alterTable('notes').dropColumn(column).execute();
}
