import { Document, Page, View } from '@react-pdf/renderer';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import { ESTIMATE_LINES_PER_PAGE, paginate } from '../../../../domain/documents/pagination';
import type { EstimateDocumentProps, EstimateLine } from '../types';
import { AddressBlock, ContactFooter, NotesBlock, TotalsBlock } from './layout/Blocks';
import { DocumentHeader, HeaderTable } from './layout/DocumentHeader';
import type { LineColumn } from './layout/LineTable';
import { LineTable } from './layout/LineTable';
import { ESTIMATE_PAGE_SIZE, styles } from './layout/styles';

const columns: LineColumn<EstimateLine>[] = [
  { title: 'Item', width: 2.2, value: (line) => line.item },
  { title: 'Description', width: 4, value: (line) => line.description },
  { title: 'Qty', width: 0.9, align: 'right', value: (line) => formatQuantity(line.quantity) },
  { title: 'Price', width: 1.2, align: 'right', value: (line) => formatMoney(line.price) },
  { title: 'Amount', width: 1.4, align: 'right', value: (line) => formatMoney(line.amount) },
];

/** An order estimate (not saved): 8 item lines per page; totals and benefits on the last page. */
export function EstimateDocument(props: EstimateDocumentProps) {
  const { company, totals } = props;
  const pages = paginate(props.lines, ESTIMATE_LINES_PER_PAGE);
  return (
    <Document title={`Estimate for ${props.customer.name}`} author={company.name}>
      {pages.map((page) => (
        <Page key={page.number} size={ESTIMATE_PAGE_SIZE} style={styles.page}>
          <DocumentHeader
            company={company}
            title="Estimate"
            mark={page.mark}
            cells={[
              { label: 'Date', value: formatDocumentDate(props.date) },
              { label: 'Prepared By', value: props.preparedBy },
            ]}
          />
          <View style={styles.addressRow}>
            <AddressBlock title="Customer" address={props.customer} />
          </View>
          <View style={{ marginBottom: 12 }}>
            <HeaderTable
              cells={[
                { label: 'Order Type', value: props.orderType },
                { label: 'Price Level', value: props.priceLevel },
                { label: 'Terms', value: props.terms },
              ]}
            />
          </View>
          <LineTable columns={columns} rows={page.rows} emptyText={page.empty ? 'No items' : undefined} />
          {page.last ? (
            <View style={styles.bottomRow}>
              <View style={styles.notes}>
                <NotesBlock
                  title="Benefits Earned"
                  lines={props.benefits.length > 0 ? props.benefits : ['No event benefits for this order.']}
                />
                {props.instructions ? <NotesBlock title="Instructions" lines={[props.instructions]} /> : null}
              </View>
              <TotalsBlock
                rows={[
                  { label: 'Quantity', value: formatQuantity(totals.qty) },
                  { label: 'Facings', value: formatQuantity(totals.facings) },
                  { label: 'Retail Value', value: `$${formatMoney(totals.retailValue)}` },
                  { label: 'Possible Profits', value: `$${formatMoney(totals.possibleProfits)}` },
                  { label: 'Margin', value: `${formatMoney(totals.margin)}%` },
                  { label: 'Total', value: `$${formatMoney(totals.amount)}`, strong: true },
                ]}
              />
            </View>
          ) : null}
          <ContactFooter
            text={`This estimate is not an order. Prices are subject to change. ${company.phone} · ${company.email}`}
          />
        </Page>
      ))}
    </Document>
  );
}
