/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starting', 'text', (c) => c.notNull())
    .addColumn('ending', 'text', (c) => c.notNull())
    .addColumn('active', t.boolean, (c) => c.notNull().defaultTo(t.trueValue))
    .addColumn('authorId', 'text')
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_active_starting')
    .on('events')
    .columns(['active', 'starting'])
    .execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('eventId', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('participant', 'text', (c) => c.notNull())
    .addColumn('startDate', 'text', (c) => c.notNull())
    .addColumn('startTime', 'text', (c) => c.notNull())
    .addColumn('accountName', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('authorId', 'text')
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    // Two people cannot book the same slot for the same rep, even at the same moment.
    .addUniqueConstraint('appointments_slot_unique', ['eventId', 'participant', 'startDate', 'startTime'])
    .execute();
}
