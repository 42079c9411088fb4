import { creditMemoFileName } from '../../domain/documents/pdf-totals';
import { fetchShopCreditMemo, fetchShopInvoice, fetchShopStatement } from '../features/shop';
import type { ShopDownloads } from '../features/shop';

/**
 * The shop's account page's PDFs (issue 48, part 4). The printed documents come with their first
 * download, not with the page: React PDF is most of their weight, and the storefront stays a small
 * bundle.
 */
const printing = () => import('./document-pdfs');

export const shopDownloads: ShopDownloads = {
  invoice: async (txnId, refNumber) => {
    const [data, pdf] = await Promise.all([fetchShopInvoice(txnId), printing()]);
    await pdf.downloadPdf(pdf.invoicePdf(data), `Invoice_${refNumber}.pdf`);
  },
  creditMemo: async (txnId, refNumber) => {
    const [data, pdf] = await Promise.all([fetchShopCreditMemo(txnId), printing()]);
    await pdf.downloadPdf(pdf.creditMemoPdf(data), creditMemoFileName(refNumber, data.company.name));
  },
  statement: async (from, to) => {
    const [data, pdf] = await Promise.all([fetchShopStatement(from, to), printing()]);
    const { statement } = data;
    await pdf.downloadPdf(pdf.statementPdf(data), `Statement_${statement.from}_to_${statement.to}.pdf`);
  },
};
