import { Text } from '@react-pdf/renderer';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { CREDIT_MEMO_ROWS_PER_PAGE } from '../../../../domain/documents/pagination';
import {
  REFUNDED_BANNER,
  creditMemoTotals,
  formatNegatedMoney,
  formatNegatedQuantity,
} from '../../../../domain/documents/pdf-totals';
import type { CreditMemoDocumentProps, DocumentLine } from '../types';
import { AddressBlock, TotalsBlock } from './layout/Blocks';
import { amountColumn, descriptionColumn, itemColumn, quantityColumn, rateColumn } from './layout/columns';
import type { LineColumn } from './layout/LineTable';
import { PagedDocument } from './layout/PagedDocument';
import { CREDIT_MEMO_PAGE_SIZE, styles } from './layout/styles';

/** Credit memo lines print their quantity and amount with a leading minus. */
const columns: LineColumn<DocumentLine>[] = [
  itemColumn,
  descriptionColumn,
  { ...quantityColumn, value: (line) => formatNegatedQuantity(line.quantity) },
  rateColumn,
  { ...amountColumn, value: (line) => formatNegatedMoney(line.amount) },
];

/** The printable credit memo: 11 rows per page padded with blank rows, totals on the last page. */
export function CreditMemoDocument(props: CreditMemoDocumentProps) {
  const { company, customer } = props;
  const totals = creditMemoTotals({
    subtotal: props.subtotal,
    totalAmount: props.totalAmount,
    creditRemaining: props.creditRemaining,
    lines: props.lines.map((line) => ({ itemName: line.item, quantity: line.quantity })),
  });
  return (
    <PagedDocument
      title={`Credit Memo ${props.number}`}
      company={company}
      heading="Credit Memo"
      size={CREDIT_MEMO_PAGE_SIZE}
      lines={props.lines}
      perPage={CREDIT_MEMO_ROWS_PER_PAGE}
      pad
      cells={[
        { label: 'Date', value: formatDocumentDate(props.date) },
        { label: 'Credit Memo #', value: props.number },
      ]}
      banner={totals.refunded ? <Text style={styles.banner}>{REFUNDED_BANNER}</Text> : null}
      addresses={<AddressBlock title="Customer" address={customer} />}
      columns={columns}
      closing={
        <TotalsBlock
          rows={[
            { label: 'Subtotal', value: totals.subtotal },
            { label: 'Total', value: totals.total, strong: true },
            { label: 'Invoices', value: totals.invoices },
            { label: 'Balance Credit', value: totals.balanceCredit, strong: true },
          ]}
        />
      }
      footer={`Questions about this credit memo? Call us at ${company.phone} or write to ${company.email}.`}
    />
  );
}
