import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * The API suite's setup, once per run before any file: migrates one database, which every test file
 * then copies (`openTestRuntime` in harness.ts) instead of running all the migrations again. On
 * SQLite the copy is a serialized in-memory database, written to a temp file the workers read; on
 * PostgreSQL it is a template database each file's own database is created from. The workers find
 * them in the environment, which they inherit from this process (decision 0277).
 */
export const sqliteTemplateVariable = 'HUMIDOR_TEST_SQLITE_TEMPLATE';
export const postgresTemplateVariable = 'HUMIDOR_TEST_POSTGRES_TEMPLATE';

export default async function setup(): Promise<() => Promise<void>> {
  const postgresUrl = process.env.HUMIDOR_TEST_POSTGRES_URL;
  return postgresUrl ? postgresTemplate(postgresUrl) : sqliteTemplate();
}

async function sqliteTemplate(): Promise<() => Promise<void>> {
  const database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-test-template-'));
  const file = path.join(folder, 'migrated.sqlite');
  fs.writeFileSync(file, (database.serialize as () => Buffer)());
  await database.destroy();
  process.env[sqliteTemplateVariable] = file;
  return async () => {
    delete process.env[sqliteTemplateVariable];
    fs.rmSync(folder, { recursive: true, force: true });
  };
}

async function postgresTemplate(url: string): Promise<() => Promise<void>> {
  const name = `humidor_template_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  // Every connection to the template must be closed before a database can be copied from it.
  const database = openDatabase({ databaseUrl: databaseUrlFor(url, name) });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
  process.env[postgresTemplateVariable] = name;
  return async () => {
    delete process.env[postgresTemplateVariable];
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/** The same server and credentials as `url`, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** One statement on its own connection: CREATE and DROP DATABASE cannot run inside a transaction. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
