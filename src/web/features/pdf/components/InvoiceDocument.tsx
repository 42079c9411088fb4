import { View } from '@react-pdf/renderer';
import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import { INVOICE_LINES_PER_PAGE } from '../../../../domain/documents/pagination';
import type { InvoiceDocumentProps } from '../types';
import { BillToShipTo, NotesBlock, TotalsBlock } from './layout/Blocks';
import { amountColumn, descriptionColumn, itemColumn, quantityColumn, rateColumn } from './layout/columns';
import { PagedDocument } from './layout/PagedDocument';
import { LETTER_PAGE_SIZE, styles } from './layout/styles';
import { ExciseNotes, exciseColumns, exciseTotalRows } from './layout/excise';
import type { DocumentLine } from '../types';

/** The invoice's printed terms (spec §9). */
export const INVOICE_TERMS_NOTES = [
  'Returns are accepted within 90 days of the invoice date and are subject to a 25% restocking fee.',
  'Missing or damaged products must be reported within 7 days of receiving the shipment.',
  'California customers: California tobacco products excise tax is not included and is the responsibility of the purchaser.',
];

const columns = [itemColumn, descriptionColumn, quantityColumn, rateColumn, amountColumn];

/** The printable invoice: 8 lines per page, totals and terms on the last page. */
export function InvoiceDocument(props: InvoiceDocumentProps) {
  const { company } = props;
  return (
    <PagedDocument
      title={`Invoice ${props.number}`}
      company={company}
      heading="Invoice"
      size={LETTER_PAGE_SIZE}
      lines={props.lines}
      perPage={INVOICE_LINES_PER_PAGE}
      cells={[
        { label: 'Date', value: formatDocumentDate(props.date) },
        { label: 'Invoice #', value: props.number },
      ]}
      addresses={<BillToShipTo {...props} />}
      details={[
        { label: 'P.O. Number', value: props.poNumber },
        { label: 'Terms', value: props.terms },
        { label: 'Rep', value: props.salesRep },
        { label: 'Due Date', value: formatDocumentDate(props.dueDate) },
      ]}
      columns={[...columns, ...exciseColumns<DocumentLine>(props.excise)]}
      closing={
        <View style={styles.bottomRow}>
          <View style={styles.notes}>
            <NotesBlock title="Terms" lines={INVOICE_TERMS_NOTES} />
            <ExciseNotes excise={props.excise} />
          </View>
          <TotalsBlock
            rows={[
              { label: 'Subtotal', value: `$${formatMoney(props.subtotal)}` },
              ...exciseTotalRows(props.excise, props.subtotal),
              { label: 'Balance Due', value: `$${formatMoney(props.balanceRemaining)}`, strong: true },
            ]}
          />
        </View>
      }
      footer={`${company.name} · ${company.phone} · ${company.email} · Thank you for your business.`}
    />
  );
}
