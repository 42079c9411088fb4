/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Full-text search kept in the database (docs/decisions/0045-customer-search-index.md,
 * 0046-search-everything-written.md): a customer index that needs no rebuild after a restart, and
 * one table of every written text (notes, comments, descriptions, contacts, order instructions),
 * each kept in step by triggers on its source table, so every write path (the commands, the import,
 * the demo, a restore from the Trash) updates it in the same transaction.
 */

/** Each source: the row it comes from, and how its NEW row becomes an entry. */
interface Source {
  kind: string;
  table: string;
  /** Columns whose change rewrites the entry. */
  watched: string[];
  values: {
    noteId: string;
    customerListId: string;
    authorId: string;
    authorName: string;
    title: string;
    body: string;
  };
  /** Rows without searchable text get no entry. */
  when?: string;
}

const blank = (column: string) => `coalesce(new."${column}", '')`;

const sources: Source[] = [
  {
    kind: 'note',
    table: 'notes',
    watched: ['subject', 'text', 'taskDescription', 'customerListId', 'authorName'],
    values: {
      noteId: 'new."id"',
      customerListId: 'new."customerListId"',
      authorId: 'new."authorId"',
      authorName: 'new."authorName"',
      title: 'new."subject"',
      body: `new."text" || ' ' || ${blank('taskDescription')}`,
    },
  },
  {
    kind: 'comment',
    table: 'comments',
    watched: ['text'],
    values: {
      noteId: 'new."noteId"',
      customerListId: '(select n."customerListId" from "notes" n where n."id" = new."noteId")',
      authorId: 'new."authorId"',
      authorName: 'new."authorName"',
      title: `''`,
      body: 'new."text"',
    },
  },
  {
    kind: 'description',
    table: 'customerDescriptions',
    watched: ['text'],
    values: {
      noteId: 'null',
      customerListId: 'new."customerListId"',
      authorId: 'new."authorId"',
      authorName: 'new."authorName"',
      title: `''`,
      body: 'new."text"',
    },
  },
  {
    kind: 'contact',
    table: 'customerContacts',
    watched: ['firstName', 'middleName', 'lastName', 'position', 'telephone', 'email', 'about'],
    values: {
      noteId: 'null',
      customerListId: 'new."customerListId"',
      authorId: 'new."authorId"',
      authorName: 'new."authorName"',
      title: `new."firstName" || ' ' || ${blank('middleName')} || ' ' || ${blank('lastName')}`,
      body: `new."position" || ' ' || ${blank('email')} || ' ' || ${blank('telephone')} || ' ' || ${blank('about')}`,
    },
  },
  {
    kind: 'order',
    table: 'orders',
    watched: ['instructions', 'customerListId'],
    values: {
      noteId: 'null',
      customerListId: 'new."customerListId"',
      authorId: 'new."authorId"',
      authorName: 'new."authorName"',
      title: `''`,
      body: 'new."instructions"',
    },
    when: `new."instructions" <> ''`,
  },
];

const entryColumns = `"kind", "sourceId", "noteId", "customerListId", "authorId", "authorName", "createdAt", "title", "body"`;

/** `insert … select` works the same inside a SQLite trigger body and a PL/pgSQL function. */
const insertEntry = (s: Source) =>
  `insert into "searchEntries" (${entryColumns}) select '${s.kind}', new."id", ${s.values.noteId}, ` +
  `${s.values.customerListId}, ${s.values.authorId}, ${s.values.authorName}, new."createdAt", ` +
  `${s.values.title}, ${s.values.body}${s.when ? ` where ${s.when}` : ''}`;

const deleteEntry = (s: Source) =>
  `delete from "searchEntries" where "kind" = '${s.kind}' and "sourceId" = old."id"`;

/** The rows written before this migration, indexed once: the trigger's insert over the whole table. */
function backfillSql(s: Source): string {
  const select = insertEntry({ ...s, when: undefined }).replace(/new\./g, 'src.');
  return `${select} from "${s.table}" src${s.when ? ` where ${s.when.replace(/new\./g, 'src.')}` : ''}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.postgres) await upPostgres(db);
  else await upSqlite(db);
  await db.schema
    .createIndex('searchEntries_source')
    .on('searchEntries')
    .columns(['kind', 'sourceId'])
    .unique()
    .execute();
  await db.schema.createIndex('searchEntries_note').on('searchEntries').column('noteId').execute();
  for (const s of sources) await sql.raw(backfillSql(s)).execute(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  // SQLite runs a migration statement by statement (no transactional DDL): a run stopped part way
  // (a killed process during the backfill) leaves some of it behind, so start from nothing.
  await downSqlite(db);
  // Customers: a narrow copy with a stable integer key (the FTS5 index refers to rows by rowid, which
  // a table keyed by text may renumber on VACUUM), and a trigram index: substring matches on the
  // folded search text, as the in-memory index did.
  await run(`create table "customerSearch" (
    "id" integer primary key,
    "listId" text not null unique,
    "searchText" text not null,
    "fullName" text not null,
    "state" text,
    "shipState" text)`);
  await run(`create index "customerSearch_name" on "customerSearch" ("fullName", "listId")`);
  await run(`create index "customerSearch_text" on "customerSearch" ("searchText")`);
  await run(`create virtual table "customerSearchFts" using fts5("searchText",
    content='customerSearch', content_rowid='id', tokenize='trigram')`);
  await run(`create trigger "customerSearch_ai" after insert on "customerSearch" begin
    insert into "customerSearchFts" (rowid, "searchText") values (new."id", new."searchText"); end`);
  await run(`create trigger "customerSearch_ad" after delete on "customerSearch" begin
    insert into "customerSearchFts" ("customerSearchFts", rowid, "searchText") values ('delete', old."id", old."searchText"); end`);
  await run(`create trigger "customerSearch_au" after update of "searchText" on "customerSearch" begin
    insert into "customerSearchFts" ("customerSearchFts", rowid, "searchText") values ('delete', old."id", old."searchText");
    insert into "customerSearchFts" (rowid, "searchText") values (new."id", new."searchText"); end`);
  await run(`create trigger "customers_search_ai" after insert on "customers" begin
    insert into "customerSearch" ("listId", "searchText", "fullName", "state", "shipState")
    values (new."listId", new."searchText", new."fullName", new."state", new."shipState"); end`);
  await run(`create trigger "customers_search_au" after update of "searchText", "fullName", "state", "shipState" on "customers"
    when old."searchText" is not new."searchText" or old."fullName" is not new."fullName"
      or old."state" is not new."state" or old."shipState" is not new."shipState" begin
    update "customerSearch" set "searchText" = new."searchText", "fullName" = new."fullName",
      "state" = new."state", "shipState" = new."shipState" where "listId" = old."listId"; end`);
  await run(`create trigger "customers_search_ad" after delete on "customers" begin
    delete from "customerSearch" where "listId" = old."listId"; end`);
  await run(`insert into "customerSearch" ("listId", "searchText", "fullName", "state", "shipState")
    select "listId", "searchText", "fullName", "state", "shipState" from "customers"`);

  // Everything written: one entry per text, an external-content FTS5 index over its title and body
  // (unicode61 without diacritics: accent- and case-insensitive words; prefix indexes for typing).
  await run(`create table "searchEntries" (
    "id" integer primary key,
    "kind" text not null,
    "sourceId" text not null,
    "noteId" text,
    "customerListId" text,
    "authorId" text,
    "authorName" text,
    "createdAt" text not null,
    "title" text not null,
    "body" text not null)`);
  await run(`create virtual table "searchEntriesFts" using fts5("title", "body",
    content='searchEntries', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`);
  await run(`create trigger "searchEntries_ai" after insert on "searchEntries" begin
    insert into "searchEntriesFts" (rowid, "title", "body") values (new."id", new."title", new."body"); end`);
  await run(`create trigger "searchEntries_ad" after delete on "searchEntries" begin
    insert into "searchEntriesFts" ("searchEntriesFts", rowid, "title", "body") values ('delete', old."id", old."title", old."body"); end`);
  await run(`create trigger "searchEntries_au" after update on "searchEntries" begin
    insert into "searchEntriesFts" ("searchEntriesFts", rowid, "title", "body") values ('delete', old."id", old."title", old."body");
    insert into "searchEntriesFts" (rowid, "title", "body") values (new."id", new."title", new."body"); end`);
  for (const s of sources) {
    const name = `${s.table}_search`;
    await run(`create trigger "${name}_ai" after insert on "${s.table}" begin ${insertEntry(s)}; end`);
    await run(
      `create trigger "${name}_au" after update of ${s.watched.map((c) => `"${c}"`).join(', ')} on "${s.table}" begin ` +
        `${deleteEntry(s)}; ${insertEntry(s)}; end`,
    );
    await run(`create trigger "${name}_ad" after delete on "${s.table}" begin ${deleteEntry(s)}; end`);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  // Extensions live in public, so every schema (each test file has its own) finds the same ones;
  // the lock keeps two migrating processes from creating them at once.
  await run(`select pg_advisory_xact_lock(hashtext('humidor.extensions'))`);
  await run(`create extension if not exists pg_trgm with schema public`);
  await run(`create extension if not exists unaccent with schema public`);
  // Customers: trigram index on the folded search text (substring, prefix, account numbers).
  await run(
    `create index "customers_search_trgm" on "customers" using gin ("searchText" public.gin_trgm_ops)`,
  );

  // Words without accents or case: the simple parser and dictionary after unaccent.
  await run(`create text search configuration humidor_search (copy = pg_catalog.simple)`);
  await run(`alter text search configuration humidor_search
    alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part
    with public.unaccent, pg_catalog.simple`);
  await run(`create table "searchEntries" (
    "id" bigint generated always as identity primary key,
    "kind" text not null,
    "sourceId" text not null,
    "noteId" text,
    "customerListId" text,
    "authorId" text,
    "authorName" text,
    "createdAt" timestamptz not null,
    "title" text not null,
    "body" text not null,
    "document" tsvector generated always as (
      setweight(to_tsvector('humidor_search'::regconfig, "title"), 'A') ||
      setweight(to_tsvector('humidor_search'::regconfig, "body"), 'B')) stored)`);
  await run(`create index "searchEntries_document" on "searchEntries" using gin ("document")`);
  for (const s of sources) {
    const fn = `${s.table}_search_sync`;
    await run(`create function "${fn}"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${deleteEntry(s)}; end if;
        if tg_op in ('INSERT', 'UPDATE') then ${insertEntry(s)}; end if;
        return null;
      end $$`);
    await run(
      `create trigger "${s.table}_search" after insert or delete or update of ` +
        `${s.watched.map((c) => `"${c}"`).join(', ')} on "${s.table}" for each row execute function "${fn}"()`,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  if (t.postgres) {
    for (const s of sources) {
      await sql.raw(`drop trigger if exists "${s.table}_search" on "${s.table}"`).execute(db);
      await sql.raw(`drop function if exists "${s.table}_search_sync"()`).execute(db);
    }
    await sql.raw(`drop table if exists "searchEntries"`).execute(db);
    await sql.raw(`drop text search configuration if exists humidor_search`).execute(db);
    await sql.raw(`drop index if exists "customers_search_trgm"`).execute(db);
    return;
  }
  await downSqlite(db);
}

async function downSqlite(db: Kysely<any>): Promise<void> {
  for (const s of sources)
    for (const suffix of ['ai', 'au', 'ad'])
      await sql.raw(`drop trigger if exists "${s.table}_search_${suffix}"`).execute(db);
  for (const suffix of ['ai', 'au', 'ad'])
    await sql.raw(`drop trigger if exists "customers_search_${suffix}"`).execute(db);
  await sql.raw(`drop table if exists "searchEntriesFts"`).execute(db);
  await sql.raw(`drop table if exists "searchEntries"`).execute(db);
  await sql.raw(`drop table if exists "customerSearchFts"`).execute(db);
  await sql.raw(`drop table if exists "customerSearch"`).execute(db);
}
