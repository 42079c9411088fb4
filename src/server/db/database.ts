import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { CodecPlugin, configurePgTypes, type Dialect } from './codec.js';
import type { DB } from './schema.js';
import { foldText } from '../../domain/text/fold.js';

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** For LISTEN/NOTIFY on PostgreSQL; undefined on SQLite. */
  pgPool?: pg.Pool;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for an in-memory database. */
  sqliteFile?: string;
  /** PostgreSQL schema to use as search_path (each test file gets its own). */
  pgSchema?: string;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
  return openSqlite(options.sqliteFile ?? ':memory:');
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB of page cache (SQLite's default is about 2 MiB): the feeds' indexes stay in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.function('humidor_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : null,
  );
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CodecPlugin('sqlite')],
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * Kysely prepares every statement anew; preparing is a real part of a small query's cost in
 * better-sqlite3, and the app asks the same few hundred statements over and over. The connection is
 * used by one query at a time (Kysely serialises it), so a cached statement is never in use twice.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, capacity = 500) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

function openPostgres(url: string, schema?: string): Database {
  configurePgTypes();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CodecPlugin('postgres')],
  });
  return { db, dialect: 'postgres', pgPool: pool, destroy: () => db.destroy() };
}
