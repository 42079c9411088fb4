import { describe, expect, it } from 'vitest';
import { samplePayment } from '../../test/quickbooks-online-samples.js';
import { onlinePaymentOf, onlinePaymentsPage } from './payment.js';

describe('an Online Payment as the sync keeps it (decision 0364)', () => {
  it('keeps its number, date and total in cents, and what it paid on each invoice', () => {
    expect(onlinePaymentOf(samplePayment)).toEqual({
      txnId: 'QBO-163',
      customerListId: 'QBO-24',
      refNumber: '4521',
      txnDate: '2014-10-01',
      totalCents: 20_000,
      appliedTo: [{ invoiceTxnId: 'QBO-130', amountCents: 15_000 }],
      timeModified: '2014-10-01T09:12:03-07:00',
    });
  });

  it('sums two lines on one invoice to the cent, and counts no credit memo line against an invoice', () => {
    const payment = onlinePaymentOf({
      ...samplePayment,
      PaymentRefNum: undefined,
      Line: [
        { Amount: 0.1, LinkedTxn: [{ TxnId: '130', TxnType: 'Invoice' }] },
        { Amount: 0.2, LinkedTxn: [{ TxnId: '130', TxnType: 'Invoice' }] },
        { Amount: 12.75, LinkedTxn: [{ TxnId: '140', TxnType: 'CreditMemo' }] },
      ],
    });
    expect(payment).toMatchObject({
      refNumber: null,
      appliedTo: [{ invoiceTxnId: 'QBO-130', amountCents: 30 }],
    });
  });

  it('leaves out a payment without a customer or date, and lists CDC deletions by id', () => {
    expect(onlinePaymentOf({ ...samplePayment, CustomerRef: undefined })).toBeNull();
    expect(onlinePaymentOf({ ...samplePayment, TxnDate: undefined })).toBeNull();
    const page = onlinePaymentsPage([samplePayment, { domain: 'QBO', status: 'Deleted', Id: '170' }, 'junk']);
    expect(page.rows.map((r) => r.txnId)).toEqual(['QBO-163']);
    expect(page.deleted).toEqual(['QBO-170']);
    expect(page.ids).toEqual(['QBO-163', 'QBO-170']);
  });
});
