import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assortmentPrefix, monthsBefore } from '../../domain/customer-stats/rules.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { brandedItem, mirrorSender, salesCustomer, salesInvoice } from '../test/sales-fixtures.js';
import { markGradesStale, readKeptSkus, refreshKeptSkus } from './customer-grades.js';
import type { Db } from '../db/database.js';

/**
 * The kept assortment counts (decision 0192) must equal a count made from the invoice lines, after
 * every kind of import that moves them and on any day the window moves to.
 */
let t: TestApp;
let db: Db;
let send: Awaited<ReturnType<typeof mirrorSender>>;

const today = new Date().toISOString().slice(0, 10);
const daysBefore = (days: number, from = today) =>
  new Date(Date.parse(`${from}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const daysAfter = (days: number) => daysBefore(-days);

/** The count the Statistics tab makes, in plain TypeScript over every line: the reference. */
async function countedFromLines(day: string): Promise<Map<string, number>> {
  const windowFrom = monthsBefore(day, 9);
  const lines = await db
    .selectFrom('invoiceLines')
    .innerJoin('items', 'items.listId', 'invoiceLines.itemListId')
    .select(['invoiceLines.customerListId', 'invoiceLines.itemListId', 'invoiceLines.txnDate', 'items.name'])
    .where('items.isActive', '=', true)
    .execute();
  const items = new Map<string, Set<string>>();
  for (const line of lines) {
    if (line.txnDate < windowFrom || !line.name.toLowerCase().startsWith(assortmentPrefix)) continue;
    items.set(line.customerListId, (items.get(line.customerListId) ?? new Set()).add(line.itemListId!));
  }
  const customers = await db.selectFrom('customers').select('listId').execute();
  return new Map(customers.map((c) => [c.listId, items.get(c.listId)?.size ?? 0]));
}

async function expectKeptEqualsCounted(day = today) {
  const counted = await countedFromLines(day);
  const kept = await readKeptSkus(db, day, [...counted.keys()]);
  expect(new Map([...counted.keys()].map((id) => [id, kept.get(id) ?? 0]))).toEqual(counted);
  return counted;
}

const invoice = (id: string, customer: string, date: string, items: string[]) =>
  salesInvoice({
    id,
    customer,
    date,
    shipState: 'FL',
    rep: 'FL',
    lines: items.map((item) => [item, '10.00']),
  });

beforeAll(async () => {
  t = await createTestApp();
  db = t.runtime.database.db;
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('G-ONE', 'One Cigars', 'FL'),
      salesCustomer('G-TWO', 'Two Cigars', 'FL'),
      salesCustomer('G-THREE', 'Three Cigars', 'GA'),
    ],
  });
  await send('items', {
    ItemInventoryRet: [
      brandedItem('P-A'),
      brandedItem('P-B'),
      brandedItem('P-C'),
      { ...brandedItem('P-OLD'), IsActive: 'false' },
      brandedItem('TIN-1'),
    ],
  });
  await send('invoices', {
    InvoiceRet: [
      invoice('G1', 'G-ONE', daysBefore(10), ['P-A', 'P-B', 'TIN-1']),
      invoice('G2', 'G-ONE', daysBefore(300), ['P-C']),
      invoice('G3', 'G-TWO', daysBefore(240), ['P-A', 'P-OLD']),
      invoice('G4', 'G-TWO', daysBefore(20), ['TIN-1']),
    ],
  });
});
afterAll(() => t.close());

describe('kept grades', () => {
  it('equal the count from the lines after an import of invoices', async () => {
    const counted = await expectKeptEqualsCounted();
    expect(counted).toEqual(
      new Map([
        ['G-ONE', 2],
        ['G-TWO', 1],
        ['G-THREE', 0],
      ]),
    );
  });

  it('follow the window as days pass, forward and back', async () => {
    // 240 days ago leaves the 9 months within about a month: G-TWO's only SKU ages out.
    expect((await expectKeptEqualsCounted(daysAfter(60))).get('G-TWO')).toBe(0);
    expect((await expectKeptEqualsCounted(daysBefore(70))).get('G-ONE')).toBe(3);
    await expectKeptEqualsCounted();
  });

  it('follow an invoice edited onto another customer, and a deleted invoice', async () => {
    await send('invoices', { InvoiceRet: [invoice('G1', 'G-THREE', daysBefore(5), ['P-A', 'P-B', 'P-C'])] });
    expect((await expectKeptEqualsCounted()).get('G-THREE')).toBe(3);
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'G3' } });
    expect((await expectKeptEqualsCounted()).get('G-TWO')).toBe(0);
  });

  it('follow an item that joins or leaves the active assortment', async () => {
    await send('invoices', { InvoiceRet: [invoice('G5', 'G-TWO', daysBefore(3), ['P-OLD', 'TIN-1'])] });
    await expectKeptEqualsCounted();
    await send('items', {
      ItemInventoryRet: [brandedItem('P-OLD'), { ...brandedItem('TIN-1'), Name: 'p-tin' }],
    });
    expect((await expectKeptEqualsCounted()).get('G-TWO')).toBe(2);
    await send('items', { ItemInventoryRet: [{ ...brandedItem('P-OLD'), IsActive: 'false' }] });
    expect((await expectKeptEqualsCounted()).get('G-TWO')).toBe(1);
    await send('deleted', { ListDeletedRet: { ListDelType: 'ItemInventory', ListID: 'TIN-1' } });
    await expectKeptEqualsCounted();
  });

  it('keep a mark the import made while a count was being made', async () => {
    await readKeptSkus(db, today, ['G-ONE']);
    const before = await db
      .selectFrom('customerGrades')
      .select('version')
      .where('customerListId', '=', 'G-ONE')
      .executeTakeFirstOrThrow();
    await markGradesStale(db, ['G-ONE']);
    // A count that began before the mark ends after it: it must not clear the mark.
    await refreshKeptSkus(db, today, new Map([['G-ONE', before.version]]));
    const row = await db
      .selectFrom('customerGrades')
      .select(['windowFrom', 'version'])
      .where('customerListId', '=', 'G-ONE')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ windowFrom: null, version: before.version + 1 });
    await expectKeptEqualsCounted();
  });
});
