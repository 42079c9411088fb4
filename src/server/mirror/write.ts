import { CompiledQuery, sql, type Kysely } from 'kysely';
import { CodecPlugin } from '../db/codec.js';
import type { Db, Tx } from '../db/database.js';
import { chunks } from '../db/chunks.js';

/**
 * Multi-row writes for the importer. Table and column names come from the importer's own lists and
 * normalizers, never from input, so a loosely typed view of the transaction is used here and nowhere else.
 */
type Row = Record<string, unknown>;
type Loose = Kysely<Record<string, Row>>;

/** Both dialects accept well over this many bound values per statement (SQLite 32766, PostgreSQL 65535). */
const maxValuesPerStatement = 30_000;

/**
 * Chunks of a power of two rows each, the largest first: a batch's statements then have few distinct
 * texts, which the connection's statement cache keeps (database.ts), instead of a new text, prepared
 * anew, for every count of rows a batch happens to have.
 */
function statementSizedChunks<T>(list: T[], most: number): T[][] {
  const out: T[][] = [];
  let size = 2 ** Math.floor(Math.log2(most));
  for (let i = 0; i < list.length;) {
    while (size > list.length - i) size /= 2;
    out.push(list.slice(i, i + size));
    i += size;
  }
  return out;
}

function rowsPerStatement(row: Row): number {
  return Math.max(1, Math.floor(maxValuesPerStatement / Object.keys(row).length));
}

/** The normalizers give every row of a table the same columns, each with a value or null. */
const unevenRows = (table: string) => new Error(`Rows for ${table} must all have the same columns.`);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Bulk inserts are written as SQL text with parameters and handed to the driver as a compiled query:
 * building and compiling tens of thousands of value nodes per batch through the query builder cost
 * more than the database's own work. Values are encoded by the same codec as every other query.
 */
async function insertCompiled(tx: Tx, table: string, rows: Row[], onConflict?: { key: string }) {
  const first = rows[0];
  if (!first) return;
  const codec = tx.getExecutor().plugins.find((p) => p instanceof CodecPlugin);
  if (!codec) throw new Error('The database has no codec plugin.');
  const columns = Object.keys(first);
  const postgres = codec.dialect === 'postgres';
  const head = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values `;
  const tail = onConflict
    ? ` on conflict (${quote(onConflict.key)}) do update set ${columns
        .filter((c) => c !== onConflict.key)
        .map((c) => `${quote(c)} = excluded.${quote(c)}`)
        .join(', ')}`
    : '';
  for (const part of statementSizedChunks(rows, rowsPerStatement(first))) {
    const parameters: unknown[] = [];
    const tuples: string[] = [];
    for (const row of part) {
      const marks: string[] = [];
      if (Object.keys(row).length !== columns.length) throw unevenRows(table);
      for (const column of columns) {
        const value = row[column];
        if (value === undefined) throw unevenRows(table);
        parameters.push(codec.encode(value));
        marks.push(postgres ? `$${parameters.length}` : '?');
      }
      tuples.push(`(${marks.join(', ')})`);
    }
    await tx.executeQuery(CompiledQuery.raw(`${head}${tuples.join(', ')}${tail}`, parameters));
  }
}

/** Inserts rows, replacing every column of a row whose key already exists. */
export async function upsertRows(tx: Tx, table: string, key: string, rows: Row[]): Promise<void> {
  await insertCompiled(tx, table, rows, { key });
}

export async function insertRows(tx: Tx, table: string, rows: Row[]): Promise<void> {
  await insertCompiled(tx, table, rows);
}

export async function deleteWhereIn(tx: Tx, table: string, column: string, ids: string[]): Promise<void> {
  const db = tx as unknown as Loose;
  for (const part of chunks(ids, 5_000)) await db.deleteFrom(table).where(column, 'in', part).execute();
}

export async function selectWhereIn<C extends string>(
  tx: Tx,
  table: string,
  column: string,
  ids: string[],
  select: C[],
): Promise<Record<C, unknown>[]> {
  const db = tx as unknown as Loose;
  const out: Record<C, unknown>[] = [];
  for (const part of chunks(ids, 5_000)) {
    const rows = await db.selectFrom(table).select(select).where(column, 'in', part).execute();
    out.push(...(rows as Record<C, unknown>[]));
  }
  return out;
}

export const dialectOf = (db: Db | Tx) => {
  const codec = db.getExecutor().plugins.find((p) => p instanceof CodecPlugin);
  if (!codec) throw new Error('The database has no codec plugin.');
  return codec.dialect;
};

/**
 * One transaction. Unless `durable`, its commit does not wait for the disk: PostgreSQL with
 * synchronous_commit off for this transaction, SQLite (under WAL) with synchronous NORMAL while it
 * runs. A crash may then lose the last commits but never corrupts the database; only the trusted bulk
 * loads use it, and they can be run again (an import is idempotent).
 */
export async function inTransaction(
  db: Db,
  work: (tx: Tx) => Promise<void>,
  { durable }: { durable: boolean },
): Promise<void> {
  if (durable) return db.transaction().execute(work);
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (tx) => {
      await sql`set local synchronous_commit = off`.execute(tx);
      await work(tx);
    });
  }
  const before = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
  const level = Number(before.rows[0]?.synchronous ?? 2);
  await sql`pragma synchronous = NORMAL`.execute(db);
  try {
    await db.transaction().execute(work);
  } finally {
    await sql.raw(`pragma synchronous = ${level}`).execute(db);
  }
}
