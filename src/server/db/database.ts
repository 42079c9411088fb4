import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  TableNode,
  UpdateQueryNode,
  sql,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type Transaction,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { backstopPages, startCheckpointer } from './checkpointer.js';
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
  /** The whole SQLite database as bytes, to open copies of (`sqliteImage`); undefined on PostgreSQL. */
  serialize?(): Buffer;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for an in-memory database. */
  sqliteFile?: string;
  /**
   * An in-memory SQLite database that starts as a copy of this one (`Database.serialize()`): the test
   * suite migrates one database and gives each test file a copy instead of migrating again.
   */
  sqliteImage?: Buffer;
  /** PostgreSQL schema to use as search_path (each test file gets its own). */
  pgSchema?: string;
  timeouts?: DatabaseTimeouts;
}

/** How long a request waits on the database before it is told the database is not answering. */
export interface DatabaseTimeouts {
  /** Opening a PostgreSQL connection; SQLite waits this long for a write lock held by another process. */
  connectMs: number;
  /** One statement (PostgreSQL cancels it on the server; the client gives up a second later). */
  statementMs: number;
}

const defaultDatabaseTimeouts: DatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000 };

/** What a pool reports about connections it loses; pino's logger fits. */
interface DatabaseLogger {
  warn(details: object, message: string): void;
}

export const databaseUnavailableMessage = 'The database is not answering; try again in a moment.';

/** PostgreSQL SQLSTATE classes and codes that mean "not now", not "your input is wrong". */
const unavailableSqlStates = /^(08|53|57P)|^57014$|^40001$|^40P01$/;
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/;

/**
 * Whether an error means the database could not answer (down, restarting, overloaded, locked, too
 * slow) rather than a fault in the request: such requests answer 503 and may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === 'SQLITE_LOCKED') return true;
    if (unavailableNodeCodes.has(code) || unavailableSqlStates.test(code)) return true;
  }
  return unavailableMessages.test(error.message);
}

export function openDatabase(options: DatabaseOptions, logger?: DatabaseLogger): Database {
  const timeouts = options.timeouts ?? defaultDatabaseTimeouts;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, timeouts, options.pgSchema, logger);
  return openSqlite(options.sqliteImage ?? options.sqliteFile ?? ':memory:', timeouts, logger);
}

const optimizeEveryMs = 6 * 60 * 60 * 1000;

/**
 * Runs, unbounded, the ANALYZE statements `PRAGMA optimize` would run (the tables never analysed or
 * changed a lot since). `optimize` itself samples about 2,000 rows an index: it judged a yes/no
 * column like isTask to select 1,001 of a million notes and steered the feeds away from their
 * partial indexes. A full analysis of the whole scale-30 database takes about 6 s, and runs again
 * only after a table grows about tenfold.
 */
function analyseChangedTables(sqlite: SqliteDatabase.Database): void {
  sqlite.pragma('analysis_limit = 0');
  for (const { optimize } of sqlite.pragma('optimize = -1') as { optimize: string }[]) {
    if (optimize.startsWith('ANALYZE ')) sqlite.exec(optimize);
  }
}

function openSqlite(file: string | Buffer, timeouts: DatabaseTimeouts, logger?: DatabaseLogger): Database {
  // A buffer is a serialized database, opened in memory as a copy.
  const onDisk = typeof file === 'string' && file !== ':memory:' ? file : null;
  if (onDisk) fs.mkdirSync(path.dirname(onDisk), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.round(timeouts.connectMs)}`);
  // 64 MiB of page cache (SQLite's default is about 2 MiB): the feeds' indexes stay in memory.
  sqlite.pragma('cache_size = -65536');
  const checkpointer = onDisk ? startCheckpointer(onDisk, logger) : null;
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${backstopPages}`);
  // The planner picks the feeds' indexes from statistics, refreshed at open and now and then for the
  // tables that changed a lot (docs/decisions/0090).
  analyseChangedTables(sqlite);
  const optimizer = setInterval(() => analyseChangedTables(sqlite), optimizeEveryMs);
  optimizer.unref();
  sqlite.function('humidor_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : null,
  );
  const writes = new TableWritePlugin();
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CodecPlugin('sqlite'), writes],
  });
  tableWrites.set(db, writes);
  return {
    db,
    dialect: 'sqlite',
    serialize: () => sqlite.serialize(),
    destroy: async () => {
      clearInterval(optimizer);
      await checkpointer?.close();
      if (sqlite.open) analyseChangedTables(sqlite);
      await db.destroy();
    },
  };
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

type TableWriteListener = (table: string) => void;

const tableNameOf = (node: OperationNode | undefined): string | undefined => {
  if (node && AliasNode.is(node)) return tableNameOf(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
};

function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [tableNameOf(node.into)].filter((t) => t !== undefined);
  if (UpdateQueryNode.is(node)) return [tableNameOf(node.table)].filter((t) => t !== undefined);
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableNameOf).filter((t) => t !== undefined);
  return [];
}

/**
 * Tells listeners of each insert, update and delete this process sends, when it is sent and again
 * when it has run, so a cache of rows read before the change (the signed-in user, `session/principal.ts`)
 * can drop them. Writes inside transactions pass through it too; writes by other processes do not.
 */
class TableWritePlugin implements KyselyPlugin {
  readonly listeners = new Set<TableWriteListener>();
  readonly #running = new WeakMap<QueryId, string[]>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.size === 0) return args.node;
    const tables = writtenTables(args.node);
    if (tables.length) {
      this.#tell(tables);
      this.#running.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#running.get(args.queryId);
    if (tables) this.#tell(tables);
    return args.result;
  }

  #tell(tables: string[]) {
    for (const listener of this.listeners) for (const table of tables) listener(table);
  }
}

const tableWrites = new WeakMap<Db, TableWritePlugin>();

/**
 * Calls `listener` with the table of every write this process sends through `db` (see
 * TableWritePlugin). False when `db` was not opened by `openDatabase`: nothing will be heard.
 */
export function onTableWrite(db: Db, listener: TableWriteListener): boolean {
  const writes = tableWrites.get(db);
  writes?.listeners.add(listener);
  return writes !== undefined;
}

function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  schema?: string,
  logger?: DatabaseLogger,
): Database {
  configurePgTypes();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // A frozen server never cancels anything itself: the client stops waiting a second later.
    query_timeout: timeouts.statementMs + 1_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that drops (restart, failover, idle_session_timeout, a DBA) is discarded by
  // the pool, which opens a new one when needed; unhandled, this event would end the process.
  pool.on('error', (error) => {
    logger?.warn({ err: error }, 'A database connection dropped; the pool will open a new one');
  });
  // A connection in use between two queries (a transaction while its code runs) that drops emits
  // its error on the client, where the pool listens only while it is idle: unheard, it would end
  // the process. The work on it fails at its next query (answered 503, or a job tried again), and
  // the pool, given it back unusable, discards it.
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (inUse.has(client))
        logger?.warn({ err: error }, 'A database connection in use dropped; its work fails and is answered');
    });
  });
  const writes = new TableWritePlugin();
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CodecPlugin('postgres'), writes],
  });
  tableWrites.set(db, writes);
  return { db, dialect: 'postgres', pgPool: pool, destroy: () => db.destroy() };
}

/**
 * Waits until the database answers, so a server started before its database (a reboot, a rolling
 * deploy) comes up when the database does instead of exiting. Errors other than "not answering" (a
 * wrong password, a missing database) are thrown at once: waiting would not fix them.
 */
export async function waitForDatabase(
  database: Database,
  logger?: DatabaseLogger,
  options: { firstRetryMs?: number; maxRetryMs?: number } = {},
): Promise<void> {
  let waitMs = options.firstRetryMs ?? 500;
  for (;;) {
    try {
      await sql`select 1`.execute(database.db);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      logger?.warn(
        { err: error, retryInMs: waitMs },
        `Waiting for the ${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database to answer (${(error as Error).message}); retrying in ${Math.ceil(waitMs / 1000)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      waitMs = Math.min(waitMs * 2, options.maxRetryMs ?? 5_000);
    }
  }
}
