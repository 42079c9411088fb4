import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { statementOf } from '../../../../domain/shop/statement';
import { readPdf } from '../../../test/pdf-text';
import { sampleAddress, sampleCompany } from '../../../test/pdf-samples';
import { StatementDocument } from './StatementDocument';

const invoice = (n: number, txnDate: string, amountCents: number, balanceCents = 0) => ({
  txnId: `I-${n}`,
  refNumber: String(1000 + n),
  txnDate,
  dueDate: txnDate,
  amountCents,
  balanceCents,
});

describe('the shop’s statement PDF', () => {
  // React PDF's first render in a file loads its fonts: seconds on a loaded machine, past the 5 s default.
  it('prints the opening balance, the period’s documents 20 to a page, then the ageing and total due', async () => {
    const statement = statementOf({
      from: '2026-10-01',
      to: '2026-11-30',
      invoices: [
        invoice(0, '2026-09-15', 10_000, 10_000),
        ...Array.from({ length: 24 }, (_, i) => invoice(i + 1, '2026-10-02', 1_000)),
      ],
      creditMemos: [
        { txnId: 'M-1', refNumber: 'CM-1', txnDate: '2026-10-03', amountCents: 500, remainingCents: 500 },
      ],
      payments: [{ txnId: 'P-1', refNumber: 'CHK9', txnDate: '2026-10-04', amountCents: 24_000 }],
    });
    const pdf = await readPdf(
      await renderToBuffer(
        <StatementDocument company={sampleCompany} customer={sampleAddress} statement={statement} />,
      ),
    );
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages[0]).toContain('Statement');
    expect(pdf.pages[0]).toContain('$100.00');
    expect(pdf.pages[0]).toContain('Invoice 1001');
    expect(pdf.pages[1]).toContain('Payment CHK9');
    expect(pdf.pages[1]).toContain('61–90 days $100.00');
    expect(pdf.pages[1]).toContain('Unapplied credit -$5.00');
    expect(pdf.pages[1]).toContain('Total due $95.00');
  }, 30_000);
});
