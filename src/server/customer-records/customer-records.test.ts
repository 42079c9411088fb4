import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { monthsBefore } from '../../domain/customer-stats/rules.js';
import { orderBody } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer, insertInvoice } from '../test/document-fixtures.js';
import { insertCustomerDocuments, line, today } from '../test/customer-documents.js';

let t: TestApp;
let admin: TestSession;
let repFl: TestSession;
let repFl2: TestSession;
let repTx: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomerDocuments(db);
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
