import type { CreditMemoDetail, InvoiceDetail } from '../features/documents';
import { printableAddress, printableLines } from '../features/documents';
import { CreditMemoDocument, InvoiceDocument, StatementDocument } from '../features/pdf';
import type { ShopStatementAnswer } from '../features/shop';

export { downloadPdf } from '../features/pdf';
import { printedExcise } from '../../domain/orders/excise-documents';

/**
 * The printed invoice and credit memo from their API answers, one mapping for every page that
 * offers them: the staff's document pages and the shop's account (the same answer shape, decision
 * 0339), so a buyer's PDF is the one the office prints.
 */
export function invoicePdf(data: InvoiceDetail) {
  const { invoice } = data;
  const excise = printedExcise(data.excise);
  // Each line's tax by its item, as the server worked it out (decision 0302).
  const lines = printableLines(data.lines).map((line, index) => ({
    ...line,
    exciseTax: excise?.lineTax[data.lines[index]?.itemListId ?? ''] ?? null,
  }));
  return (
    <InvoiceDocument
      company={data.company}
      number={invoice.refNumber}
      date={invoice.txnDate}
      dueDate={invoice.dueDate}
      terms={invoice.termsName ?? ''}
      salesRep={invoice.salesRepName ?? ''}
      poNumber={invoice.poNumber ?? ''}
      billTo={printableAddress(invoice.customerName, invoice.billAddress)}
      shipTo={printableAddress(invoice.customerName, invoice.shipAddress)}
      lines={lines}
      subtotal={invoice.subtotal}
      balanceRemaining={invoice.balanceRemaining}
      excise={excise}
    />
  );
}

export function creditMemoPdf(data: CreditMemoDetail) {
  const { creditMemo: memo } = data;
  return (
    <CreditMemoDocument
      company={data.company}
      number={memo.refNumber}
      date={memo.txnDate}
      customer={printableAddress(memo.customerName, memo.billAddress)}
      lines={printableLines(data.lines)}
      subtotal={memo.subtotal}
      totalAmount={memo.totalAmount}
      creditRemaining={memo.creditRemaining}
    />
  );
}

/** A shop's statement (issue 48) from its API answer. */
export function statementPdf({ company, shop, statement }: ShopStatementAnswer) {
  return (
    <StatementDocument
      company={company}
      customer={printableAddress(shop.name, shop.billAddress)}
      statement={statement}
    />
  );
}
