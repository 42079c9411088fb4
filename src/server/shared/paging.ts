import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../http/errors.js';

/**
 * Keyset paging, the one way every feed and list of the server pages (no offsets): a page is the
 * rows after the last row of the previous page in (sort value, id) order, and the cursor the
 * client sends back is that last row's sort value and id.
 */
export interface Cursor {
  /** The sort column's value of the last row read (a time for feeds, a number or text for lists). */
  value: string;
  /** The tie-break column's value of the last row read (its id). */
  id: string;
}

interface CursorOptions {
  /** The 400's message when the text is not a cursor of ours. */
  message?: string;
  /** The value is a time: refuse anything else and read it back as an ISO timestamp. */
  time?: boolean;
}

/** Reads a cursor of `[value, id]` (`encodeKeyCursor`); anything else answers 400 (the client reloads its list). */
export function decodeCursor(text: string, options: CursorOptions = {}): Cursor {
  const [value, id] = decodeKeyCursor(text, 2, options.message) as [string, string];
  if (!options.time) return { value, id };
  if (Number.isNaN(Date.parse(value))) throw invalidCursor(options.message);
  return { value: new Date(value).toISOString(), id };
}

/**
 * The rows after `cursor` in a list ordered by `sortColumn` descending, then `idColumn`
 * (descending unless told). The redundant `sortColumn <= value` bound lets the database start
 * its index range at the cursor instead of walking down through every page already read.
 */
export function afterCursor(
  sortColumn: string,
  idColumn: string,
  cursor: Cursor,
  idOrder: 'asc' | 'desc' = 'desc',
): RawBuilder<SqlBool> {
  const sort = sql.ref(sortColumn);
  const id = sql.ref(idColumn);
  const idAfter =
    idOrder === 'desc' ? sql<SqlBool>`${id} < ${cursor.id}` : sql<SqlBool>`${id} > ${cursor.id}`;
  return sql<SqlBool>`(${sort} <= ${cursor.value} and (${sort} < ${cursor.value} or (${sort} = ${cursor.value} and ${idAfter})))`;
}

/**
 * The one cursor codec: the last row's sort values, then its id, as base64url JSON, opaque to the
 * client. A list with one sort key reads it back with `decodeCursor`; one with several with
 * `decodeKeyCursor`, and `rowsAfter` reads the page after it.
 */
export function encodeKeyCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const invalidCursor = (message?: string) =>
  badRequest(message ?? 'The cursor is not valid; reload the list.');

/** Reads an `encodeKeyCursor` of `length` values; anything else answers 400. */
export function decodeKeyCursor(text: string, length: number, message?: string): string[] {
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && parsed.length === length && parsed.every((v) => typeof v === 'string')) {
      return parsed as string[];
    }
  } catch {
    // not a cursor of ours: falls through to the error below
  }
  throw invalidCursor(message);
}

/**
 * The rows after the cursor's values in a list ordered by `keys` (never null), all in one direction:
 * a row-value comparison, which SQLite and PostgreSQL both read from the keys' order.
 */
export function rowsAfter(keys: RawBuilder<unknown>[], values: string[], direction: 'asc' | 'desc') {
  const left = sql.join(keys);
  const right = sql.join(values.map((v) => sql`${v}`));
  return direction === 'asc' ? sql<SqlBool>`(${left}) > (${right})` : sql<SqlBool>`(${left}) < (${right})`;
}

/** A page of `limit` rows from `limit + 1` fetched, with the cursor of its last row when more follow. */
export function pageOf<R>(
  fetched: R[],
  limit: number,
  cursorOf: (last: R) => [value: string, id: string],
): { rows: R[]; nextCursor: string | null } {
  const rows = fetched.slice(0, limit);
  const last = rows.at(-1);
  return {
    rows,
    nextCursor: fetched.length > limit && last !== undefined ? encodeKeyCursor(cursorOf(last)) : null,
  };
}
