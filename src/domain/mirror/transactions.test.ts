import { describe, expect, it } from 'vitest';
import { normalizeCreditMemo, normalizeInvoice, normalizeSalesOrder } from './transactions.js';

const line = (n: number) => ({
  TxnLineID: `L${n}`,
  ItemRef: { ListID: `I${n}`, FullName: `p-AC3-${n}` },
  Desc: `Line ${n}`,
  Quantity: '2',
  Rate: '10.50',
  Amount: '21.00',
});

const invoice = {
  TxnID: 'T-100',
  RefNumber: '5001',
  TxnDate: '2026-03-04',
  DueDate: '2026-04-03',
  CustomerRef: { ListID: 'C1', FullName: 'Cigar Barn' },
  ShipAddress: { City: 'Austin', State: 'tx' },
  TermsRef: { FullName: 'Net 30' },
  SalesRepRef: { FullName: 'JD' },
  PONumber: 'PO-9',
  Subtotal: '42.00',
  BalanceRemaining: '0.00',
  IsPaid: 'true',
  Other: '1Z999, 1Z998',
  LinkedTxn: {
    TxnID: 'P-1',
    TxnType: 'ReceivePayment',
    TxnDate: '2026-03-10',
    RefNumber: '77',
    Amount: '-42.00',
  },
  InvoiceLineRet: [line(1), line(2)],
};

describe('normalizeInvoice', () => {
  it('maps the header, a bare LinkedTxn and the lines', () => {
    const result = normalizeInvoice(invoice);
    if (!result.ok) throw new Error(result.reason);
    expect(result.row).toMatchObject({
      txnId: 'T-100',
      refNumber: '5001',
      txnDate: '2026-03-04',
      dueDate: '2026-04-03',
      customerListId: 'C1',
      customerName: 'Cigar Barn',
      shipState: 'TX',
      termsName: 'Net 30',
      salesRepName: 'JD',
      poNumber: 'PO-9',
      subtotal: 42,
      balanceRemaining: 0,
      isPaid: true,
      tracking: ['1Z999', '1Z998'],
      linkedTxns: [
        { txnId: 'P-1', txnType: 'ReceivePayment', txnDate: '2026-03-10', refNumber: '77', amount: -42 },
      ],
      raw: invoice,
    });
    expect(result.lines).toEqual([
      expect.objectContaining({
        txnId: 'T-100',
        lineNo: 1,
        itemListId: 'I1',
        quantity: 2,
        rate: 10.5,
        amount: 21,
        customerListId: 'C1',
        txnDate: '2026-03-04',
      }),
      expect.objectContaining({ lineNo: 2, txnLineId: 'L2', itemName: 'p-AC3-2', desc: 'Line 2' }),
    ]);
  });

  it('takes a single line given as a bare object, and no ship state when there is no ship address', () => {
    const result = normalizeInvoice({
      ...invoice,
      ShipAddress: undefined,
      InvoiceLineRet: line(1),
      LinkedTxn: undefined,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines).toHaveLength(1);
    expect(result.row.shipState).toBeNull();
    expect(result.row.linkedTxns).toEqual([]);
  });

  it.each([
    ['no TxnID', { ...invoice, TxnID: undefined }, 'TxnID is required'],
    ['no CustomerRef', { ...invoice, CustomerRef: undefined }, 'CustomerRef is required'],
    ['a bad TxnDate', { ...invoice, TxnDate: '03/04/2026' }, 'TxnDate must be a date as YYYY-MM-DD'],
    [
      'a TxnDate that does not exist',
      { ...invoice, TxnDate: '2026-02-30' },
      'TxnDate must be a date that exists, from 1900-01-01 to 2100-12-31, got "2026-02-30"',
    ],
    [
      'a TxnDate of year 9999',
      { ...invoice, TxnDate: '9999-12-31' },
      'TxnDate must be a date that exists, from 1900-01-01 to 2100-12-31, got "9999-12-31"',
    ],
    [
      'a bad line quantity',
      { ...invoice, InvoiceLineRet: [line(1), { ...line(2), Quantity: 'two' }] },
      'InvoiceLineRet.1.Quantity must be a number',
    ],
    ['a bad IsPaid', { ...invoice, IsPaid: 'yes please' }, 'IsPaid must be "true" or "false"'],
    [
      'a NUL in a line text',
      { ...invoice, InvoiceLineRet: [line(1), { ...line(2), Desc: 'Box\u0000' }] },
      'The document contains a NUL character',
    ],
    ['a NUL in a key', { ...invoice, ShipAddress: { 'City\u0000': 'Austin' } }, 'contains a NUL character'],
    ['an escaped NUL', { ...invoice, Memo: 'see \\u0000' }, 'contains a NUL character'],
  ])('refuses %s', (_label, doc, reason) => {
    const result = normalizeInvoice(doc);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

describe('normalizeSalesOrder', () => {
  it('maps FOB, flags and Invoiced on lines', () => {
    const result = normalizeSalesOrder({
      TxnID: 'S-1',
      RefNumber: '900',
      TxnDate: '2026-01-02',
      CustomerRef: { ListID: 'C1' },
      FOB: 'Miami',
      IsFullyInvoiced: 'false',
      IsManuallyClosed: 'true',
      SalesOrderLineRet: { ...line(1), Invoiced: '1' },
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.row).toMatchObject({
      fob: 'Miami',
      isFullyInvoiced: false,
      isManuallyClosed: true,
      customerName: '',
    });
    expect(result.lines).toEqual([expect.objectContaining({ lineNo: 1, invoiced: 1, quantity: 2 })]);
  });
});

describe('normalizeCreditMemo', () => {
  it('maps amounts and a list of linked transactions', () => {
    const result = normalizeCreditMemo({
      TxnID: 'M-1',
      TxnDate: '2026-01-02',
      CustomerRef: { ListID: 'C1', FullName: 'Cigar Barn' },
      TotalAmount: '-10',
      CreditRemaining: '5.5',
      LinkedTxn: [
        { TxnType: 'Invoice', RefNumber: '5001', TxnDate: '2026-01-03' },
        { TxnType: 'Invoice', RefNumber: '5002', TxnDate: '2026-01-04' },
      ],
      CreditMemoLineRet: [line(1)],
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.row).toMatchObject({ refNumber: '', totalAmount: -10, creditRemaining: 5.5 });
    expect(result.row.linkedTxns.map((l) => l.refNumber)).toEqual(['5001', '5002']);
    expect(result.lines).toHaveLength(1);
  });
});
