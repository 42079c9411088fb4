import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CreditMemoDetail } from '../api/documents';
import { CreditMemoPreview } from './CreditMemoView';

const memo = (creditRemaining: number): CreditMemoDetail['creditMemo'] => ({
  txnId: 'T-1',
  refNumber: 'CM-1',
  txnDate: '2026-11-02',
  customerListId: 'C-1',
  customerName: 'Smoke House',
  shipState: 'FL',
  subtotal: 120,
  billAddress: { addr1: '455 Ocean Drive', city: 'Miami', state: 'FL', postalCode: '33135' },
  shipAddress: {},
  termsName: null,
  salesRepName: null,
  poNumber: null,
  linkedTxns: [],
  memo: null,
  totalAmount: 120,
  creditRemaining,
  status: 'Credit Memo Closed',
  productUnits: 0,
});

const preview = (creditRemaining: number) =>
  renderToStaticMarkup(
    <MantineProvider>
      <CreditMemoPreview memo={memo(creditRemaining)} />
    </MantineProvider>,
  );

describe('the printable credit memo preview', () => {
  it.each([0, 0.004, -0.001])(
    'shows the Refunded banner when the remaining credit prints as 0.00 (%s)',
    (credit) => {
      expect(preview(credit)).toContain('**Refunded**');
    },
  );

  it.each([0.01, 25, -3])('has no banner while credit remains (%s)', (credit) => {
    expect(preview(credit)).not.toContain('Refunded');
  });
});
