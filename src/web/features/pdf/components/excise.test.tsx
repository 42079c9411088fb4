import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import type { PrintedExcise } from '../../../../domain/orders/excise-documents';
import { readPdf } from '../../../test/pdf-text';
import { sampleAddress, sampleCompany, sampleLines, sumAmounts } from '../../../test/pdf-samples';
import { EstimateDocument } from './EstimateDocument';
import { InvoiceDocument } from './InvoiceDocument';

const read = async (element: Parameters<typeof renderToBuffer>[0]) => readPdf(await renderToBuffer(element));

const washington: PrintedExcise = {
  heading: 'Excise Tax — Washington (RCW 82.26.020)',
  lineTax: {},
  total: 39,
  included: false,
  notes: [],
};

function estimate(excise: PrintedExcise) {
  const lines = sampleLines(2).map((line, index) => ({
    ...line,
    price: line.rate,
    exciseTax: index === 0 ? 26 : 13,
  }));
  return (
    <EstimateDocument
      company={sampleCompany}
      date="2026-12-06"
      customer={sampleAddress}
      preparedBy="Jane Doe"
      priceLevel="Standard"
      terms="Net 30"
      orderType="Regular"
      lines={lines}
      totals={{ amount: 35, qty: 3, facings: 2, retailValue: 60, possibleProfits: 25, margin: 41.67 }}
      benefits={[]}
      instructions=""
      excise={excise}
    />
  );
}

function invoice(excise: PrintedExcise, lines = sampleLines(2)) {
  return (
    <InvoiceDocument
      company={sampleCompany}
      number="INV-9"
      date="2026-12-06"
      dueDate={null}
      terms="Net 30"
      salesRep="JD"
      poNumber=""
      billTo={sampleAddress}
      shipTo={sampleAddress}
      lines={lines}
      subtotal={sumAmounts(lines)}
      balanceRemaining={0}
      excise={excise}
    />
  );
}

describe('the excise tax on the printed documents (decisions 0301, 0302)', () => {
  it('prints each line’s tax, the total and the total with it on the estimate where the company remits', async () => {
    const [only] = (await read(estimate(washington))).pages;
    expect(only).toContain('Item Description Qty Price Amount Excise');
    expect(only).toMatch(/26\.00/);
    expect(only).toContain('Total $35.00 Excise Tax $39.00 Total with Excise Tax $74.00');
    expect(only).toContain('Excise Tax — Washington (RCW 82.26.020)');
  });

  it("prints the purchaser's duty in words, with no tax column or total, where the purchaser remits", async () => {
    const words =
      'California customers: California tobacco products excise tax is not included and is the responsibility of the purchaser';
    const [only] = (
      await read(
        estimate({
          heading: 'Excise Tax — California',
          lineTax: {},
          total: null,
          included: false,
          notes: [words],
        }),
      )
    ).pages;
    expect(only).toContain('Item Description Qty Price Amount');
    expect(only).not.toContain('Amount Excise');
    expect(only).not.toContain('Total with Excise Tax');
    expect(only).toContain(`Excise Tax — California ${words}`);
  });

  it('adds the tax to an invoice’s subtotal, or shows it as included when QuickBooks carries its line', async () => {
    const lines = sampleLines(2); // 11.00 + 24.00 = 35.00
    const [computed] = (await read(invoice(washington, lines))).pages;
    expect(computed).toContain('Subtotal $35.00 Excise Tax $39.00 Total with Excise Tax $74.00');
    const [carried] = (
      await read(
        invoice({ ...washington, heading: 'Excise Tax — Washington (as invoiced)', included: true }, lines),
      )
    ).pages;
    expect(carried).toContain('Subtotal $35.00 Excise Tax (included) $39.00');
    expect(carried).not.toContain('Total with Excise Tax');
    expect(carried).not.toContain('Amount Excise');
  });
});
