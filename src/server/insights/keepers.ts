import type { Tx } from '../db/database.js';
import { markRefill } from '../db/refills.js';
import { defineKeeper, type MirrorTable } from '../shared/keeper.js';
import { fillSalesRollups, rollupsDeferred, salesRollupsKeeperName } from './sales-rollups.js';
import {
  deleteSales,
  invoiceHeads,
  itemsChangingBrand,
  refreshSalesSummary,
  refreshSalesSummaryOfItems,
  replaceSales,
  type SalesDocumentTable,
  type SummarySource,
} from './sales-summary.js';

/** Invoices and credit memos feed the summary (and through it the roll-ups). */
const isSalesDocument = (table: MirrorTable): table is SalesDocumentTable =>
  table === 'invoices' || table === 'creditMemos';

/**
 * `salesSummary` (decision 0191): each invoice's and credit memo's net sales per brand, rebuilt for
 * the documents of each batch and for the documents of items whose brand a batch changed. Every
 * change moves the roll-ups by the difference (`applySalesChange`), unless they wait for a refill.
 */
export const salesSummaryKeeper = defineKeeper({
  name: 'sales-summary',
  tables: ['salesSummary'],
  async onBatch(tx, { table, rows, lines }) {
    if (table === 'items') {
      // Documents keep the brand shares of their items: a brand changed in QuickBooks moves them.
      const rebranded = await itemsChangingBrand(tx, rows as { listId: string; brand: string }[]);
      return rebranded.length ? (written) => refreshSalesSummaryOfItems(written, rebranded) : undefined;
    }
    if (!isSalesDocument(table)) return undefined;
    // The invoices as they were, so the roll-ups take away their old dates (decision 0186); none
    // while the roll-ups wait for a refill (a first load).
    const invoicesBefore = (await rollupsDeferred(tx))
      ? 'deferred'
      : table === 'invoices'
        ? await invoiceHeads(
            tx,
            rows.map((r) => r.txnId as string),
          )
        : [];
    return (written) =>
      replaceSales(
        written,
        table,
        rows as unknown as SummarySource[],
        lines as unknown as { txnId: string; amount: number; itemListId: string | null }[],
        invoicesBefore,
      );
  },
  async onDeletion(tx, { table, ids }) {
    if (isSalesDocument(table)) await deleteSales(tx, table, ids);
  },
  async fill(tx) {
    await tx.deleteFrom('salesSummary').execute();
    for (const table of ['invoices', 'creditMemos'] as const) await fillSummaryOf(tx, table);
    // The roll-ups are made from the summary: they follow it, in the same round (fillMarked).
    await markRefill(tx, salesRollupsKeeperName);
  },
});

/** Every document's summary rows, a page of documents at a time. */
async function fillSummaryOf(tx: Tx, table: SalesDocumentTable): Promise<void> {
  for (let after = ''; ;) {
    const page = await tx
      .selectFrom(table)
      .select('txnId')
      .where('txnId', '>', after)
      .orderBy('txnId')
      .limit(5_000)
      .execute();
    if (!page.length) return;
    await refreshSalesSummary(
      tx,
      table,
      page.map((r) => r.txnId),
    );
    after = page.at(-1)!.txnId;
  }
}

/**
 * The roll-ups (`salesRollup`, `salesCustomers`; decisions 0186, 0188), kept from the summary's
 * changes rather than from the batches: no `onBatch` of their own. A first load fills them once at
 * its end.
 */
export const salesRollupsKeeper = defineKeeper({
  name: salesRollupsKeeperName,
  tables: ['salesRollup', 'salesCustomers'],
  fill: fillSalesRollups,
  filledAfterFirstLoad: true,
});
