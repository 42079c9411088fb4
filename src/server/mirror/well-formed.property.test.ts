import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeCreditMemo,
  normalizeInvoice,
  normalizeSalesOrder,
} from '../../domain/mirror/transactions.js';
import { readWellFormed } from './well-formed.js';

/**
 * The well-formed reader reads what the API receives (decision 0384), so on ANY document it must either
 * step aside (null, and zod gives the refusal and its reason) or give exactly zod's rows.
 */
const normalizers = {
  invoices: normalizeInvoice,
  salesorders: normalizeSalesOrder,
  creditmemos: normalizeCreditMemo,
} as const;
type Entity = keyof typeof normalizers;

/** Values QuickBooks, a faulty client or an attacker might put in a field, loose spellings included. */
const scalar = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    '',
    '  ',
    'x',
    ' Miami ',
    '12.50',
    '1,250.50',
    '$3',
    '-0',
    '1e12',
    '999999999999',
    'NaN',
    'Infinity',
    '0x10',
    'true',
    'FALSE',
    '1',
    '0',
    'maybe',
    '2026-01-15',
    '2026-02-30',
    '0001-01-01',
    '9999-12-31',
    '15/01/2026',
    '2026-01-15T10:30:00-05:00',
    'not a time',
    'a\u0000b',
    'a\\u0000b',
    12.5,
    0,
    -3,
    1e12,
    Number.NaN,
    true,
    false,
  ),
  fc.string({ maxLength: 12 }),
  fc.double(),
);
/** Mostly a well-formed value (QuickBooks' loose spellings included), now and then anything. */
const field = (...wellFormed: unknown[]) =>
  fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...wellFormed) }, { weight: 1, arbitrary: scalar });
const text = field(undefined, 'x', ' Miami ', 'N0001', 1001);
const money = field(undefined, '12.50', '1,250.50', 12.5, '$3', '-0', ' 7 ');
const flag = field(undefined, 'true', 'FALSE', '1', '0', true);
const date = field(undefined, '2026-01-15', '2024-02-29');
const ref = fc.oneof(
  { weight: 12, arbitrary: fc.record({ ListID: text, FullName: text }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: scalar },
);
const address = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record(
      { Addr1: text, City: text, State: field('fl', 'CA', ' ny '), PostalCode: text, Country: text },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: scalar },
);
const line = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record(
      {
        TxnLineID: text,
        ItemRef: ref,
        Desc: text,
        Quantity: money,
        Rate: money,
        Amount: money,
        Invoiced: money,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: scalar },
);
const lines = fc.oneof(
  { weight: 2, arbitrary: fc.array(line, { maxLength: 3 }) },
  { weight: 1, arbitrary: line },
  { weight: 1, arbitrary: field(undefined, null) },
);
const linked = fc.record(
  {
    TxnID: text,
    TxnType: field('SalesOrder', 'ReceivePayment'),
    TxnDate: date,
    RefNumber: text,
    Amount: money,
  },
  { requiredKeys: [] },
);

/** A document shaped like a transaction, each field mostly well formed and now and then not. */
const transaction = fc.record(
  {
    TxnID: field('T-1', ' T-2 ', 17),
    RefNumber: text,
    TxnDate: field('2026-01-15', '2024-02-29'),
    CustomerRef: fc.oneof(
      {
        weight: 12,
        arbitrary: fc.record({ ListID: field('C-1', 2), FullName: text }, { requiredKeys: ['ListID'] }),
      },
      { weight: 1, arbitrary: ref },
    ),
    BillAddress: address,
    ShipAddress: address,
    TermsRef: ref,
    SalesRepRef: ref,
    PONumber: text,
    Subtotal: money,
    LinkedTxn: fc.oneof(linked, fc.array(linked, { maxLength: 2 }), field(undefined)),
    Memo: text,
    TimeModified: field(undefined, '2026-01-15T10:30:00-05:00', '2026-01-15T15:30:00Z'),
    EditSequence: text,
    DueDate: date,
    BalanceRemaining: money,
    IsPaid: flag,
    Other: field(undefined, '1Z999, 1Z998', '1Z1;1Z2 1Z3'),
    FOB: text,
    IsFullyInvoiced: flag,
    IsManuallyClosed: flag,
    TotalAmount: money,
    CreditRemaining: money,
    InvoiceLineRet: lines,
    SalesOrderLineRet: lines,
    CreditMemoLineRet: lines,
    InvoiceLineGroupRet: fc.oneof(
      field(undefined),
      fc.record({ InvoiceLineRet: lines }, { requiredKeys: [] }),
      fc.array(fc.record({ InvoiceLineRet: lines }, { requiredKeys: [] }), { maxLength: 2 }),
    ),
  },
  { requiredKeys: ['TxnID', 'TxnDate', 'CustomerRef'] },
);

const entity = fc.constantFrom<Entity>('invoices', 'salesorders', 'creditmemos');

/** The reader's answer is zod's, or nothing; returns whether it read the document. */
function agrees(which: Entity, doc: unknown): boolean {
  const before = JSON.stringify(doc);
  const fast = readWellFormed(which, doc);
  // the document is stored as it came (`raw`): reading it must not change it
  expect(JSON.stringify(doc)).toBe(before);
  if (fast === null) return false;
  expect(fast).toEqual(normalizers[which](doc));
  return true;
}

describe('the well-formed transaction reader against zod, on any document', () => {
  it('gives zod rows or steps aside, for documents shaped like transactions', () => {
    let read = 0;
    let runs = 0;
    fc.assert(
      fc.property(entity, transaction, (which, doc) => {
        runs += 1;
        if (agrees(which, doc)) read += 1;
      }),
      { numRuns: 3_000, endOnFailure: true },
    );
    // the equality above must have been exercised, not only the stepping aside
    expect(read).toBeGreaterThan(runs / 20);
  });

  it('gives zod rows or steps aside, for any JSON value', () => {
    fc.assert(
      fc.property(entity, fc.jsonValue(), (which, doc) => {
        agrees(which, doc);
      }),
      { numRuns: 1_000 },
    );
  });
});
