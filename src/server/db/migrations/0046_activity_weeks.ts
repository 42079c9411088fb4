/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';
import { createRowTrigger, dropRowTrigger, utcHourOf, type RowTrigger } from './row-triggers.js';

/**
 * Rep activity counted once per week (docs/decisions/0189-activity-weeks.md): `activityWeeks`
 * holds the counts of every full company week already counted, `activityWeeksDone` which weeks
 * (and in which time zone), and `activityChanges` the UTC hours whose notes, tags, orders or
 * check-ins changed since. Triggers mark the hours, so every write path (the commands, the Trash,
 * the demo, a test's update) makes its weeks count again; a change to a customer's states marks
 * everything ('*'), as check-ins are scoped by their customer's states now, and so does a
 * customer's deletion.
 */

const bump = `on conflict ("hour") do update set "version" = "activityChanges"."version" + 1;`;

function triggers(db: Kysely<any>): RowTrigger[] {
  const mark = (instant: string) =>
    `insert into "activityChanges" ("hour", "version") values (${utcHourOf(db, instant)}, 1) ${bump}`;
  // The hour of the row's note; a tag's note may be gone already (a cascade): its own trigger marked it.
  const noteMark = (row: 'new' | 'old') =>
    `insert into "activityChanges" ("hour", "version") select ${utcHourOf(db, 'n."createdAt"')}, 1 ` +
    `from "notes" n where n."id" = ${row}."noteId" ${bump}`;
  /** A table whose rows count at an instant; a check-in also marks its tied note's hour (tied, the note stops counting as a visit of its own). */
  const counted = (table: string, at: string, updateOf: string[], tiedNote = false): RowTrigger => {
    const marks = (row: 'new' | 'old') => `${mark(`${row}."${at}"`)} ${tiedNote ? noteMark(row) : ''}`;
    return {
      name: `${table}_activity`,
      table,
      updateOf,
      insert: marks('new'),
      update: `${marks('old')} ${marks('new')}`,
      delete: marks('old'),
    };
  };
  const everything = `insert into "activityChanges" ("hour", "version") select '*', 1 where true ${bump}`;
  return [
    counted('notes', 'createdAt', [
      'createdAt',
      'noteClass',
      'authorId',
      'customerState',
      'customerShipState',
    ]),
    counted('orders', 'createdAt', [
      'createdAt',
      'amount',
      'newCustomer',
      'authorId',
      'customerState',
      'customerShipState',
    ]),
    counted('visits', 'startedAt', ['startedAt', 'userId', 'customerListId', 'noteId'], true),
    {
      name: 'noteTags_activity',
      table: 'noteTags',
      insert: noteMark('new'),
      update: `${noteMark('old')} ${noteMark('new')}`,
      delete: noteMark('old'),
    },
    {
      name: 'customers_activity',
      table: 'customers',
      updateOf: ['state', 'shipState'],
      update: everything.replace(
        'where true',
        `where old."state" is distinct from new."state" or old."shipState" is distinct from new."shipState"`,
      ),
      delete: everything,
    },
  ];
}

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('activityWeeks')
    .addColumn('weekStart', 'text', (c) => c.notNull())
    .addColumn('authorId', 'text', (c) => c.notNull())
    .addColumn('customerState', 'text')
    .addColumn('customerShipState', 'text')
    .addColumn('notes', 'integer', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('orderCents', t.bigint, (c) => c.notNull())
    .addColumn('newCustomers', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activityWeeks_week').on('activityWeeks').columns(['weekStart']).execute();
  await db.schema
    .createTable('activityWeeksDone')
    .addColumn('weekStart', 'text', (c) => c.primaryKey())
    .addColumn('timeZone', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('activityChanges')
    .addColumn('hour', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  // A week's check-ins, and whether a note is tied to one.
  await db.schema.createIndex('visits_started').on('visits').columns(['startedAt']).execute();
  await db.schema.createIndex('visits_note').on('visits').columns(['noteId']).execute();
  for (const trigger of triggers(db)) await createRowTrigger(db, trigger);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of triggers(db)) await dropRowTrigger(db, trigger);
  await db.schema.dropIndex('visits_note').execute();
  await db.schema.dropIndex('visits_started').execute();
  for (const table of ['activityChanges', 'activityWeeksDone', 'activityWeeks'])
    await db.schema.dropTable(table).execute();
}
