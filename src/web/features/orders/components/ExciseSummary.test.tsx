// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shippedExciseRules } from '../../../../domain/compliance/excise/shipped-excise-rules';
import { premiumCigarProfile } from '../../../test/order-fixtures';
import { orderExciseOf } from '../../../../domain/orders/excise';
import { invoiceExciseOf } from '../../../../domain/orders/excise-documents';
import { renderWithApp } from '../../../test/render';
import { ExciseGapLinks } from './ExciseGapLinks';
import { ExciseSummary } from './ExciseSummary';

const products = [
  { productListId: 'I-1', name: 'p-ROB', qty: 2, price: 96.5 },
  { productListId: 'I-2', name: 'p-CHU', qty: 1, price: 120 },
];
const excise = (state: string, profiles: Record<string, typeof premiumCigarProfile>) =>
  orderExciseOf({ state, day: '2026-12-06', products, profiles, rules: shippedExciseRules });

describe('ExciseSummary', () => {
  it('shows each line’s tax, the total and the order total with it where the company remits', () => {
    renderWithApp(<ExciseSummary excise={excise('WA', { 'I-1': premiumCigarProfile })} amount={313} />);
    const block = screen.getByTestId('order-excise');
    within(block).getByText('Excise tax (Washington — RCW 82.26.020)');
    // 40 cigars × $0.65 = $26.00; p-CHU has no profile and is listed, not taxed at $0.00.
    expect(within(block).getByTestId('excise-total').textContent).toBe('$26.00');
    expect(within(block).getByTestId('total-with-excise').textContent).toBe('$339.00');
    expect(within(screen.getByTestId('excise-lines')).getByText('$26.00')).toBeTruthy();
    expect(within(block).getByTestId('excise-gaps').textContent).toContain(
      'Excise not computedWashington: p-CHU has no tax kind — set it in Admin → Compliance → Items',
    );
    // A rep reads where an admin sets it; no link to a page they may not open.
    expect(within(block).queryByRole('link')).toBeNull();
  });

  it('links each gap to where an admin fixes it (decision 0344)', () => {
    renderWithApp(
      <ExciseGapLinks enabled>
        <ExciseSummary excise={excise('WA', { 'I-1': premiumCigarProfile })} amount={313} />
      </ExciseGapLinks>,
    );
    const link = within(screen.getByTestId('excise-gaps')).getByRole('link', { name: 'Fix p-CHU' });
    expect(link.getAttribute('href')).toBe('/admin/compliance/items?show=gaps&q=p-CHU');
  });

  it("shows the purchaser's duty in words and no figure where the purchaser remits", () => {
    renderWithApp(
      <ExciseSummary
        excise={excise('CA', { 'I-1': premiumCigarProfile, 'I-2': premiumCigarProfile })}
        amount={313}
      />,
    );
    expect(screen.getByTestId('excise-purchaser').textContent).toContain('responsibility of the purchaser');
    expect(screen.queryByTestId('excise-total')).toBeNull();
  });

  it('shows an invoice’s tax QuickBooks carries as its own line as included, never added again', () => {
    // The invoice carries the pushed tax line of the chosen excise tax item (decision 0302).
    const carried = invoiceExciseOf({
      state: 'WA',
      day: '2026-12-06',
      lines: [{ itemListId: 'I-TAX', itemName: 'Excise', quantity: 1, rate: 26, amount: 26 }],
      taxItemListId: 'I-TAX',
      profiles: {},
      rules: shippedExciseRules,
    });
    renderWithApp(<ExciseSummary excise={carried} amount={339} totalLabel="Invoice total with excise tax" />);
    const block = screen.getByTestId('order-excise');
    within(block).getByText('Excise tax (Washington — as invoiced)');
    expect(within(block).getByTestId('excise-total').textContent).toBe('$26.00');
    expect(screen.queryByTestId('total-with-excise')).toBeNull();
  });

  it('shows nothing without a ship-to state', () => {
    renderWithApp(<ExciseSummary excise={null} amount={0} />);
    expect(screen.queryByTestId('order-excise')).toBeNull();
  });
});
