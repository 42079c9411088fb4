import type { Kysely } from 'kysely';
import type { Tx } from '../db/database.js';

/**
 * Multi-row writes for the importer. Table names come from the importer's own lists, never from
 * input, so a loosely typed view of the transaction is used here and nowhere else.
 */
type Row = Record<string, unknown>;
type Loose = Kysely<Record<string, Row>>;

/** Both dialects accept well over this many bound values per statement (SQLite 32766, PostgreSQL 65535). */
const maxValuesPerStatement = 30_000;

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function rowsPerStatement(row: Row): number {
  return Math.max(1, Math.floor(maxValuesPerStatement / Object.keys(row).length));
}

/** Inserts rows, replacing every column of a row whose key already exists. */
export async function upsertRows(tx: Tx, table: string, key: string, rows: Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const db = tx as unknown as Loose;
  const columns = Object.keys(first).filter((c) => c !== key);
  for (const part of chunks(rows, rowsPerStatement(first))) {
    await db
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc
          .column(key)
          .doUpdateSet((eb) => Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]))),
      )
      .execute();
  }
}

export async function insertRows(tx: Tx, table: string, rows: Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const db = tx as unknown as Loose;
  for (const part of chunks(rows, rowsPerStatement(first))) await db.insertInto(table).values(part).execute();
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
