import { describe, expect, it } from 'vitest';
import { splitBatch } from '../../domain/mirror/batch.js';
import {
  normalizeCreditMemo,
  normalizeInvoice,
  normalizeSalesOrder,
} from '../../domain/mirror/transactions.js';
import { generateDemoCompany } from '../demo/index.js';
import { readWellFormed } from './well-formed.js';

const normalizers = {
  invoices: normalizeInvoice,
  salesorders: normalizeSalesOrder,
  creditmemos: normalizeCreditMemo,
} as const;

const invoice = () => ({
  TxnID: 'T-1',
  TxnDate: '2026-01-15',
  RefNumber: 1001,
  CustomerRef: { ListID: 'C-1', FullName: 'Miami Smoke' },
  ShipAddress: { City: 'Miami', State: 'fl' },
  Subtotal: '1,250.50',
  IsPaid: 'TRUE',
  Other: '1Z999, 1Z998',
  TimeModified: '2026-01-15T10:30:00-05:00',
  LinkedTxn: [{ TxnType: 'SalesOrder', TxnID: 'S-1', Amount: '10' }, { TxnType: 'Payment' }],
  InvoiceLineRet: { ItemRef: { ListID: 'I-1', FullName: 'p-RC1' }, Quantity: '2', Rate: 10, Amount: '20' },
  InvoiceLineGroupRet: [{ InvoiceLineRet: [{ Desc: ' Group line ', Amount: '5' }] }],
});

describe('the well-formed transaction reader', () => {
  it('gives exactly the rows of the zod normalizers for every transaction of the demo company', () => {
    let compared = 0;
    for (const batch of generateDemoCompany({ customers: 300, today: '2026-11-23' })) {
      if (!(batch.entity in normalizers)) continue;
      const entity = batch.entity as keyof typeof normalizers;
      const split = splitBatch(entity, batch.body);
      if (!split.ok) throw new Error(split.message);
      for (const { doc } of split.documents) {
        expect(readWellFormed(entity, doc)).toEqual(normalizers[entity](doc));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('reads the loose spellings QuickBooks sends the same way', () => {
    for (const entity of ['invoices', 'salesorders', 'creditmemos'] as const) {
      const doc = invoice();
      expect(readWellFormed(entity, doc)).toEqual(normalizers[entity](doc));
    }
  });

  it('leaves anything not plainly well formed to the zod normalizer', () => {
    const broken = [
      { ...invoice(), TxnDate: '15/01/2026' },
      { ...invoice(), TxnID: '' },
      { ...invoice(), CustomerRef: undefined },
      { ...invoice(), Subtotal: 'lots' },
      { ...invoice(), IsPaid: 'maybe' },
      { ...invoice(), Memo: { text: 'x' } },
      { ...invoice(), InvoiceLineRet: [{ Invoiced: 'x' }] },
      { ...invoice(), LinkedTxn: [{ TxnID: 'S-1' }] },
      { ...invoice(), Memo: 'a\u0000b' },
      { ...invoice(), Memo: 'a\\u0000b' },
      { ...invoice(), InvoiceLineRet: { ...invoice().InvoiceLineRet, Desc: 'x\u0000' } },
      { ...invoice(), ['Memo\u0000']: 'x' },
    ];
    for (const doc of broken) {
      expect(readWellFormed('invoices', doc)).toBeNull();
      expect(normalizeInvoice(doc).ok).toBe(false);
    }
    expect(readWellFormed('customers', invoice())).toBeNull();
  });
});
