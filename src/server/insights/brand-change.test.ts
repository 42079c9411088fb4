import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { brandedItem, mirrorSender, salesCustomer, salesInvoice } from '../test/sales-fixtures.js';

/**
 * The summary keeps each document's brand shares; a brand changed (or first given) in QuickBooks
 * after the documents were imported must move them, in the import that brings the item.
 */
const range = 'range=custom&from=2026-03-01&to=2026-03-31';

let t: TestApp;
let admin: TestSession;
let send: Awaited<ReturnType<typeof mirrorSender>>;

beforeAll(async () => {
  t = await createTestApp();
  send = await mirrorSender(t);
  await send('customers', { CustomerRet: [salesCustomer('C-DELTA', 'Delta Cigars', 'FL')] });
  await send('items', {
    ItemInventoryRet: [brandedItem('I-ROBUSTO', 'Cielo'), brandedItem('I-TORO', 'Luna')],
  });
  const invoice = (id: string, lines: [string, string][]) =>
    salesInvoice({ id, customer: 'C-DELTA', date: '2026-03-10', shipState: 'FL', rep: 'FL', lines });
  await send('invoices', {
    InvoiceRet: [
      invoice('D1', [
        ['I-ROBUSTO', '40.00'],
        ['I-TORO', '15.00'],
      ]),
      // Its item is not in the mirror yet: its line counts as Other until the item arrives.
      invoice('D2', [['I-LANCERO', '25.00']]),
    ],
  });
  admin = await t.userSession({ email: 'admin@brand-change.test', role: 'admin' });
});
afterAll(() => t.close());

async function byBrand() {
  const response = await admin.request('GET', `/api/insights/by/brand?${range}`);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{ rows: { key: string; thisPeriodCents: number }[] }>().rows;
  return Object.fromEntries(rows.map((r) => [r.key, r.thisPeriodCents]));
}

describe('an item whose brand changes after its documents were imported', () => {
  it('moves the documents’ sales to the new brand', async () => {
    expect(await byBrand()).toEqual({ Cielo: 4_000, Luna: 1_500, Other: 2_500 });
    await send('items', { ItemInventoryRet: [brandedItem('I-ROBUSTO', 'Sol de Oro')] });
    expect(await byBrand()).toEqual({ 'Sol de Oro': 4_000, Luna: 1_500, Other: 2_500 });
  });

  it('moves a line from Other once its item arrives with a brand, and back when the brand is removed', async () => {
    await send('items', { ItemInventoryRet: [brandedItem('I-LANCERO', 'Lancero Club')] });
    expect(await byBrand()).toEqual({ 'Sol de Oro': 4_000, Luna: 1_500, 'Lancero Club': 2_500 });
    await send('items', { ItemInventoryRet: [brandedItem('I-TORO')] });
    expect(await byBrand()).toEqual({ 'Sol de Oro': 4_000, Other: 1_500, 'Lancero Club': 2_500 });
  });
});
