// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shippedExciseRules } from '../../domain/compliance/excise/shipped-excise-rules';
import { premiumCigarProfile } from '../test/order-fixtures';
import { documentsContract } from '../../domain/documents/contract';
import { invoiceExciseOf } from '../../domain/orders/excise-documents';
import { companyDefault } from '../../domain/settings/company';
import { mockApi } from '../test/api';
import { renderWithApp } from '../test/render';
import InvoiceViewPage from './invoice-view';

const lines = [
  {
    lineNo: 1,
    itemListId: 'I-1',
    itemName: 'p-ROB',
    desc: 'Robusto',
    quantity: 2,
    rate: 96.5,
    amount: 193,
    msrp: null,
  },
  {
    lineNo: 2,
    itemListId: 'I-2',
    itemName: 'p-CHU',
    desc: 'Churchill',
    quantity: 1,
    rate: 120,
    amount: 120,
    msrp: null,
  },
];

function answer(state: string) {
  return {
    company: companyDefault,
    invoice: {
      txnId: 'T-1',
      refNumber: 'INV-1',
      txnDate: '2026-12-06',
      customerListId: 'C-1',
      customerName: 'Smoke House',
      shipState: state,
      subtotal: 313,
      billAddress: {},
      shipAddress: { state },
      termsName: null,
      salesRepName: null,
      poNumber: null,
      linkedTxns: [],
      memo: null,
      dueDate: null,
      balanceRemaining: 313,
      isPaid: false,
      tracking: [],
      pastDue: false,
      daysPastDue: 0,
    },
    lines,
    // The server's figure, worked out by the invoice PDF's own calculation (decision 0302).
    excise: invoiceExciseOf({
      state,
      day: '2026-12-06',
      lines,
      taxItemListId: null,
      profiles: { 'I-1': premiumCigarProfile },
      rules: shippedExciseRules,
    }),
  };
}

const renderInvoice = (state: string) => {
  mockApi().on(documentsContract.invoice, () => answer(state));
  renderWithApp(
    <Routes>
      <Route path="/invoiceview/:id" element={<InvoiceViewPage />} />
    </Routes>,
    { route: '/invoiceview/INV-1' },
  );
};

describe('the invoice page', () => {
  it('shows the excise tax per line, in total and the invoice total with it where the company remits', async () => {
    renderInvoice('WA');
    const block = await screen.findByTestId('order-excise');
    within(block).getByText('Excise tax (Washington — RCW 82.26.020)');
    // 2 boxes × 20 cigars × $0.65 (Washington's cap) = $26.00; $313.00 + $26.00 = $339.00.
    expect(within(screen.getByTestId('excise-lines')).getByText('$26.00')).toBeTruthy();
    expect(within(block).getByTestId('excise-total').textContent).toBe('$26.00');
    expect(within(block).getByText(/Invoice total with excise tax/).textContent).toContain('$339.00');
    // p-CHU has no tax kind: said, never taxed at $0.00.
    expect(within(block).getByTestId('excise-gaps').textContent).toContain('p-CHU');
  });

  it("shows the purchaser's duty in words where the purchaser remits", async () => {
    renderInvoice('CA');
    expect((await screen.findByTestId('excise-purchaser')).textContent).toContain(
      'responsibility of the purchaser',
    );
    expect(screen.queryByTestId('excise-total')).toBeNull();
  });
});
