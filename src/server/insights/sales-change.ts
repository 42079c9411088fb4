/**
 * A change of `salesSummary` and the invoices as the roll-ups take it (`sales-rollups.ts`,
 * `sales-customers.ts`): the summary rows removed and added, and the invoices before and after.
 */

export interface SummaryContribution {
  brand: string;
  txnDate: string;
  customerListId: string;
  repCode: string;
  shipState: string | null;
  cents: number;
}

export interface InvoiceHead {
  txnId: string;
  customerListId: string;
  shipState: string | null;
  salesRepName: string | null;
  txnDate: string;
}

export interface SalesChange {
  removed: readonly SummaryContribution[];
  added: readonly SummaryContribution[];
  invoicesRemoved: readonly InvoiceHead[];
  invoicesAdded: readonly InvoiceHead[];
}
