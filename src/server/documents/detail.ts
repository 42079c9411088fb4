import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { productUnits } from '../../domain/documents/pdf-totals.js';
import { creditMemoStatus, invoicePastDue, salesOrderStatus } from '../../domain/documents/status.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { visibleDocuments, type DocumentTable } from '../access/visibility.js';
import { today } from './queries.js';
import { invoiceExciseFor } from '../orders/excise.js';

/** The same text whether the document is missing or outside the user's states. */
const invoiceMissing = () => notFound('No Invoice was found');
const salesOrderMissing = () => notFound('No Sales Order was found');
const creditMemoMissing = () => notFound('No Credit Memo was found');

/**
 * Which document a page asks for: by its number within the user's ship states (the staff's pages),
 * or by its id within one shop (its buyer's account, decision 0324). Either way a document outside
 * is not found, like a missing one.
 */
export type DocumentPick = { user: Principal; refNumber: string } | { customerListId: string; txnId: string };

function picked<T extends DocumentTable>(table: T, pick: DocumentPick) {
  return (eb: ExpressionBuilder<DB, T>): Expression<SqlBool> =>
    'user' in pick
      ? eb.and([
          sql<SqlBool>`${sql.ref(`${table}.refNumber`)} = ${pick.refNumber}`,
          visibleDocuments<T>(pick.user, table)(eb),
        ])
      : sql<SqlBool>`${sql.ref(`${table}.txnId`)} = ${pick.txnId} and ${sql.ref(`${table}.customerListId`)} = ${pick.customerListId}`;
}

function withoutRaw<T extends { raw: unknown }>(row: T): Omit<T, 'raw'> {
  const { raw: _raw, ...rest } = row;
  return rest;
}

/** An invoice by its number within the user's ship states; its lines carry the item's MSRP. */
export async function getInvoice(db: Db, pick: DocumentPick) {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where(picked('invoices', pick))
    .orderBy('txnDate', 'desc')
    .orderBy('txnId', 'desc')
    .executeTakeFirst();
  if (!invoice) throw invoiceMissing();
  const lines = await db
    .selectFrom('invoiceLines as l')
    .leftJoin('items as it', 'it.listId', 'l.itemListId')
    .select([
      'l.lineNo',
      'l.itemListId',
      'l.itemName',
      'l.desc',
      'l.quantity',
      'l.rate',
      'l.amount',
      'it.msrp',
    ])
    .where('l.txnId', '=', invoice.txnId)
    .orderBy('l.lineNo')
    .execute();
  return {
    invoice: {
      ...withoutRaw(invoice),
      ...invoicePastDue(invoice.balanceRemaining, invoice.dueDate, today()),
    },
    lines: lines.map((l) => ({ ...l, msrp: l.msrp ?? null })),
    excise: await invoiceExciseFor(db, invoice, lines),
  };
}

export async function getSalesOrder(db: Db, user: Principal, refNumber: string) {
  const order = await db
    .selectFrom('salesOrders')
    .selectAll()
    .where('refNumber', '=', refNumber)
    .where(visibleDocuments(user, 'salesOrders'))
    .orderBy('txnDate', 'desc')
    .orderBy('txnId', 'desc')
    .executeTakeFirst();
  if (!order) throw salesOrderMissing();
  const lines = await db
    .selectFrom('salesOrderLines')
    .select(['lineNo', 'itemListId', 'itemName', 'desc', 'quantity', 'invoiced', 'rate', 'amount'])
    .where('txnId', '=', order.txnId)
    .orderBy('lineNo')
    .execute();
  return { salesOrder: { ...withoutRaw(order), status: salesOrderStatus(order.isFullyInvoiced) }, lines };
}

/** The last matching credit memo (as the original read it), within the user's ship states. */
export async function getCreditMemo(db: Db, pick: DocumentPick) {
  const memo = await db
    .selectFrom('creditMemos')
    .selectAll()
    .where(picked('creditMemos', pick))
    .orderBy('txnDate', 'desc')
    .orderBy('txnId', 'desc')
    .executeTakeFirst();
  if (!memo) throw creditMemoMissing();
  const lines = await db
    .selectFrom('creditMemoLines')
    .select(['lineNo', 'itemListId', 'itemName', 'desc', 'quantity', 'rate', 'amount'])
    .where('txnId', '=', memo.txnId)
    .orderBy('lineNo')
    .execute();
  return {
    creditMemo: {
      ...withoutRaw(memo),
      status: creditMemoStatus(memo.creditRemaining),
      productUnits: productUnits(lines),
    },
    lines,
  };
}
