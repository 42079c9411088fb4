/** The printable documents (React PDF), their plain-data props, and the browser download helpers. */
export { CreditMemoDocument } from './components/CreditMemoDocument';
export { EstimateDocument } from './components/EstimateDocument';
export { InvoiceDocument } from './components/InvoiceDocument';
export { SalesOrderDocument } from './components/SalesOrderDocument';
export { StatementDocument } from './components/StatementDocument';
export { downloadPdf, renderPdf } from './hooks/downloadPdf';
export { usePdfDownload } from './hooks/usePdfDownload';
export type * from './types';
