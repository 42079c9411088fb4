/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/** Email: each user's choice and the outbox mail leaves from (docs/decisions/0049-email.md). */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('userEmailPreferences')
    .addColumn('userId', 'text', (c) => c.primaryKey())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('dailyDigest', t.boolean, (c) => c.notNull().defaultTo(t.falseValue))
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mailOutbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull())
    // The notes the mail speaks of: checked against the recipient's scope again when it is sent.
    .addColumn('aboutNoteIds', t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('mailBody', t.json, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('runAt', t.timestamp, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lockedBy', 'text')
    .addColumn('lockedUntil', t.timestamp)
    .addColumn('lastError', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('sentAt', t.timestamp)
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_run_at')
    .on('mailOutbox')
    .columns(['status', 'runAt'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mailOutbox').execute();
  await db.schema.dropTable('userEmailPreferences').execute();
}
