import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import { SALES_ORDER_LINES_PER_PAGE } from '../../../../domain/documents/pagination';
import type { SalesOrderDocumentProps, SalesOrderLine } from '../types';
import { BillToShipTo, TotalsBlock } from './layout/Blocks';
import { amountColumn, descriptionColumn, itemColumn, quantityColumn, rateColumn } from './layout/columns';
import type { LineColumn } from './layout/LineTable';
import { PagedDocument } from './layout/PagedDocument';
import { LETTER_PAGE_SIZE } from './layout/styles';

const columns: LineColumn<SalesOrderLine>[] = [
  itemColumn,
  descriptionColumn,
  quantityColumn,
  { title: 'Invoiced', width: 1.2, align: 'right', value: (line) => formatQuantity(line.invoiced) },
  rateColumn,
  amountColumn,
];

/** The printable sales order (layout not shown by the spec: it follows the invoice, 8 lines per page). */
export function SalesOrderDocument(props: SalesOrderDocumentProps) {
  const { company } = props;
  return (
    <PagedDocument
      title={`Sales Order ${props.number}`}
      company={company}
      heading="Sales Order"
      size={LETTER_PAGE_SIZE}
      lines={props.lines}
      perPage={SALES_ORDER_LINES_PER_PAGE}
      cells={[
        { label: 'Date', value: formatDocumentDate(props.date) },
        { label: 'S.O. #', value: props.number },
        { label: 'Status', value: props.status },
      ]}
      addresses={<BillToShipTo {...props} />}
      details={[
        { label: 'P.O. Number', value: props.poNumber },
        { label: 'Terms', value: props.terms },
        { label: 'Rep', value: props.salesRep },
        { label: 'FOB', value: props.fob },
      ]}
      columns={columns}
      closing={
        <TotalsBlock rows={[{ label: 'Subtotal', value: `$${formatMoney(props.subtotal)}`, strong: true }]} />
      }
      footer={`${company.name} · ${company.phone} · ${company.email}`}
    />
  );
}
