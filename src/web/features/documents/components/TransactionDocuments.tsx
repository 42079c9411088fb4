import type { CreditMemoSummary, InvoiceSummary, SalesOrderSummary } from '../api/documents';
import { CreditMemoTable, InvoiceTable, SalesOrderTable } from './DocumentTables';

/** A customer's loaded documents of one type, drawn with the saved lists' tables. */
export function TransactionDocuments({
  data,
}: {
  data: { invoices?: InvoiceSummary[]; salesOrders?: SalesOrderSummary[]; creditMemos?: CreditMemoSummary[] };
}) {
  if (data.invoices) return <InvoiceTable invoices={data.invoices} showCustomer={false} />;
  if (data.salesOrders) return <SalesOrderTable orders={data.salesOrders} />;
  if (data.creditMemos) return <CreditMemoTable memos={data.creditMemos} showCustomer={false} />;
  return null;
}
