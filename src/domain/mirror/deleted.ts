import { z } from 'zod';
import { parseDocument, qbText } from './qb.js';

/** The mirror tables a deletion can reach, named as the server's tables. */
type DeletableTable =
  'customers' | 'items' | 'priceLevels' | 'terms' | 'salesReps' | 'invoices' | 'salesOrders' | 'creditMemos';

const listTables: Record<string, DeletableTable> = {
  Customer: 'customers',
  ItemInventory: 'items',
  ItemNonInventory: 'items',
  ItemService: 'items',
  ItemOtherCharge: 'items',
  PriceLevel: 'priceLevels',
  StandardTerms: 'terms',
  DateDrivenTerms: 'terms',
  SalesRep: 'salesReps',
};
const txnTables: Record<string, DeletableTable> = {
  Invoice: 'invoices',
  SalesOrder: 'salesOrders',
  CreditMemo: 'creditMemos',
};

export interface Deletion {
  table: DeletableTable;
  id: string;
}

const listDeleted = z.object({ ListDelType: qbText, ListID: qbText });
const txnDeleted = z.object({ TxnDelType: qbText, TxnID: qbText });

function unknownType(kind: string, type: string, known: Record<string, unknown>): string {
  return `${kind} "${type}" is not one Humidor mirrors (${Object.keys(known).join(', ')})`;
}

/** A ListDeletedRet as the row to remove. */
export function normalizeListDeleted(doc: unknown) {
  const parsed = parseDocument(listDeleted, doc);
  if (!parsed.ok) return parsed;
  const table = listTables[parsed.row.ListDelType];
  if (!table)
    return { ok: false as const, reason: unknownType('ListDelType', parsed.row.ListDelType, listTables) };
  return { ok: true as const, row: { table, id: parsed.row.ListID } satisfies Deletion };
}

/** A TxnDeletedRet as the transaction to remove (its lines go with it). */
export function normalizeTxnDeleted(doc: unknown) {
  const parsed = parseDocument(txnDeleted, doc);
  if (!parsed.ok) return parsed;
  const table = txnTables[parsed.row.TxnDelType];
  if (!table)
    return { ok: false as const, reason: unknownType('TxnDelType', parsed.row.TxnDelType, txnTables) };
  return { ok: true as const, row: { table, id: parsed.row.TxnID } satisfies Deletion };
}
