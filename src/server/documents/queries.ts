import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { present, type Listed } from './presenters.js';
import { afterCursor, decodeCursor, pageOf } from '../shared/paging.js';
import { visibleDocuments, type DocumentTable } from '../access/visibility.js';
import type { TransactionFilters } from '../../domain/documents/contract.js';

export const today = () => new Date().toISOString().slice(0, 10);

/** The 400 of a cursor that is not ours: the list reloads from the top. */
export const readListCursor = (cursor: string) =>
  decodeCursor(cursor, { message: 'This list position is no longer valid. Please reload the list.' });

const contains = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${text.toLowerCase()}%`}`;

function filtersOf<T extends DocumentTable>(table: T, f: TransactionFilters) {
  return (eb: ExpressionBuilder<DB, T>): Expression<SqlBool> => {
    const ref = (c: string) => `${table}.${c}`;
    const parts: Expression<SqlBool>[] = [];
    if (f.q) parts.push(eb.or([contains(ref('refNumber'), f.q), contains(ref('customerName'), f.q)]));
    if (f.refNumber) parts.push(sql<SqlBool>`${sql.ref(ref('refNumber'))} = ${f.refNumber}`);
    if (f.customerName) parts.push(contains(ref('customerName'), f.customerName));
    if (f.customerListId) parts.push(sql<SqlBool>`${sql.ref(ref('customerListId'))} = ${f.customerListId}`);
    if (f.shipState) parts.push(sql<SqlBool>`${sql.ref(ref('shipState'))} = ${f.shipState.toUpperCase()}`);
    if (f.dateFrom) parts.push(sql<SqlBool>`${sql.ref(ref('txnDate'))} >= ${f.dateFrom}`);
    if (f.dateTo) parts.push(sql<SqlBool>`${sql.ref(ref('txnDate'))} <= ${f.dateTo}`);
    if (f.subtotalMin !== undefined)
      parts.push(sql<SqlBool>`${sql.ref(ref('subtotal'))} >= ${f.subtotalMin}`);
    if (f.subtotalMax !== undefined)
      parts.push(sql<SqlBool>`${sql.ref(ref('subtotal'))} <= ${f.subtotalMax}`);
    if (table === 'creditMemos' && f.totalMin !== undefined)
      parts.push(sql<SqlBool>`${sql.ref(ref('totalAmount'))} >= ${f.totalMin}`);
    if (table === 'creditMemos' && f.totalMax !== undefined)
      parts.push(sql<SqlBool>`${sql.ref(ref('totalAmount'))} <= ${f.totalMax}`);
    if (f.cursor) {
      const sortColumn = ref(f.sort === 'refNumber' ? 'refNumber' : 'txnDate');
      parts.push(afterCursor(sortColumn, ref('txnId'), readListCursor(f.cursor)));
    }
    return eb.and(parts);
  };
}

/** One page of a document table, scoped by ship state, newest (or highest number) first. */
async function page<T extends DocumentTable>(db: Db, user: Principal, table: T, f: TransactionFilters) {
  const sortColumn = f.sort === 'refNumber' ? 'refNumber' : 'txnDate';
  const rows = await db
    .selectFrom(table as DocumentTable)
    .selectAll()
    .where(visibleDocuments(user, table as DocumentTable))
    .where(filtersOf(table as DocumentTable, f))
    .orderBy(sortColumn, 'desc')
    .orderBy('txnId', 'desc')
    .limit(f.limit + 1)
    .execute();
  const page = pageOf(rows, f.limit, (last) => [String(last[sortColumn]), last.txnId]);
  const presentRow: (row: DB[T], today: string) => Listed[T] = present[table];
  const now = today();
  // Kysely types a table chosen at run time as the union of the three; these rows are `table`'s.
  return { rows: (page.rows as DB[T][]).map((row) => presentRow(row, now)), nextCursor: page.nextCursor };
}

export async function listInvoices(db: Db, user: Principal, f: TransactionFilters) {
  const { rows, nextCursor } = await page(db, user, 'invoices', f);
  return { invoices: rows, nextCursor };
}

export async function listCreditMemos(db: Db, user: Principal, f: TransactionFilters) {
  const { rows, nextCursor } = await page(db, user, 'creditMemos', f);
  return { creditMemos: rows, nextCursor };
}

export async function listSalesOrders(db: Db, user: Principal, f: TransactionFilters) {
  const { rows, nextCursor } = await page(db, user, 'salesOrders', f);
  return { salesOrders: rows, nextCursor };
}
