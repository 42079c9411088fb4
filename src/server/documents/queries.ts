import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { creditMemoStatus, invoicePastDue, salesOrderStatus } from '../../domain/documents/status.js';
import type { DB } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { withinScope } from '../access/scope.js';
import type { TransactionFilters } from '../../domain/documents/contract.js';

export const today = () => new Date().toISOString().slice(0, 10);

type DocumentTable = 'invoices' | 'salesOrders' | 'creditMemos';

/** Keyset cursor: the sort value and the txnId of the last row of a page. */
export function encodeCursor(value: string, txnId: string): string {
  return Buffer.from(JSON.stringify([value, txnId])).toString('base64url');
}

export function decodeCursor(cursor: string): [string, string] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((v) => typeof v === 'string')) {
      return parsed as [string, string];
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest('This list position is no longer valid. Please reload the list.');
}

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
      const [value, txnId] = decodeCursor(f.cursor);
      const column = sql.ref(ref(f.sort === 'refNumber' ? 'refNumber' : 'txnDate'));
      parts.push(
        sql<SqlBool>`(${column} < ${value} or (${column} = ${value} and ${sql.ref(ref('txnId'))} < ${txnId}))`,
      );
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
    .where(withinScope(user, [`${table}.shipState`]))
    .where(filtersOf(table as DocumentTable, f))
    .orderBy(sortColumn, 'desc')
    .orderBy('txnId', 'desc')
    .limit(f.limit + 1)
    .execute();
  const more = rows.length > f.limit;
  const pageRows = rows.slice(0, f.limit);
  const last = pageRows[pageRows.length - 1];
  return {
    rows: pageRows,
    nextCursor: more && last ? encodeCursor(String(last[sortColumn]), last.txnId) : null,
  };
}

export async function listInvoices(db: Db, user: Principal, f: TransactionFilters) {
  const { rows, nextCursor } = await page(db, user, 'invoices', f);
  const now = today();
  return {
    invoices: (rows as DB['invoices'][]).map((r) => ({
      txnId: r.txnId,
      refNumber: r.refNumber,
      txnDate: r.txnDate,
      dueDate: r.dueDate,
      customerListId: r.customerListId,
      customerName: r.customerName,
      shipState: r.shipState,
      subtotal: r.subtotal,
      balanceRemaining: r.balanceRemaining,
      ...invoicePastDue(r.balanceRemaining, r.dueDate, now),
    })),
    nextCursor,
  };
}

export async function listCreditMemos(db: Db, user: Principal, f: TransactionFilters) {
  const { rows, nextCursor } = await page(db, user, 'creditMemos', f);
  return {
    creditMemos: (rows as DB['creditMemos'][]).map((r) => ({
      txnId: r.txnId,
      refNumber: r.refNumber,
      txnDate: r.txnDate,
      customerListId: r.customerListId,
      customerName: r.customerName,
      shipState: r.shipState,
      subtotal: r.subtotal,
      totalAmount: r.totalAmount,
      creditRemaining: r.creditRemaining,
      status: creditMemoStatus(r.creditRemaining),
    })),
    nextCursor,
  };
}

export async function listSalesOrders(db: Db, user: Principal, f: TransactionFilters) {
  const { rows, nextCursor } = await page(db, user, 'salesOrders', f);
  return {
    salesOrders: (rows as DB['salesOrders'][]).map((r) => ({
      txnId: r.txnId,
      refNumber: r.refNumber,
      txnDate: r.txnDate,
      customerListId: r.customerListId,
      customerName: r.customerName,
      shipState: r.shipState,
      poNumber: r.poNumber,
      subtotal: r.subtotal,
      status: salesOrderStatus(r.isFullyInvoiced),
    })),
    nextCursor,
  };
}
