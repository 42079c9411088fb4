import type {
  CreditMemoSummary,
  InvoiceSummary,
  SalesOrderSummary,
} from '../../domain/documents/contract.js';
import { creditMemoStatus, invoicePastDue, salesOrderStatus } from '../../domain/documents/status.js';
import type { DocumentTable } from '../access/visibility.js';
import type { DB } from '../db/schema.js';

/** A document as its list shows it, by table. */
export interface Listed {
  invoices: InvoiceSummary;
  creditMemos: CreditMemoSummary;
  salesOrders: SalesOrderSummary;
}

const common = (r: DB[DocumentTable]) => ({
  txnId: r.txnId,
  refNumber: r.refNumber,
  txnDate: r.txnDate,
  customerListId: r.customerListId,
  customerName: r.customerName,
  shipState: r.shipState,
  subtotal: r.subtotal,
});

/** Each table's row as its list shows it, with what is derived from it (status, past due). */
export const present: { [T in DocumentTable]: (row: DB[T], today: string) => Listed[T] } = {
  invoices: (r, now) => ({
    ...common(r),
    dueDate: r.dueDate,
    balanceRemaining: r.balanceRemaining,
    ...invoicePastDue(r.balanceRemaining, r.dueDate, now),
  }),
  creditMemos: (r) => ({
    ...common(r),
    totalAmount: r.totalAmount,
    creditRemaining: r.creditRemaining,
    status: creditMemoStatus(r.creditRemaining),
  }),
  salesOrders: (r) => ({
    ...common(r),
    poNumber: r.poNumber,
    status: salesOrderStatus(r.isFullyInvoiced),
  }),
};
