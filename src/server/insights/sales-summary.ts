import type { Kysely } from 'kysely';
import { brandSharesCents } from '../../domain/insights/rules.js';
import type { InvoiceHead } from './sales-change.js';
import { applySalesChange } from './sales-rollups.js';
import type { DB } from '../db/schema.js';
import { insertRows } from '../db/bulk-insert.js';
import { chunks } from '../db/chunks.js';

/**
 * Keeps `salesSummary` (docs/decisions/0191-sales-summary.md): the rows of the given documents are
 * rebuilt from what the mirror holds for them, inside the caller's transaction, so the summary and
 * the documents change together. Its keeper (`keepers.ts`) calls `replaceSales` after the import
 * writes a batch of documents, and for the documents of items whose brand a batch of items changed;
 * that also moves the roll-ups (`sales-rollups.ts`, decision 0186). Its fill calls
 * `refreshSalesSummary` for every document (decision 0264).
 */

export type SalesDocumentTable = 'invoices' | 'creditMemos';

const docTypeOf = { invoices: 'invoice', creditMemos: 'credit' } as const;
const linesOf = { invoices: 'invoiceLines', creditMemos: 'creditMemoLines' } as const;

/** Ids per statement: well under both dialects' limits on bound values. */
const idsPerStatement = 2_000;

/** The summary rows of these documents, as the roll-ups need them. */
async function summaryRowsOf(db: Kysely<DB>, table: SalesDocumentTable, txnIds: readonly string[]) {
  return db
    .selectFrom('salesSummary')
    .select(['brand', 'txnDate', 'customerListId', 'repCode', 'shipState', 'cents'])
    .where('docType', '=', docTypeOf[table])
    .where('txnId', 'in', txnIds)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, cents: Number(r.cents) })));
}

async function deleteSummaryRows(db: Kysely<DB>, table: SalesDocumentTable, txnIds: readonly string[]) {
  await db
    .deleteFrom('salesSummary')
    .where('docType', '=', docTypeOf[table])
    .where('txnId', 'in', txnIds)
    .execute();
}

/** The invoices as they are now: call before writing or deleting them, for the reorder dates. */
export async function invoiceHeads(db: Kysely<DB>, txnIds: readonly string[]): Promise<InvoiceHead[]> {
  const heads: InvoiceHead[] = [];
  for (const ids of chunks(txnIds, idsPerStatement))
    heads.push(
      ...(await db
        .selectFrom('invoices')
        .select(['txnId', 'customerListId', 'shipState', 'salesRepName', 'txnDate'])
        .where('txnId', 'in', ids)
        .execute()),
    );
  return heads;
}

/** Removes these documents' summary rows and their part of the roll-ups (deleted in QuickBooks). */
export async function deleteSales(db: Kysely<DB>, table: SalesDocumentTable, txnIds: readonly string[]) {
  for (const ids of chunks(txnIds, idsPerStatement)) {
    const invoicesRemoved = table === 'invoices' ? await invoiceHeads(db, ids) : [];
    const removed = await summaryRowsOf(db, table, ids);
    await deleteSummaryRows(db, table, ids);
    await applySalesChange(db, { removed, added: [], invoicesRemoved, invoicesAdded: [] });
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

/**
 * Rebuilds the summary rows of the documents with a line of these items (their brand changed): rare,
 * and a scan of the invoice lines, which keep no index by item (decision 0198).
 */
export async function refreshSalesSummaryOfItems(db: Kysely<DB>, itemListIds: readonly string[]) {
  for (const table of ['invoices', 'creditMemos'] as const) {
    await refreshSales(db, table, await documentsWithItems(db, table, itemListIds));
  }
}

/**
 * The documents of `table` with a line of one of these items: a scan of the lines, which keep no
 * index by item (decision 0198), for the rare batch that moves an item's brand (or kind).
 */
export async function documentsWithItems(
  db: Kysely<DB>,
  table: SalesDocumentTable,
  itemListIds: readonly string[],
): Promise<string[]> {
  const found = new Set<string>();
  for (const ids of chunks(itemListIds, idsPerStatement)) {
    const documents = await db
      .selectFrom(linesOf[table])
      .select('txnId')
      .distinct()
      .where('itemListId', 'in', ids)
      .execute();
    for (const { txnId } of documents) found.add(txnId);
  }
  return [...found];
}

/** What a summary row needs of a document, as the mirror stores it. */
export interface SummarySource extends InvoiceHead {
  customerName: string;
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

/** As SQL text (db/bulk-insert.ts): the query builder's value nodes cost more than the inserts. */
async function insertSummaryRows(db: Kysely<DB>, rows: ReturnType<typeof summaryRows>) {
  await insertRows(db, 'salesSummary', rows);
}

/** Rebuilds the summary rows of these documents from the mirror (a missing document leaves none). */
export async function refreshSalesSummary(
  db: Kysely<DB>,
  table: SalesDocumentTable,
  txnIds: readonly string[],
) {
  for (const ids of chunks(txnIds, idsPerStatement)) await replaceSummaryRows(db, table, ids);
}

/**
 * Rebuilds the summary rows of these documents from the mirror and moves the roll-ups by the
 * difference: for documents whose lines' brands moved (their invoices' heads are unchanged).
 */
async function refreshSales(db: Kysely<DB>, table: SalesDocumentTable, txnIds: readonly string[]) {
  for (const ids of chunks(txnIds, idsPerStatement)) {
    const removed = await summaryRowsOf(db, table, ids);
    const { added } = await replaceSummaryRows(db, table, ids);
    await applySalesChange(db, { removed, added, invoicesRemoved: [], invoicesAdded: [] });
  }
}

async function replaceSummaryRows(db: Kysely<DB>, table: SalesDocumentTable, ids: readonly string[]) {
  await deleteSummaryRows(db, table, ids);
  const documents = await db
    .selectFrom(table)
    .select(['txnId', 'txnDate', 'customerListId', 'customerName', 'salesRepName', 'shipState', 'subtotal'])
    .where('txnId', 'in', ids)
    .execute();
  if (!documents.length) return { added: [] };
  const lines = await db
    .selectFrom(`${linesOf[table]} as line`)
    .leftJoin('items', 'items.listId', 'line.itemListId')
    .select(['line.txnId', 'line.amount', 'items.brand'])
    .where('line.txnId', 'in', ids)
    .execute();
  const added = summaryRows(table, documents, lines);
  await insertSummaryRows(db, added);
  return { added };
}

/**
 * Replaces the summary rows of documents the caller has just written, from the rows it wrote rather
 * than reading them back (the brands still come from the items table), and moves the roll-ups by the
 * difference: the import's path. `invoicesBefore` are the invoices as they were before the batch was
 * written (`invoiceHeads`), or 'deferred' while a first load runs (no roll-ups to move, so neither
 * the old invoices nor the old summary rows are read).
 */
export async function replaceSales(
  db: Kysely<DB>,
  table: SalesDocumentTable,
  documents: readonly SummarySource[],
  lines: readonly { txnId: string; amount: number; itemListId: string | null }[],
  invoicesBefore: readonly InvoiceHead[] | 'deferred',
) {
  const ids = documents.map((d) => d.txnId);
  const removed: Awaited<ReturnType<typeof summaryRowsOf>> = [];
  for (const part of chunks(ids, idsPerStatement)) {
    if (invoicesBefore !== 'deferred') removed.push(...(await summaryRowsOf(db, table, part)));
    await deleteSummaryRows(db, table, part);
  }
  const brandOf = await storedBrands(db, [
    ...new Set(lines.map((l) => l.itemListId).filter((id) => id !== null)),
  ]);
  const branded = lines.map((l) => ({
    txnId: l.txnId,
    amount: l.amount,
    brand: l.itemListId === null ? null : (brandOf.get(l.itemListId) ?? null),
  }));
  const added = summaryRows(table, documents, branded);
  await insertSummaryRows(db, added);
  if (invoicesBefore === 'deferred') return;
  const invoices = table === 'invoices';
  await applySalesChange(db, {
    removed,
    added,
    invoicesRemoved: invoices ? invoicesBefore : [],
    invoicesAdded: invoices ? documents : [],
  });
}
