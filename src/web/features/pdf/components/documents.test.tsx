import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import type { DocumentLine } from '../types';
import { readPdf } from '../../../test/pdf-text';
import { sampleAddress, sampleCompany, sampleLines, sumAmounts } from '../../../test/pdf-samples';
import { CreditMemoDocument } from './CreditMemoDocument';
import { EstimateDocument } from './EstimateDocument';
import { INVOICE_TERMS_NOTES, InvoiceDocument } from './InvoiceDocument';
import { SalesOrderDocument } from './SalesOrderDocument';

const counts = [
  // lines, pages at 11 rows (credit memo), pages at 8 lines (invoice, sales order, estimate)
  [0, 1, 1],
  [1, 1, 1],
  [8, 1, 1],
  [9, 1, 2],
  [11, 1, 2],
  [12, 2, 2],
  [23, 3, 3],
] as const;

function creditMemo(lines: DocumentLine[], creditRemaining: number) {
  const total = sumAmounts(lines);
  return (
    <CreditMemoDocument
      company={sampleCompany}
      number="CM-1001"
      date="2024-05-02"
      customer={sampleAddress}
      lines={lines}
      subtotal={total}
      totalAmount={total}
      creditRemaining={creditRemaining}
    />
  );
}

function invoice(lines: DocumentLine[]) {
  return (
    <InvoiceDocument
      company={sampleCompany}
      number="INV-2040"
      date="2024-06-10"
      dueDate="2024-07-10"
      terms="Net 30"
      salesRep="JD"
      poNumber="PO-77"
      billTo={sampleAddress}
      shipTo={{ ...sampleAddress, lines: ['Warehouse door 3'] }}
      lines={lines}
      subtotal={sumAmounts(lines)}
      balanceRemaining={125.5}
    />
  );
}

function salesOrder(lines: DocumentLine[]) {
  return (
    <SalesOrderDocument
      company={sampleCompany}
      number="SO-310"
      date="2024-06-01"
      terms="Net 30"
      salesRep="JD"
      poNumber="PO-78"
      fob="Miami"
      status="Pending"
      billTo={sampleAddress}
      shipTo={sampleAddress}
      lines={lines.map((line) => ({ ...line, invoiced: 0 }))}
      subtotal={sumAmounts(lines)}
    />
  );
}

function estimate(lines: DocumentLine[]) {
  return (
    <EstimateDocument
      company={sampleCompany}
      date="2024-06-03"
      customer={sampleAddress}
      preparedBy="Jane Doe"
      priceLevel="Standard"
      terms="Net 30"
      orderType="TAA2025"
      lines={lines.map((line) => ({ ...line, price: line.rate }))}
      totals={{ amount: 5210, qty: 57, facings: 4, retailValue: 9000, possibleProfits: 3790, margin: 42.11 }}
      benefits={['Free shipping', 'Raffle tickets: 3']}
      instructions="Deliver before the event"
    />
  );
}

const read = async (element: Parameters<typeof renderToBuffer>[0]) => readPdf(await renderToBuffer(element));

describe('CreditMemoDocument', () => {
  it.each(counts)('%i lines → %i page(s), later pages marked', async (lineCount, pages) => {
    const pdf = await read(creditMemo(sampleLines(lineCount), 10));
    expect(pdf.pages).toHaveLength(pages);
    pdf.pages.forEach((text, index) => {
      expect(text).toContain('Credit Memo');
      if (index === 0) expect(text).not.toMatch(/Page \d/);
      else expect(text).toContain(`Page ${index + 1}`);
    });
    expect(pdf.sizes.every(([w, h]) => w === 612 && h === 786)).toBe(true);
  });

  it('prints the header, customer block, negated lines and negative totals', async () => {
    const lines = sampleLines(3); // amounts 11, 24, 39 → total 74
    const [first] = (await read(creditMemo(lines, 20))).pages;
    expect(first).toContain('Humidor Cigar Co. 1200 Tobacco Row Miami, FL 33135');
    expect(first).toContain('Date Credit Memo # 05/02/2024 CM-1001');
    expect(first).toContain(
      'Smoke House Tobacco LLC Attn: Maria Lopez 455 Ocean Drive, Suite 12 San Diego, CA 92101',
    );
    expect(first).toContain('Item Description Qty Rate Amount');
    expect(first).toContain('p-ADF109 A. Fuego TAA Toro 6 x 52, box of 10 -2 12.00 -24.00');
    expect(first).toContain('Subtotal -74.00 Total -74.00 Invoices -54.00 Balance Credit -20.00');
    expect(first).toContain('Call us at (305) 555-0142 or write to support@humidor.test');
    expect(first).not.toContain('**Refunded**');
    expect(first).not.toContain('No items');
  });

  it('shows the Refunded banner when the remaining credit prints as 0.00', async () => {
    const pdf = await read(creditMemo(sampleLines(12), 0.001));
    expect(pdf.pages.every((text) => text.includes('**Refunded**'))).toBe(true);
    expect(pdf.pages[0]).not.toContain('Subtotal');
    expect(pdf.pages[1]).toContain('Balance Credit 0.00');
  });

  it('keeps 11 rows on a page when descriptions are long (clamped to two lines)', async () => {
    const long = sampleLines(11).map((line) => ({
      ...line,
      description: 'Aged Connecticut shade wrapper '.repeat(12),
    }));
    const pdf = await read(creditMemo(long, 0));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('Balance Credit 0.00');
  });

  it("says 'No items' when there are no lines", async () => {
    const [only] = (await read(creditMemo([], 0))).pages;
    expect(only).toContain('Item Description Qty Rate Amount No items');
    expect(only).toContain('Subtotal 0.00 Total 0.00 Invoices 0.00 Balance Credit 0.00');
  });
});

describe('InvoiceDocument', () => {
  it.each(counts)('%i lines → %i/%i page(s)', async (lineCount, _creditMemoPages, pages) => {
    const pdf = await read(invoice(sampleLines(lineCount)));
    expect(pdf.pages).toHaveLength(pages);
    expect(pdf.pages.map((text) => /Page \d+/.exec(text)?.[0] ?? null)).toEqual(
      pdf.pages.map((_, index) => (index === 0 ? null : `Page ${index + 1}`)),
    );
    expect(pdf.pages.at(-1)).toContain('Balance Due $125.50');
    expect(pdf.sizes.every(([w, h]) => w === 612 && h === 792)).toBe(true);
  });

  it('prints the details, lines, totals and terms on the last page', async () => {
    const pdf = await read(invoice(sampleLines(9)));
    const [first, last] = pdf.pages;
    expect(first).toContain('Invoice Date Invoice # 06/10/2024 INV-2040');
    expect(first).toContain('P.O. Number Terms Rep Due Date PO-77 Net 30 JD 07/10/2024');
    expect(first).toContain('Bill To Smoke House Tobacco LLC');
    expect(first).toContain('p-CO-ROB Cosecha Robusto 5 x 50, box of 20 1 11.00 11.00');
    expect(first).not.toContain('Subtotal');
    expect(last).toContain(`Subtotal $${sumAmounts(sampleLines(9)).toFixed(2)}`);
    for (const note of INVOICE_TERMS_NOTES) expect(last).toContain(note);
    expect(last).toContain('90 days');
    expect(last).toContain('25% restocking fee');
    expect(last).toContain('within 7 days');
    expect(last).toContain('California');
  });
});

describe('SalesOrderDocument', () => {
  it.each(counts)('%i lines → %i/%i page(s)', async (lineCount, _creditMemoPages, pages) => {
    const pdf = await read(salesOrder(sampleLines(lineCount)));
    expect(pdf.pages).toHaveLength(pages);
    expect(pdf.pages[0]).toContain('Sales Order Date S.O. # Status 06/01/2024 SO-310 Pending');
    expect(pdf.pages[0]).toContain(
      lineCount === 0 ? 'No items' : 'Item Description Qty Invoiced Rate Amount',
    );
  });
});

describe('EstimateDocument', () => {
  it.each(counts)('%i lines → %i/%i page(s)', async (lineCount, _creditMemoPages, pages) => {
    const pdf = await read(estimate(sampleLines(lineCount)));
    expect(pdf.pages).toHaveLength(pages);
    expect(pdf.sizes.every(([w, h]) => w === 619 && h === 799)).toBe(true);
    if (pages > 1) expect(pdf.pages[pages - 1]).toContain(`Page ${pages}`);
  });

  it('prints the company block, totals and benefits', async () => {
    const [only] = (await read(estimate(sampleLines(2)))).pages;
    expect(only).toContain('Humidor Cigar Co.');
    expect(only).toContain('Estimate Date Prepared By 06/03/2024 Jane Doe');
    expect(only).toContain('Order Type Price Level Terms TAA2025 Standard Net 30');
    expect(only).toContain('Benefits Earned Free shipping Raffle tickets: 3');
    expect(only).toContain(
      'Quantity 57 Facings 4 Retail Value $9,000.00 Possible Profits $3,790.00 Margin 42.11% Total $5,210.00',
    );
    expect(only).toContain('Instructions Deliver before the event');
  });
});
