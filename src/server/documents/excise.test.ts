import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer, insertInvoice, insertItem } from '../test/document-fixtures.js';
import { premiumCigarFields } from '../../domain/compliance/excise/test-profiles.js';

let t: TestApp;
let rep: TestSession;

const line = (itemListId: string, itemName: string, quantity: number, rate: number) => ({
  itemListId,
  itemName,
  quantity,
  rate,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-WA', 'WA', 'Seattle Leaf');
  await insertItem(db, 'I-1', 'p-CO54', { brand: 'Cosecha' });
  await insertItem(db, 'TAX', 'Excise tax');
  await db
    .insertInto('taxProfiles')
    .values({
      scope: 'brand',
      key: 'Cosecha',
      // A premium cigar, 20 to the box, wholesale $80.00 a box.
      profileFields: { ...premiumCigarFields, wholesalePriceCents: 8_000 },
      updatedAt: new Date().toISOString(),
      updatedById: null,
    })
    .execute();
  const invoice = (txnId: string, refNumber: string) => ({
    txnId,
    refNumber,
    txnDate: '2026-11-10',
    customerListId: 'C-WA',
    shipState: 'WA',
  });
  await insertInvoice(db, invoice('T-1', '1001'), [line('I-1', 'p-CO54', 3, 96)]);
  // The pushed order's invoice: QuickBooks carries the tax as the excise tax item's line.
  await insertInvoice(db, invoice('T-2', '1002'), [
    line('I-1', 'p-CO54', 3, 96),
    line('TAX', 'Excise tax', 1, 39),
  ]);
  await putSetting(db, 'exciseTaxItem', { listId: 'TAX' }, null);
  rep = await t.userSession({ email: 'rep.wa@documents.test', role: 'rep', states: ['WA'] });
});
afterAll(() => t.close());

describe("an invoice's excise tax (decision 0302)", () => {
  it('is worked out from its lines in its ship-to state on its date', async () => {
    const { excise } = (await rep.request('GET', '/api/invoices/1001')).json();
    // RCW 82.26.020: $80.00 / 20 = $4.00 a cigar, 95 % capped at $0.65 × 3 boxes × 20 = 60 cigars = $39.00.
    expect(excise).toMatchObject({
      state: 'WA',
      day: '2026-11-10',
      remitter: 'company',
      totalCents: 3_900,
      carriedByQuickBooks: false,
    });
    expect(excise.lines).toEqual([expect.objectContaining({ listId: 'I-1', taxCents: 3_900 })]);
  });

  it('is the line QuickBooks carries when the invoice has the excise tax item: never counted twice', async () => {
    const { excise } = (await rep.request('GET', '/api/invoices/1002')).json();
    expect(excise).toMatchObject({ totalCents: 3_900, carriedByQuickBooks: true, lines: [], gaps: [] });
  });
});
