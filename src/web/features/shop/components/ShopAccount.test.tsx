// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { shopAccountContract } from '../../../../domain/shop/account-contract';
import { failure, mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import type { ShopAccountAnswer } from '../api/account';
import { ShopAccount, type ShopDownloads } from './ShopAccount';

const downloads = (): ShopDownloads => ({
  invoice: vi.fn(() => Promise.resolve()),
  creditMemo: vi.fn(() => Promise.resolve()),
  statement: vi.fn(() => Promise.resolve()),
});

const invoice = (txnId: string, paymentUrl: string | null) => ({
  txnId,
  refNumber: txnId.replace('I-', ''),
  txnDate: '2026-10-01',
  dueDate: '2026-10-31',
  amountCents: 20_020,
  balanceCents: 12_055,
  pastDue: true,
  daysPastDue: 36,
  paymentUrl,
});

const account: ShopAccountAnswer = {
  balanceCents: 123_456,
  openInvoices: [invoice('I-1001', 'https://connect.intuit.com/pay/1001'), invoice('I-1002', null)],
  creditMemos: [],
  payments: [{ txnId: 'P-1', refNumber: 'CHK1', txnDate: '2026-10-05', amountCents: 7_965 }],
  paymentInstructions: 'Mail a cheque to 1200 Tobacco Row.',
};

describe('the shop’s account page', () => {
  it('shows the balance from cents, "Pay" by the link or the instructions, and empty lists in words', async () => {
    mockApi().on(shopAccountContract.account, account);
    const { user } = renderWithApp(<ShopAccount downloads={downloads()} />);
    expect(await screen.findByTestId('shop-balance')).toHaveTextContent('$1,234.56');
    expect(screen.getAllByText('36 days past due')).toHaveLength(2);
    const [linked, instructed] = screen.getAllByText('Pay');
    expect(linked?.closest('a')).toHaveAttribute('href', 'https://connect.intuit.com/pay/1001');
    await user.click(instructed!);
    expect(screen.getByTestId('shop-payment-instructions')).toHaveTextContent(
      'Mail a cheque to 1200 Tobacco Row.',
    );
    expect(screen.getByText('No credit memos.')).toBeInTheDocument();
    expect(screen.getByText('$79.65')).toBeInTheDocument();
  });

  it('asks for the PDFs with the document’s id and refuses a period that ends before it starts', async () => {
    mockApi().on(shopAccountContract.account, account);
    const asked = downloads();
    const { user } = renderWithApp(<ShopAccount downloads={asked} />);
    await user.click(await screen.findByRole('button', { name: 'Invoice 1002 as PDF' }));
    expect(asked.invoice).toHaveBeenCalledWith('I-1002', '1002');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date');
    expect(screen.queryByRole('button', { name: 'Download statement (PDF)' })).toBeNull();
  });

  it('says what went wrong when the account cannot be read', async () => {
    mockApi().on(shopAccountContract.account, failure(404, 'Your shop is no longer in the catalogue.'));
    renderWithApp(<ShopAccount downloads={downloads()} />);
    expect(await screen.findByText('Your shop is no longer in the catalogue.')).toBeInTheDocument();
  });
});
