import { Document, Page, View } from '@react-pdf/renderer';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import { SALES_ORDER_LINES_PER_PAGE, paginate } from '../../../../domain/documents/pagination';
import type { SalesOrderDocumentProps, SalesOrderLine } from '../types';
import { AddressBlock, ContactFooter, TotalsBlock } from './layout/Blocks';
import { amountColumn, descriptionColumn, itemColumn, quantityColumn, rateColumn } from './layout/columns';
import { DocumentHeader, HeaderTable } from './layout/DocumentHeader';
import type { LineColumn } from './layout/LineTable';
import { LineTable } from './layout/LineTable';
import { LETTER_PAGE_SIZE, styles } from './layout/styles';

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
  const pages = paginate(props.lines, SALES_ORDER_LINES_PER_PAGE);
  return (
    <Document title={`Sales Order ${props.number}`} author={company.name}>
      {pages.map((page) => (
        <Page key={page.number} size={LETTER_PAGE_SIZE} style={styles.page}>
          <DocumentHeader
            company={company}
            title="Sales Order"
            mark={page.mark}
            cells={[
              { label: 'Date', value: formatDocumentDate(props.date) },
              { label: 'S.O. #', value: props.number },
              { label: 'Status', value: props.status },
            ]}
          />
          <View style={styles.addressRow}>
            <AddressBlock title="Bill To" address={props.billTo} />
            <AddressBlock title="Ship To" address={props.shipTo} />
          </View>
          <View style={{ marginBottom: 12 }}>
            <HeaderTable
              cells={[
                { label: 'P.O. Number', value: props.poNumber },
                { label: 'Terms', value: props.terms },
                { label: 'Rep', value: props.salesRep },
                { label: 'FOB', value: props.fob },
              ]}
            />
          </View>
          <LineTable columns={columns} rows={page.rows} emptyText={page.empty ? 'No items' : undefined} />
          {page.last ? (
            <TotalsBlock
              rows={[{ label: 'Subtotal', value: `$${formatMoney(props.subtotal)}`, strong: true }]}
            />
          ) : null}
          <ContactFooter text={`${company.name} · ${company.phone} · ${company.email}`} />
        </Page>
      ))}
    </Document>
  );
}
