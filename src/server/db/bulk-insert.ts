import { CompiledQuery } from 'kysely';
import { codecOf, type Dialect } from './codec.js';
import type { Db, Tx } from './database.js';

/**
 * Multi-row inserts written as SQL text: the importer's documents and lines, and the sales summary
 * rows it keeps with them. Table and column names come from the code's own lists and rows, never
 * from input.
 */
/** A row as an object of its columns (a table's interface, or a normalizer's record). */
type Row = object;

/** Both dialects accept well over this many bound values per statement (SQLite 32766, PostgreSQL 65535). */
const maxValuesPerStatement = 30_000;

/**
 * Chunks of a power of two rows each, the largest first: a batch's statements then have few distinct
 * texts, which the connection's statement cache keeps (database.ts), instead of a new text, prepared
 * anew, for every count of rows a batch happens to have.
 */
function statementSizedChunks<T>(list: readonly T[], most: number): T[][] {
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
 * What becomes of a row whose key is already stored: every other column replaced by the new row's,
 * or (`add`) the new row's numbers added to the stored ones, as a roll-up kept by difference moves.
 */
export interface OnConflict {
  key: string | readonly string[];
  merge?: 'replace' | 'add';
}

function conflictClause(table: string, columns: readonly string[], { key, merge }: OnConflict): string {
  const keys: readonly string[] = typeof key === 'string' ? [key] : key;
  const set = columns
    .filter((c) => !keys.includes(c))
    .map((c) =>
      merge === 'add'
        ? `${quote(c)} = ${quote(table)}.${quote(c)} + excluded.${quote(c)}`
        : `${quote(c)} = excluded.${quote(c)}`,
    );
  return ` on conflict (${keys.map(quote).join(', ')}) do update set ${set.join(', ')}`;
}

/**
 * Bulk inserts are written as SQL text with parameters and handed to the driver as a compiled query:
 * building and compiling tens of thousands of value nodes per batch through the query builder cost
 * more than the database's own work. Values are encoded by the same codec as every other query.
 */
export async function insertRows(
  tx: Db | Tx,
  table: string,
  rows: readonly Row[],
  onConflict?: OnConflict,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const codec = codecOf(tx);
  const columns = Object.keys(first);
  const textOf = statementTexts(codec.dialect, table, columns, onConflict);
  for (const part of statementSizedChunks(rows, rowsPerStatement(first))) {
    const parameters: unknown[] = [];
    for (const row of part) {
      if (Object.keys(row).length !== columns.length) throw unevenRows(table);
      for (const column of columns) {
        const value = (row as Record<string, unknown>)[column];
        if (value === undefined) throw unevenRows(table);
        parameters.push(codec.encode(value));
      }
    }
    await tx.executeQuery(CompiledQuery.raw(textOf(part.length), parameters));
  }
}

/** Statement texts kept by table, columns, conflict clause and row count (a power of two). */
const texts = new Map<string, string>();
/** Enough for every table the importer and its keepers write at every chunk size, and a bound. */
const mostTexts = 1_000;

/**
 * The text of an insert of `count` rows, built once and then the same string: a chunk's text runs to
 * tens of kilobytes, and building it anew, then hashing it again in the connection's statement cache,
 * cost a batch of the import more than a tenth of a millisecond a statement.
 */
function statementTexts(
  dialect: Dialect,
  table: string,
  columns: readonly string[],
  onConflict: OnConflict | undefined,
): (count: number) => string {
  const head = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values `;
  const tail = onConflict ? conflictClause(table, columns, onConflict) : '';
  return (count) => {
    const key = `${dialect}|${count}|${head}${tail}`;
    let text = texts.get(key);
    if (text === undefined) {
      const tuples: string[] = [];
      for (let row = 0; row < count; row += 1) {
        const first = row * columns.length;
        const marks = columns.map((_, i) => (dialect === 'postgres' ? `$${first + i + 1}` : '?'));
        tuples.push(`(${marks.join(', ')})`);
      }
      text = `${head}${tuples.join(', ')}${tail}`;
      if (texts.size >= mostTexts) texts.delete(texts.keys().next().value as string);
      texts.set(key, text);
    }
    return text;
  };
}
