/**
 * Net sales shared out by brand, one row per accounting document and brand, kept by the mirror
 * import in the transaction that writes the document (docs/decisions/0191-sales-summary.md). Money
 * is signed integer cents: invoices add, credit memos subtract. `shipState` is the document's scope
 * column, as on the documents themselves.
 */
interface SalesSummaryTable {
  txnId: string;
  docType: 'invoice' | 'credit';
  brand: string;
  txnDate: string;
  customerListId: string;
  customerName: string;
  /** The document's sales rep code; '' when it has none. */
  repCode: string;
  shipState: string | null;
  cents: number;
}

export interface InsightsTables {
  salesSummary: SalesSummaryTable;
}

export const insightsCodecColumns = { json: [] as string[], boolean: [] as string[] };
