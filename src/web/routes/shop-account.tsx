import {
  fetchShopCreditMemo,
  fetchShopInvoice,
  fetchShopStatement,
  ShopAccount,
  SignedInShop,
} from '../features/shop';
import type { ShopDownloads } from '../features/shop';
import { creditMemoFileName } from '../../domain/documents/pdf-totals';

/**
 * The printed documents come with their first download, not with the page: React PDF is most of
 * their weight, and the storefront stays a small bundle (issue 48).
 */
const printing = () => import('../printing/document-pdfs');

const downloads: ShopDownloads = {
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

/** /shop/account: what the shop owes, its documents' PDFs and its statement (issue 48, part 4). */
export default function Page() {
  return <SignedInShop>{() => <ShopAccount downloads={downloads} />}</SignedInShop>;
}
