import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCustomer,
  sampleInvoice,
  sampleItem,
} from '../../../../domain/test/quickbooks-online-samples.js';
import { dayNumber } from '../../../../domain/insights/periods.js';
import { unpackNumbers } from '../../../insights/packed.js';
import { dayStride } from '../../../insights/sales-customers.js';
import { importBatch } from '../../../mirror/import.js';
import {
  startFakeOnlineAccounting,
  type FakeAccounting,
} from '../../../test/fake-quickbooks-online/accounting.js';
import { syncFake, testClock } from '../../../test/fake-quickbooks-online/sync-bed.js';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.js';
import { orderBody, seedOrderFixtures } from '../../../test/order-fixtures.js';
import { onlineIdOf } from './links.js';

let t: TestApp;
let fake: FakeAccounting;
let admin: TestSession;
const { now, later, iso } = testClock();
const db = () => t.runtime.database.db;
const sync = () => syncFake(t, fake, now);

/** Desktop's ListIDs as the Web Connector sent them. */
const desktop = {
  cigarBox: '80000001-1600000001',
  smokeHouse: '80000002-1600000001',
  leafAsh: '80000003-1600000001',
  oldName: '80000004-1600000001',
  hall: '80000005-1600000001',
  robusto: '80000010-1600000001',
  torpedo: '80000011-1600000001',
};

async function fillDesktop() {
  const customer = (ListID: string, FullName: string, extra: Record<string, unknown> = {}) => ({
    ListID,
    Name: FullName,
    FullName,
    CompanyName: FullName,
    IsActive: 'true',
    BillAddress: { City: 'Tampa', State: 'FL' },
    SalesRepRef: { FullName: 'JD' },
    ...extra,
  });
  await importBatch({ db: db(), bus: t.runtime.bus }, 'customers', {
    CustomerRet: [
      customer(desktop.cigarBox, 'Cigar Box', { AccountNumber: 'FL-0001' }),
      customer(desktop.smokeHouse, 'Smoke House'),
      customer(desktop.leafAsh, 'Leaf & Ash', { Email: 'leaf@ash.test' }),
      customer(desktop.oldName, 'Old Name', { Phone: '(212) 555-0199' }),
      customer(desktop.hall, 'Humidor Hall'),
    ],
  });
  const item = (ListID: string, Name: string) => ({ ListID, Name, FullName: Name, IsActive: 'true' });
  await importBatch({ db: db(), bus: t.runtime.bus }, 'items', {
    ItemInventoryRet: [item(desktop.robusto, 'Robusto Maduro'), item(desktop.torpedo, 'PAD-1926-T')],
  });
}

/** An Online customer with only the fields a test gives (the sample's phone and email left out). */
const onlineCustomer = (Id: string, DisplayName: string, extra: Record<string, unknown> = {}) => ({
  ...sampleCustomer,
  PrimaryPhone: undefined,
  PrimaryEmailAddr: undefined,
  Id,
  DisplayName,
  FullyQualifiedName: DisplayName,
  CompanyName: DisplayName,
  BillAddr: { Line1: '1 Main St', City: 'Tampa', CountrySubDivisionCode: 'FL', PostalCode: '33602' },
  ...extra,
});

function fillOnline() {
  fake.put('Customer', onlineCustomer('58', 'Cigar Box LLC', { AcctNum: 'FL-0001' }));
  fake.put('Customer', onlineCustomer('59', 'Smoke House'));
  fake.put(
    'Customer',
    onlineCustomer('60', 'Leaf and Ash', { PrimaryEmailAddr: { Address: 'LEAF@ash.test' } }),
  );
  fake.put(
    'Customer',
    onlineCustomer('61', 'New Name', { PrimaryPhone: { FreeFormNumber: '212.555.0199' } }),
  );
  fake.put('Customer', onlineCustomer('62', 'Hall of Humidors'));
  fake.put('Customer', onlineCustomer('63', 'Brand New Shop'));
  fake.put('Item', { ...sampleItem, Id: '5', Name: 'Robusto Maduro', FullyQualifiedName: 'Robusto Maduro' });
  fake.put('Item', {
    ...sampleItem,
    Id: '11',
    Name: 'Padron Torpedo',
    FullyQualifiedName: 'Padron Torpedo',
    Sku: 'PAD-1926-T',
  });
  fake.put('Item', {
    ...sampleItem,
    Id: '3',
    Name: 'Concrete',
    FullyQualifiedName: 'Concrete',
    Sku: undefined,
  });
  fake.put('Invoice', { ...sampleInvoice, CustomerRef: { value: '58', name: 'Cigar Box LLC' } });
  fake.put('Invoice', {
    ...sampleInvoice,
    Id: '131',
    DocNumber: '1038',
    CustomerRef: { value: '62', name: 'Hall of Humidors' },
  });
}

const customerIdsOf = async (table: 'notes' | 'orders' | 'visits' | 'invoices') =>
  (await db().selectFrom(table).select('customerListId').execute()).map((r) => r.customerListId);

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOnlineAccounting({ now });
  admin = await t.userSession({ email: 'admin@cutover.test', role: 'admin' });
  await seedOrderFixtures(db());
  await fillDesktop();
  // What the company wrote in Humidor while it was on Desktop: a note, an order and a visit.
  const note = await admin.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId: desktop.cigarBox,
    subject: 'Shop visit',
    text: 'Ten years of notes start here.',
    tags: [],
    damagedItems: [],
  });
  expect(note.statusCode, note.body).toBe(201);
  const order = await admin.request('POST', '/api/orders', orderBody({ customerListId: desktop.cigarBox }));
  expect(order.statusCode, order.body).toBe(201);
  await db()
    .insertInto('visits')
    .values({
      id: crypto.randomUUID(),
      customerListId: desktop.cigarBox,
      userId: admin.userId,
      startedAt: iso(),
      endedAt: null,
      latitude: null,
      longitude: null,
      distanceMiles: null,
      noteId: null,
      createdAt: iso(),
    })
    .execute();
  fillOnline();
  later(10 * 60_000);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('the first Online sync of a company that synced from Desktop', () => {
  it('matches customers by account number, then name, then email or phone, and items by name or SKU', async () => {
    expect(await sync()).toMatchObject({ status: 'synced', full: true, refused: [] });
    const links = await db()
      .selectFrom('quickbooksOnlineLinks')
      .select(['kind', 'onlineId', 'listId', 'rule', 'status'])
      .orderBy('kind')
      .orderBy('onlineId')
      .execute();
    expect(links).toEqual([
      {
        kind: 'customer',
        onlineId: 'QBO-58',
        listId: desktop.cigarBox,
        rule: 'account-number',
        status: 'matched',
      },
      { kind: 'customer', onlineId: 'QBO-59', listId: desktop.smokeHouse, rule: 'name', status: 'matched' },
      { kind: 'customer', onlineId: 'QBO-60', listId: desktop.leafAsh, rule: 'email', status: 'matched' },
      { kind: 'customer', onlineId: 'QBO-61', listId: desktop.oldName, rule: 'phone', status: 'matched' },
      { kind: 'customer', onlineId: 'QBO-62', listId: 'QBO-62', rule: null, status: 'review' },
      { kind: 'customer', onlineId: 'QBO-63', listId: 'QBO-63', rule: null, status: 'review' },
      { kind: 'item', onlineId: 'QBO-11', listId: desktop.torpedo, rule: 'sku', status: 'matched' },
      { kind: 'item', onlineId: 'QBO-3', listId: 'QBO-3', rule: null, status: 'review' },
      { kind: 'item', onlineId: 'QBO-5', listId: desktop.robusto, rule: 'name', status: 'matched' },
    ]);
    // The matched records are written into their Desktop rows; Desktop's own fields stay.
    const cigarBox = await db()
      .selectFrom('customers')
      .selectAll()
      .where('listId', '=', desktop.cigarBox)
      .executeTakeFirstOrThrow();
    expect(cigarBox).toMatchObject({
      fullName: 'Cigar Box LLC',
      accountNumber: 'FL-0001',
      salesRepName: 'JD',
    });
    const onlineRows = await db()
      .selectFrom('customers')
      .select('listId')
      .where('listId', 'like', 'QBO-%')
      .execute();
    expect(onlineRows.map((r) => r.listId).sort()).toEqual(['QBO-62', 'QBO-63']);
    const lines = await db()
      .selectFrom('invoiceLines')
      .select('itemListId')
      .where('txnId', '=', 'QBO-130')
      .execute();
    expect(lines.map((l) => l.itemListId)).toEqual([desktop.robusto, desktop.torpedo, 'QBO-3']);
    expect(await onlineIdOf(db(), 'customer', desktop.cigarBox)).toBe('58');
  });

  it('keeps notes, orders and visits with the customer, beside its Online invoices', async () => {
    expect(await customerIdsOf('notes')).toEqual([desktop.cigarBox]);
    expect(await customerIdsOf('orders')).toEqual([desktop.cigarBox]);
    expect(await customerIdsOf('visits')).toEqual([desktop.cigarBox]);
    const notes = (await admin.request('GET', `/api/notes?customerListId=${desktop.cigarBox}`)).json();
    expect(JSON.stringify(notes)).toContain('Ten years of notes start here.');
    const transactions = (
      await admin.request('GET', `/api/customers/${desktop.cigarBox}/transactions?type=invoices`)
    ).json();
    expect(JSON.stringify(transactions)).toContain('1037');
  });

  it('finds the customer by its old Desktop id and by its Online id', async () => {
    for (const q of [desktop.cigarBox, 'QBO-58']) {
      const found = (await admin.request('GET', `/api/customers/search?q=${q}`)).json();
      expect(found.customers[0], q).toMatchObject({ listId: desktop.cigarBox, fullName: 'Cigar Box LLC' });
    }
  });
});

describe('the review page', () => {
  it('lists what no rule matched, and offers only Desktop records not linked yet', async () => {
    const review = (await admin.request('GET', '/api/admin/quickbooks/online/cutover?kind=customer')).json();
    expect(review.customer).toEqual({ matched: 4, waiting: 2, decided: 0 });
    expect(review.item).toEqual({ matched: 2, waiting: 1, decided: 0 });
    expect(review.waiting.map((w: { name: string }) => w.name)).toEqual([
      'Brand New Shop',
      'Hall of Humidors',
    ]);
    const offered = (
      await admin.request('GET', '/api/admin/quickbooks/online/cutover/candidates?kind=customer&q=hall')
    ).json();
    expect(offered.candidates).toEqual([{ listId: desktop.hall, name: 'Humidor Hall', detail: 'Tampa' }]);
    const linked = (
      await admin.request('GET', '/api/admin/quickbooks/online/cutover/candidates?kind=customer&q=cigar')
    ).json();
    expect(linked.candidates).toEqual([]);
  });

  it('moves an Online customer into the Desktop one picked, with what was written to it since', async () => {
    const note = await admin.request('POST', '/api/notes', {
      noteClass: 'standard',
      customerListId: 'QBO-62',
      subject: 'First Online week',
      text: 'Written before the review.',
      tags: [],
      damagedItems: [],
    });
    expect(note.statusCode, note.body).toBe(201);
    const picked = await admin.request('POST', '/api/admin/quickbooks/online/cutover/decide', {
      kind: 'customer',
      onlineId: 'QBO-62',
      listId: desktop.hall,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(
      await db().selectFrom('customers').select('listId').where('listId', '=', 'QBO-62').execute(),
    ).toEqual([]);
    const hall = await db()
      .selectFrom('customers')
      .selectAll()
      .where('listId', '=', desktop.hall)
      .executeTakeFirstOrThrow();
    expect(hall).toMatchObject({ fullName: 'Hall of Humidors', salesRepName: 'JD' });
    expect((await customerIdsOf('notes')).filter((id) => id === desktop.hall)).toHaveLength(1);
    expect(
      await db()
        .selectFrom('invoices')
        .select('customerListId')
        .where('txnId', '=', 'QBO-131')
        .executeTakeFirstOrThrow(),
    ).toEqual({ customerListId: desktop.hall });
    // its lines, found through their invoice (they keep no index by customer)
    const lines = await db()
      .selectFrom('invoiceLines')
      .select('customerListId')
      .where('txnId', '=', 'QBO-131')
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.customerListId))).toEqual(new Set([desktop.hall]));
    // the invoice's sales summary rows move with it, found by the document
    const summary = await db()
      .selectFrom('salesSummary')
      .select('customerListId')
      .where('txnId', '=', 'QBO-131')
      .execute();
    expect(summary.length).toBeGreaterThan(0);
    expect(new Set(summary.map((row) => row.customerListId))).toEqual(new Set([desktop.hall]));
    // and so do sales insight's rows per customer: none left under the Online id
    const invoice = await db()
      .selectFrom('invoices')
      .select('txnDate')
      .where('txnId', '=', 'QBO-131')
      .executeTakeFirstOrThrow();
    const customerRows = await db()
      .selectFrom('salesCustomers')
      .select(['customerListId', 'days'])
      .where('customerListId', 'in', ['QBO-62', desktop.hall])
      .execute();
    expect(customerRows.map((row) => row.customerListId)).not.toContain('QBO-62');
    const days = customerRows.flatMap((row) => {
      const packed = unpackNumbers(row.days);
      return Array.from({ length: packed.length / dayStride }, (_, i) => packed[i * dayStride]!);
    });
    expect(days).toContain(dayNumber(invoice.txnDate));
    const again = await admin.request('POST', '/api/admin/quickbooks/online/cutover/decide', {
      kind: 'customer',
      onlineId: 'QBO-62',
      listId: null,
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps an Online customer as new, and nothing waits any more', async () => {
    const kept = await admin.request('POST', '/api/admin/quickbooks/online/cutover/decide', {
      kind: 'customer',
      onlineId: 'QBO-63',
      listId: null,
    });
    expect(kept.json()).toEqual({ listId: 'QBO-63' });
    const review = (await admin.request('GET', '/api/admin/quickbooks/online/cutover?kind=customer')).json();
    expect(review.customer).toEqual({ matched: 4, waiting: 0, decided: 2 });
    expect(review.waiting).toEqual([]);
    expect(
      await db().selectFrom('customers').select('listId').where('listId', '=', 'QBO-63').execute(),
    ).toHaveLength(1);
  });

  it('writes later changes of a picked customer into its Desktop row, never a second row', async () => {
    later(5 * 60_000);
    fake.put('Customer', onlineCustomer('62', 'Hall of Humidors Inc'));
    later(60_000);
    expect(await sync()).toMatchObject({ status: 'synced', full: false });
    expect(
      await db().selectFrom('customers').select('listId').where('listId', '=', 'QBO-62').execute(),
    ).toEqual([]);
    const hall = await db()
      .selectFrom('customers')
      .select('fullName')
      .where('listId', '=', desktop.hall)
      .executeTakeFirstOrThrow();
    expect(hall.fullName).toBe('Hall of Humidors Inc');
  });
});
