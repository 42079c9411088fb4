import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { monthsBefore } from '../../domain/customer-stats/rules.js';
import { orderBody } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import {
  insertCreditMemo,
  insertCustomer,
  insertInvoice,
  insertItem,
  insertSalesOrder,
} from '../test/document-fixtures.js';

let t: TestApp;
let admin: TestSession;
let repFl: TestSession;
let repFl2: TestSession;
let repTx: TestSession;

const today = new Date().toISOString().slice(0, 10);
const ago = (months: number) => monthsBefore(today, months);
const line = (itemListId: string, itemName: string, quantity: number, rate = 10) => ({
  itemListId,
  itemName,
  quantity,
  rate,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'FL');
  await insertCustomer(db, 'C-TX', 'TX');
  await insertItem(db, 'P-1', 'p-CO54', { brand: 'Cosecha' });
  await insertItem(db, 'P-2', 'p-CO60', { brand: 'Cosecha' });
  await insertItem(db, 'P-3', 'p-ADF109', { brand: 'A.Fuego', itemType: 'TAA Exclusive' });
  await insertItem(db, 'P-4', 'p-XX1', { brand: '' });
  await insertItem(db, 'H-1', 'humidor');
  await insertItem(db, 'S-1', 'ps-DR01', { brand: 'Don Rafael' });
  const doc = (txnId: string, txnDate: string, shipState = 'FL') => ({
    txnId,
    refNumber: txnId,
    txnDate,
    customerListId: 'C-FL',
    shipState,
  });
  await insertInvoice(db, doc('INV-1', ago(1)), [
    line('P-1', 'p-CO54', 2),
    line('H-1', 'humidor', 1, 300),
    line('S-1', 'ps-DR01', 1, 0),
  ]);
  await insertInvoice(db, doc('INV-2', ago(7)), [line('P-2', 'p-CO60', 4)]);
  await insertInvoice(db, doc('INV-3', ago(12)), [line('P-3', 'p-ADF109', 1)]);
  // Shipped to Texas: hidden from the Florida rep even on a Florida customer.
  await insertInvoice(db, doc('INV-TX', ago(2), 'TX'), [line('P-4', 'p-XX1', 9)]);
  await insertSalesOrder(db, doc('SO-1', ago(0)), [{ ...line('P-2', 'p-CO60', 5), invoiced: 2 }]);
  await insertSalesOrder(db, doc('SO-2', ago(3)), [line('P-1', 'p-CO54', 5)], true);
  await insertCreditMemo(db, doc('CM-1', ago(2)), [line('P-1', 'p-CO54', 1)], 10);
  admin = await t.userSession({ email: 'admin@records.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@records.test', role: 'rep', states: ['FL', 'GA'] });
  repFl2 = await t.userSession({ email: 'fl2@records.test', role: 'rep', states: ['FL'] });
  repTx = await t.userSession({ email: 'tx@records.test', role: 'rep', states: ['TX'] });
});
afterAll(() => t.close());

describe('contacts', () => {
  it('answers the contact rules’ messages', async () => {
    const cases: [unknown, string][] = [
      [{ position: 'Owner' }, 'First Name is required'],
      [{ firstName: 'x'.repeat(61), position: 'Owner' }, 'First Name must be at most 60 characters'],
      [{ firstName: 'Ana' }, 'Position is required'],
      [{ firstName: 'Ana', position: 'Owner', email: 'nope' }, 'Please enter a valid email'],
      [
        { firstName: 'Ana', position: 'Owner', birthday: { month: 4, day: 31 } },
        'That day does not exist in the chosen month',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await repFl.request('POST', '/api/customers/C-FL/contacts', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await repFl.request('GET', '/api/customers/C-FL/contacts')).json().contacts).toEqual([]);
  });

  it('adds, edits and deletes contacts, newest first, within scope', async () => {
    const first = await repFl.request('POST', '/api/customers/C-FL/contacts', {
      firstName: 'Ana',
      position: 'Owner',
      birthday: { month: 2, day: 29 },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().contact).toMatchObject({
      firstName: 'Ana',
      birthday: { month: 2, day: 29, year: null },
    });
    // Ana was added a minute before Ben, whatever the clock's resolution.
    await t.runtime.database.db
      .updateTable('customerContacts')
      .set({ updatedAt: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', first.json().contact.id)
      .execute();
    const second = (
      await repFl2.request('POST', '/api/customers/C-FL/contacts', { firstName: 'Ben', position: 'Staff' })
    ).json().contact;
    const list = (await repFl.request('GET', '/api/customers/C-FL/contacts')).json().contacts;
    expect(list.map((c: { firstName: string }) => c.firstName)).toEqual(['Ben', 'Ana']);

    const edited = await repFl.request('PUT', `/api/customers/C-FL/contacts/${second.id}`, {
      firstName: 'Benjamin',
      position: 'Manager',
      email: 'ben@shop.test',
    });
    expect(edited.json().contact).toMatchObject({ firstName: 'Benjamin', email: 'ben@shop.test' });

    expect((await repTx.request('GET', '/api/customers/C-FL/contacts')).statusCode).toBe(404);
    const outside = await repTx.request('DELETE', `/api/customers/C-FL/contacts/${second.id}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('A customer with the ID C-FL does not exist');
    expect((await repFl.request('DELETE', `/api/customers/C-FL/contacts/${second.id}`)).statusCode).toBe(200);
    expect((await repFl.request('GET', '/api/customers/C-FL/contacts')).json().contacts).toHaveLength(1);
  });
});

describe('descriptions', () => {
  it('lets only the author edit or delete a description', async () => {
    const empty = await repFl.request('POST', '/api/customers/C-FL/descriptions', { text: ' ' });
    expect(empty.json().message).toBe('Description is required');
    const created = await repFl.request('POST', '/api/customers/C-FL/descriptions', { text: 'Likes maduro' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().description;

    const byOther = await repFl2.request('PUT', `/api/customers/C-FL/descriptions/${id}`, {
      text: 'Changed',
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('Only the author of this description can edit or delete it.');
    expect((await admin.request('DELETE', `/api/customers/C-FL/descriptions/${id}`)).statusCode).toBe(403);

    const edited = await repFl.request('PUT', `/api/customers/C-FL/descriptions/${id}`, {
      text: 'Likes maduro, 50 ring',
    });
    expect(edited.json().description.text).toBe('Likes maduro, 50 ring');
    const list = (await repFl2.request('GET', '/api/customers/C-FL/descriptions')).json().descriptions;
    expect(list).toEqual([expect.objectContaining({ id, text: 'Likes maduro, 50 ring', canEdit: false })]);
    expect(
      (await repFl.request('GET', '/api/customers/C-FL/descriptions')).json().descriptions[0].canEdit,
    ).toBe(true);
    expect((await repFl.request('DELETE', `/api/customers/C-FL/descriptions/${id}`)).statusCode).toBe(200);
    expect((await repFl.request('GET', '/api/customers/C-FL/descriptions')).json().descriptions).toEqual([]);
  });
});

describe('an edited record moves to the top (newest TimeStamp first)', () => {
  // Only Date is faked: each save gets a known, later TimeStamp without waiting.
  const at = (minute: number) => vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 9, minute)));
  afterEach(() => vi.useRealTimers());

  it('orders contacts by their last save', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const save = async (minute: number, firstName: string, id?: string) => {
      at(minute);
      const path = `/api/customers/C-TX/contacts${id ? `/${id}` : ''}`;
      return (await admin.request(id ? 'PUT' : 'POST', path, { firstName, position: 'Staff' })).json()
        .contact;
    };
    const older = await save(1, 'Older');
    await save(2, 'Newer');
    await save(3, 'Older, edited', older.id);
    const list = (await admin.request('GET', '/api/customers/C-TX/contacts')).json().contacts;
    expect(list.map((c: { firstName: string }) => c.firstName)).toEqual(['Older, edited', 'Newer']);
  });

  it('orders descriptions by their last save', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const save = async (minute: number, text: string, id?: string) => {
      at(minute);
      const path = `/api/customers/C-TX/descriptions${id ? `/${id}` : ''}`;
      return (await admin.request(id ? 'PUT' : 'POST', path, { text })).json().description;
    };
    const older = await save(1, 'Older');
    await save(2, 'Newer');
    await save(3, 'Older, edited', older.id);
    const list = (await admin.request('GET', '/api/customers/C-TX/descriptions')).json().descriptions;
    expect(list.map((d: { text: string }) => d.text)).toEqual(['Older, edited', 'Newer']);
  });
});

describe('stats', () => {
  it('computes windows, missing products, last documents, years, products and grade', async () => {
    const response = await admin.request('GET', '/api/customers/C-FL/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const windows = Object.fromEntries(
      stats.assortment.map((p: { name: string; window: string }) => [p.name, p.window]),
    );
    expect(windows).toEqual({ 'p-CO54': 'green', 'p-CO60': 'yellow', 'p-ADF109': 'red', 'p-XX1': 'green' });
    expect(stats.skusLast9Months).toBe(3);
    expect(stats.missingByBrand).toEqual([
      { brand: 'A.Fuego', items: [{ listId: 'P-3', name: 'p-ADF109', taaExclusive: true, window: 'red' }] },
    ]);
    expect(stats.lastInvoice).toEqual({ refNumber: 'INV-1', txnDate: ago(1) });
    expect(stats.lastSalesOrder).toEqual({ refNumber: 'SO-1', txnDate: ago(0) });
    expect(stats.orderedByYear).toHaveLength(4);
    expect(stats.orderedByYear.reduce((s: number, y: { amount: number }) => s + y.amount, 0)).toBe(
      20 + 300 + 40 + 10 + 90,
    );
    expect(stats.pendingProducts).toEqual([{ itemName: 'p-CO60', quantity: 3, amount: 50, orders: 1 }]);
    expect(stats.boughtProducts[0]).toMatchObject({ itemName: 'humidor', amount: 300 });
    expect(stats.grade).toBeNull();
    expect(stats.grades).toEqual([
      { grade: 'A', skus: 27 },
      { grade: 'B', skus: 23 },
      { grade: 'C', skus: 19 },
      { grade: 'D', skus: 14 },
    ]);
    expect(stats.region).toBe('RestOfUSA');
    expect(stats.targets).toEqual({ firstQuarter: 30, year2024: 120 });
  });

  it('leaves out documents shipped outside the rep’s states and hides other states’ customers', async () => {
    const stats = (await repFl.request('GET', '/api/customers/C-FL/stats')).json();
    const xx = stats.assortment.find((p: { name: string }) => p.name === 'p-XX1');
    expect(xx.window).toBe('NB');
    expect(stats.missingByBrand.map((g: { brand: string }) => g.brand)).toEqual(['A.Fuego', 'Unknown Brand']);
    expect(stats.skusLast9Months).toBe(2);
    expect(stats.boughtProducts.some((p: { itemName: string }) => p.itemName === 'p-XX1')).toBe(false);
    const outside = await repTx.request('GET', '/api/customers/C-FL/stats');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('A customer with the ID C-FL does not exist');
    expect((await repTx.request('GET', '/api/customers/C-TX/stats')).json().region).toBe('SW');
  });
});

describe('transactions', () => {
  it('lists each type scoped by ship state', async () => {
    const invoices = (await repFl.request('GET', '/api/customers/C-FL/transactions?type=invoices')).json();
    expect(invoices.invoices.map((i: { refNumber: string }) => i.refNumber)).toEqual([
      'INV-1',
      'INV-2',
      'INV-3',
    ]);
    const adminInvoices = (
      await admin.request('GET', '/api/customers/C-FL/transactions?type=invoices')
    ).json();
    expect(adminInvoices.invoices).toHaveLength(4);
    const orders = (await repFl.request('GET', '/api/customers/C-FL/transactions?type=salesorders')).json();
    expect(orders.salesOrders.map((o: { status: string }) => o.status)).toEqual(['Pending', 'Closed']);
    const memos = (await repFl.request('GET', '/api/customers/C-FL/transactions?type=creditmemos')).json();
    expect(memos.creditMemos).toEqual([
      expect.objectContaining({ refNumber: 'CM-1', status: 'Credit Memo Open' }),
    ]);
    const none = (await repFl.request('GET', '/api/customers/C-FL/transactions?type=apporders')).json();
    expect(none).toEqual({ type: 'apporders', appOrders: [], nextCursor: null });
    const order = await repFl.request(
      'POST',
      '/api/orders',
      // p-ADF109 is on the default Standard form; an order holds only its form's products
      orderBody({ products: [{ listId: 'P-3', qty: 2 }] }),
    );
    expect(order.statusCode).toBe(201);
    const appOrders = (await repFl.request('GET', '/api/customers/C-FL/transactions?type=apporders')).json();
    expect(appOrders.appOrders).toEqual([
      expect.objectContaining({ status: 'Order Submitted', orderType: 'Regular', total: expect.any(Number) }),
    ]);
    expect((await repTx.request('GET', '/api/customers/C-FL/transactions?type=invoices')).statusCode).toBe(
      404,
    );
    expect((await repFl.request('GET', '/api/customers/C-FL/transactions?type=bogus')).statusCode).toBe(400);
  });

  it('pages 50 at a time with the cursor, still scoped by ship state', async () => {
    const db = t.runtime.database.db;
    await insertCustomer(db, 'C-MANY', 'FL');
    for (let i = 0; i < 53; i += 1) {
      const state = i === 0 ? 'TX' : 'FL';
      const txnDate = monthsBefore(today, i % 20);
      await insertInvoice(
        db,
        { txnId: `M-${i}`, refNumber: `M-${i}`, txnDate, customerListId: 'C-MANY', shipState: state },
        [line('P-1', 'p-CO54', 1)],
      );
    }
    const url = '/api/customers/C-MANY/transactions?type=invoices';
    const first = (await repFl.request('GET', url)).json();
    expect(first.invoices).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await repFl.request('GET', `${url}&cursor=${first.nextCursor}`)).json();
    expect(second.invoices).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.invoices, ...second.invoices].map((i: { txnId: string }) => i.txnId);
    expect(new Set(ids).size).toBe(52);
    expect(ids).not.toContain('M-0');
    const dates = [...first.invoices, ...second.invoices].map((i: { txnDate: string }) => i.txnDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await repFl.request('GET', `${url}&cursor=garbage`)).statusCode).toBe(400);
  });
});
