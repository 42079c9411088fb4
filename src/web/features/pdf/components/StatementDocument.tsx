import { formatDocumentDate, formatMoney } from '../../../../domain/documents/format';
import { STATEMENT_LINES_PER_PAGE } from '../../../../domain/documents/pagination';
import { fromCents } from '../../../../domain/money/money';
import { ageingBuckets, type StatementEntry } from '../../../../domain/shop/statement';
import type { StatementDocumentProps } from '../types';
import { AddressBlock, TotalsBlock } from './layout/Blocks';
import type { LineColumn } from './layout/LineTable';
import { PagedDocument } from './layout/PagedDocument';
import { LETTER_PAGE_SIZE } from './layout/styles';

const kindWords: Record<StatementEntry['kind'], string> = {
  invoice: 'Invoice',
  creditMemo: 'Credit memo',
  payment: 'Payment',
};

/** Cents as the documents print dollars; a nil amount is left blank. */
const money = (cents: number) => (cents === 0 ? '' : formatMoney(fromCents(cents)));
/** A total with its sign before the dollar sign: a credit prints as -$5.00. */
const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${formatMoney(fromCents(Math.abs(cents)))}`;

const columns: LineColumn<StatementEntry>[] = [
  { title: 'Date', width: 1.3, value: (entry) => formatDocumentDate(entry.txnDate) },
  { title: 'Document', width: 2.6, value: (entry) => `${kindWords[entry.kind]} ${entry.refNumber}`.trim() },
  { title: 'Charges', width: 1.4, align: 'right', value: (entry) => money(entry.chargeCents) },
  { title: 'Credits', width: 1.4, align: 'right', value: (entry) => money(entry.creditCents) },
  {
    title: 'Balance',
    width: 1.5,
    align: 'right',
    value: (entry) => formatMoney(fromCents(entry.balanceCents)),
  },
];

/**
 * A shop's statement (issue 48, decisions 0330, 0338): the balance brought forward, the period's
 * documents with a running balance, and on the last page the closing balance and the open
 * invoices aged on the period's last day, less the credit not yet applied.
 */
export function StatementDocument({ company, customer, statement }: StatementDocumentProps) {
  const period = `${formatDocumentDate(statement.from)} – ${formatDocumentDate(statement.to)}`;
  return (
    <PagedDocument
      title={`Statement ${statement.from} to ${statement.to}`}
      company={company}
      heading="Statement"
      size={LETTER_PAGE_SIZE}
      lines={statement.entries}
      perPage={STATEMENT_LINES_PER_PAGE}
      cells={[
        { label: 'Period', value: period },
        { label: 'Opening balance', value: dollars(statement.openingBalanceCents) },
      ]}
      addresses={<AddressBlock title="Customer" address={customer} />}
      columns={columns}
      closing={
        <TotalsBlock
          rows={[
            { label: 'Closing balance', value: dollars(statement.closingBalanceCents), strong: true },
            ...ageingBuckets.map((bucket) => ({
              label: `${bucket.replace('-', '–')} days`,
              value: dollars(statement.ageing[bucket]),
            })),
            { label: 'Unapplied credit', value: dollars(-statement.unappliedCreditCents) },
            { label: 'Total due', value: dollars(statement.totalDueCents), strong: true },
          ]}
        />
      }
      footer={`${company.name} · ${company.phone} · ${company.email} · Thank you for your business.`}
    />
  );
}
