/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Rep activity counted once per week (docs/decisions/0189-activity-weeks.md): `activityWeeks`
 * holds the counts of every full company week already counted, `activityWeeksDone` which weeks
 * (and in which time zone), and `activityChanges` the UTC hours whose notes, tags, orders or
 * check-ins changed since. Triggers mark the hours, so every write path (the commands, the Trash,
 * the demo, a test's update) makes its weeks count again; a change to a customer's states marks
 * everything ('*'), as check-ins are scoped by their customer's states now, and so does a
 * customer's deletion.
 */

/** A table whose rows count at an instant: its instant column. */
const sources = [
  {
    table: 'notes',
    at: 'createdAt',
    watched: ['createdAt', 'noteClass', 'authorId', 'customerState', 'customerShipState'],
  },
  {
    table: 'orders',
    at: 'createdAt',
    watched: ['createdAt', 'amount', 'newCustomer', 'authorId', 'customerState', 'customerShipState'],
  },
  // A check-in also marks its tied note's hour: tied, the note stops counting as a visit of its own.
  {
    table: 'visits',
    at: 'startedAt',
    watched: ['startedAt', 'userId', 'customerListId', 'noteId'],
    tiedNote: true,
  },
];

const bump = `on conflict ("hour") do update set "version" = "activityChanges"."version" + 1`;

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
  if (t.postgres) await upPostgres(db);
  else await upSqlite(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  // The hour of the row's note; a tag's note may be gone already (a cascade): its own trigger marked it.
  const tagMark = (row: 'new' | 'old') =>
    `insert into "activityChanges" ("hour", "version") select substr(n."createdAt", 1, 13), 1 ` +
    `from "notes" n where n."id" = ${row}."noteId" ${bump};`;
  for (const s of sources) {
    const mark = (row: 'new' | 'old') =>
      `insert into "activityChanges" ("hour", "version") values (substr(${row}."${s.at}", 1, 13), 1) ${bump};` +
      (s.tiedNote ? ` ${tagMark(row)}` : '');
    const watched = s.watched.map((c) => `"${c}"`).join(', ');
    await run(
      `create trigger "${s.table}_activity_ai" after insert on "${s.table}" begin ${mark('new')} end`,
    );
    await run(
      `create trigger "${s.table}_activity_au" after update of ${watched} on "${s.table}" begin ` +
        `${mark('old')} ${mark('new')} end`,
    );
    await run(
      `create trigger "${s.table}_activity_ad" after delete on "${s.table}" begin ${mark('old')} end`,
    );
  }
  await run(`create trigger "noteTags_activity_ai" after insert on "noteTags" begin ${tagMark('new')} end`);
  await run(
    `create trigger "noteTags_activity_au" after update on "noteTags" begin ${tagMark('old')} ${tagMark('new')} end`,
  );
  await run(`create trigger "noteTags_activity_ad" after delete on "noteTags" begin ${tagMark('old')} end`);
  await run(
    `create trigger "customers_activity_au" after update of "state", "shipState" on "customers" ` +
      `when old."state" is not new."state" or old."shipState" is not new."shipState" ` +
      `begin insert into "activityChanges" ("hour", "version") values ('*', 1) ${bump}; end`,
  );
  await run(
    `create trigger "customers_activity_ad" after delete on "customers" ` +
      `begin insert into "activityChanges" ("hour", "version") values ('*', 1) ${bump}; end`,
  );
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const hour = (value: string) => `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`;
  const tagMark = (row: 'new' | 'old') =>
    `insert into "activityChanges" ("hour", "version") select ${hour('n."createdAt"')}, 1 ` +
    `from "notes" n where n."id" = ${row}."noteId" ${bump};`;
  for (const s of sources) {
    const mark = (row: 'new' | 'old') =>
      `insert into "activityChanges" ("hour", "version") values (${hour(`${row}."${s.at}"`)}, 1) ${bump};` +
      (s.tiedNote ? ` ${tagMark(row)}` : '');
    await run(`create function "${s.table}_activity_mark"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${mark('old')} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${mark('new')} end if;
        return null;
      end $$`);
    await run(
      `create trigger "${s.table}_activity" after insert or delete or update of ` +
        `${s.watched.map((c) => `"${c}"`).join(', ')} on "${s.table}" for each row execute function "${s.table}_activity_mark"()`,
    );
  }
  await run(`create function "noteTags_activity_mark"() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${tagMark('old')} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${tagMark('new')} end if;
      return null;
    end $$`);
  await run(
    `create trigger "noteTags_activity" after insert or delete or update on "noteTags" for each row execute function "noteTags_activity_mark"()`,
  );
  await run(`create function "customers_activity_mark"() returns trigger language plpgsql as $$
    begin
      insert into "activityChanges" ("hour", "version") values ('*', 1) ${bump};
      return null;
    end $$`);
  await run(
    `create trigger "customers_activity" after update of "state", "shipState" on "customers" for each row ` +
      `when (old."state" is distinct from new."state" or old."shipState" is distinct from new."shipState") ` +
      `execute function "customers_activity_mark"()`,
  );
  await run(
    `create trigger "customers_activity_gone" after delete on "customers" for each row execute function "customers_activity_mark"()`,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const run = (text: string) => sql.raw(text).execute(db);
  for (const table of [...sources.map((s) => s.table), 'noteTags', 'customers']) {
    if (t.postgres) {
      for (const name of ['activity', 'activity_gone'])
        await run(`drop trigger if exists "${table}_${name}" on "${table}"`);
      await run(`drop function if exists "${table}_activity_mark"()`);
    } else {
      for (const when of ['ai', 'au', 'ad']) await run(`drop trigger if exists "${table}_activity_${when}"`);
    }
  }
  await db.schema.dropIndex('visits_note').execute();
  await db.schema.dropIndex('visits_started').execute();
  for (const table of ['activityChanges', 'activityWeeksDone', 'activityWeeks'])
    await db.schema.dropTable(table).execute();
}
