import type { Kysely } from 'kysely';
import { brandSharesCents } from '../../domain/insights/rules.js';
import type { DB } from './schema.js';

/**
 * Keeps `salesSummary` (docs/decisions/0191-sales-summary.md): the rows of the given documents are
 * rebuilt from what the mirror holds for them, inside the caller's transaction, so the summary and
 * the documents change together. The mirror import calls it after writing a batch of documents,
 * and for the documents of items whose brand a batch of items changed; migration 0030 calls it for
 * every document once.
 */

export type SalesDocumentTable = 'invoices' | 'creditMemos';

const docTypeOf = { invoices: 'invoice', creditMemos: 'credit' } as const;
const linesOf = { invoices: 'invoiceLines', creditMemos: 'creditMemoLines' } as const;

/** Ids per statement: well under both dialects' limits on bound values. */
const idsPerStatement = 2_000;
/** Summary rows per insert (9 values each). */
const rowsPerInsert = 1_000;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Removes the summary rows of these documents (deleted in QuickBooks, or about to be rebuilt). */
export async function deleteSalesSummary(
  db: Kysely<DB>,
  table: SalesDocumentTable,
  txnIds: readonly string[],
) {
  for (const ids of chunks(txnIds, idsPerStatement)) {
    await db
      .deleteFrom('salesSummary')
      .where('docType', '=', docTypeOf[table])
      .where('txnId', 'in', ids)
      .execute();
  }
}

/** The brand stored for each of these items (an item not mirrored yet is absent). */
async function storedBrands(db: Kysely<DB>, itemListIds: readonly string[]): Promise<Map<string, string>> {
  const stored = new Map<string, string>();
  for (const ids of chunks(itemListIds, idsPerStatement)) {
    const found = await db
      .selectFrom('items')
      .select(['listId', 'brand'])
      .where('listId', 'in', ids)
      .execute();
    for (const item of found) stored.set(item.listId, item.brand);
  }
  return stored;
}

/**
 * The items among these rows whose brand differs from the one stored, new items included (a
 * document may have arrived before its item): call before writing the rows.
 */
export async function itemsChangingBrand(
  db: Kysely<DB>,
  rows: readonly { listId: string; brand: string }[],
): Promise<string[]> {
  const stored = await storedBrands(
    db,
    rows.map((r) => r.listId),
  );
  return rows.filter((r) => stored.get(r.listId) !== r.brand).map((r) => r.listId);
}

/** Rebuilds the summary rows of the documents with a line of these items (their brand changed). */
export async function refreshSalesSummaryOfItems(db: Kysely<DB>, itemListIds: readonly string[]) {
  for (const table of ['invoices', 'creditMemos'] as const) {
    for (const ids of chunks(itemListIds, idsPerStatement)) {
      const documents = await db
        .selectFrom(linesOf[table])
        .select('txnId')
        .distinct()
        .where('itemListId', 'in', ids)
        .execute();
      await refreshSalesSummary(
        db,
        table,
        documents.map((d) => d.txnId),
      );
    }
  }
}

/** What a summary row needs of a document, as the mirror stores it. */
export interface SummarySource {
  txnId: string;
  txnDate: string;
  customerListId: string;
  customerName: string;
  salesRepName: string | null;
  shipState: string | null;
  subtotal: number;
}

/** The summary rows of these documents: one a brand share (brandSharesCents), credits negative. */
function summaryRows(
  table: SalesDocumentTable,
  documents: readonly SummarySource[],
  lines: readonly { txnId: string; amount: number; brand: string | null }[],
) {
  const sign = table === 'invoices' ? 1 : -1;
  const linesByDocument = new Map<string, { amount: number; itemBrand: string | null }[]>();
  for (const line of lines) {
    const list = linesByDocument.get(line.txnId) ?? [];
    list.push({ amount: Number(line.amount), itemBrand: line.brand });
    linesByDocument.set(line.txnId, list);
  }
  return documents.flatMap((doc) =>
    [...brandSharesCents(Number(doc.subtotal), linesByDocument.get(doc.txnId) ?? [])].map(
      ([brand, cents]) => ({
        txnId: doc.txnId,
        docType: docTypeOf[table],
        brand,
        txnDate: doc.txnDate,
        customerListId: doc.customerListId,
        customerName: doc.customerName,
        repCode: doc.salesRepName ?? '',
        shipState: doc.shipState,
        cents: sign * cents,
      }),
    ),
  );
}

async function insertSummaryRows(db: Kysely<DB>, rows: ReturnType<typeof summaryRows>) {
  for (const part of chunks(rows, rowsPerInsert)) await db.insertInto('salesSummary').values(part).execute();
}

/** Rebuilds the summary rows of these documents from the mirror (a missing document leaves none). */
export async function refreshSalesSummary(
  db: Kysely<DB>,
  table: SalesDocumentTable,
  txnIds: readonly string[],
) {
  for (const ids of chunks(txnIds, idsPerStatement)) {
    await deleteSalesSummary(db, table, ids);
    const documents = await db
      .selectFrom(table)
      .select(['txnId', 'txnDate', 'customerListId', 'customerName', 'salesRepName', 'shipState', 'subtotal'])
      .where('txnId', 'in', ids)
      .execute();
    if (!documents.length) continue;
    const lines = await db
      .selectFrom(`${linesOf[table]} as line`)
      .leftJoin('items', 'items.listId', 'line.itemListId')
      .select(['line.txnId', 'line.amount', 'items.brand'])
      .where('line.txnId', 'in', ids)
      .execute();
    await insertSummaryRows(db, summaryRows(table, documents, lines));
  }
}

/**
 * Replaces the summary rows of documents the caller has just written, from the rows it wrote
 * rather than reading them back: the import's path (the brands still come from the items table).
 */
export async function replaceSalesSummary(
  db: Kysely<DB>,
  table: SalesDocumentTable,
  documents: readonly SummarySource[],
  lines: readonly { txnId: string; amount: number; itemListId: string | null }[],
) {
  await deleteSalesSummary(
    db,
    table,
    documents.map((d) => d.txnId),
  );
  const brandOf = await storedBrands(db, [
    ...new Set(lines.map((l) => l.itemListId).filter((id) => id !== null)),
  ]);
  const branded = lines.map((l) => ({
    txnId: l.txnId,
    amount: l.amount,
    brand: l.itemListId === null ? null : (brandOf.get(l.itemListId) ?? null),
  }));
  await insertSummaryRows(db, summaryRows(table, documents, branded));
}
