import { View } from '@react-pdf/renderer';
import { formatDocumentDate, formatMoney, formatQuantity } from '../../../../domain/documents/format';
import { ESTIMATE_LINES_PER_PAGE } from '../../../../domain/documents/pagination';
import type { EstimateDocumentProps, EstimateLine } from '../types';
import { AddressBlock, NotesBlock, TotalsBlock } from './layout/Blocks';
import type { LineColumn } from './layout/LineTable';
import { PagedDocument } from './layout/PagedDocument';
import { ESTIMATE_PAGE_SIZE, styles } from './layout/styles';
import { ExciseNotes, exciseColumns, exciseTotalRows } from './layout/excise';

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
  return (
    <PagedDocument
      title={`Estimate for ${props.customer.name}`}
      company={company}
      heading="Estimate"
      size={ESTIMATE_PAGE_SIZE}
      lines={props.lines}
      perPage={ESTIMATE_LINES_PER_PAGE}
      cells={[
        { label: 'Date', value: formatDocumentDate(props.date) },
        { label: 'Prepared By', value: props.preparedBy },
      ]}
      addresses={<AddressBlock title="Customer" address={props.customer} />}
      details={[
        { label: 'Order Type', value: props.orderType },
        { label: 'Price Level', value: props.priceLevel },
        { label: 'Terms', value: props.terms },
      ]}
      columns={[...columns, ...exciseColumns<EstimateLine>(props.excise)]}
      closing={
        <View style={styles.bottomRow}>
          <View style={styles.notes}>
            <NotesBlock
              title="Benefits Earned"
              lines={props.benefits.length > 0 ? props.benefits : ['No event benefits for this order.']}
            />
            {props.instructions ? <NotesBlock title="Instructions" lines={[props.instructions]} /> : null}
            <ExciseNotes excise={props.excise} />
          </View>
          <TotalsBlock
            rows={[
              { label: 'Quantity', value: formatQuantity(totals.qty) },
              { label: 'Facings', value: formatQuantity(totals.facings) },
              { label: 'Retail Value', value: `$${formatMoney(totals.retailValue)}` },
              { label: 'Possible Profits', value: `$${formatMoney(totals.possibleProfits)}` },
              { label: 'Margin', value: `${formatMoney(totals.margin)}%` },
              { label: 'Total', value: `$${formatMoney(totals.amount)}`, strong: true },
              ...exciseTotalRows(props.excise, totals.amount),
            ]}
          />
        </View>
      }
      footer={`This estimate is not an order. Prices are subject to change. ${company.phone} · ${company.email}`}
    />
  );
}
