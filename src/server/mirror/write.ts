import { sql, type Kysely } from 'kysely';
import { insertRows } from '../db/bulk-insert.js';
import { codecOf } from '../db/codec.js';
import type { Db, Tx } from '../db/database.js';
import { chunks } from '../db/chunks.js';

/**
 * Multi-row writes for the importer. Table and column names come from the importer's own lists and
 * normalizers, never from input, so a loosely typed view of the transaction is used here and nowhere else.
 */
type Row = Record<string, unknown>;
type Loose = Kysely<Record<string, Row>>;

/** Inserts rows, replacing every column of a row whose key already exists. */
export async function upsertRows(tx: Tx, table: string, key: string, rows: Row[]): Promise<void> {
  await insertRows(tx, table, rows, { key });
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

export const dialectOf = (db: Db | Tx) => codecOf(db).dialect;

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
