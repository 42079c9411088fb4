/** The front door of invoices, sales orders, credit memos, their printable copies and the saved lists. */
export type { CreditMemoDetail, InvoiceDetail, SalesOrderDetail } from './api/documents';
export { printableAddress, printableLines } from './api/printable';
export { CreditMemoView } from './components/CreditMemoView';
export { InvoiceView } from './components/InvoiceView';
export { SalesOrderView } from './components/SalesOrderView';
export { SavedLists } from './components/SavedLists';
export { TransactionDocuments } from './components/TransactionDocuments';
export { useCreditMemo, useInvoice, useSalesOrder } from './hooks/useDocuments';
