import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const line = (itemListId: string, itemName: string, quantity: number, rate = 10) => ({
  itemListId,
  itemName,
  quantity,
  rate,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'FL', 'Smoke Shop Miami');
  await insertCustomer(db, 'C-GA', 'GA', 'Atlanta Leaf');
  await insertCustomer(db, 'C-TX', 'TX', 'Austin Cigars');
  await insertItem(db, 'I-1', 'p-CO54', { brand: 'Cosecha', msrp: 12.5 });
  await insertItem(db, 'I-2', 'humidor');
  await insertInvoice(
    db,
    { txnId: 'T-FL', refNumber: '1001', txnDate: '2026-01-10', customerListId: 'C-FL', shipState: 'FL' },
    [line('I-1', 'p-CO54', 3), line('I-2', 'humidor', 1, 200)],
    { dueDate: '2026-02-10', balanceRemaining: 50 },
  );
  await insertInvoice(
    db,
    { txnId: 'T-TX', refNumber: '2001', txnDate: '2026-01-11', customerListId: 'C-TX', shipState: 'TX' },
    [line('I-1', 'p-CO54', 5)],
  );
  // 55 more Georgia invoices for paging.
  for (let i = 0; i < 55; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    await insertInvoice(
      db,
      {
        txnId: `T-GA-${i}`,
        refNumber: `3${String(i).padStart(3, '0')}`,
        txnDate: `2025-0${(i % 9) + 1}-${day}`,
        customerListId: 'C-GA',
        shipState: 'GA',
      },
      [line('I-1', 'p-CO54', 1)],
    );
  }
  await insertSalesOrder(
    db,
    { txnId: 'S-FL', refNumber: 'SO-1', txnDate: '2026-03-01', customerListId: 'C-FL', shipState: 'FL' },
    [{ ...line('I-1', 'p-CO54', 4), invoiced: 1 }],
  );
  await insertSalesOrder(
    db,
    { txnId: 'S-TX', refNumber: 'SO-2', txnDate: '2026-03-01', customerListId: 'C-TX', shipState: 'TX' },
    [line('I-1', 'p-CO54', 4)],
    true,
  );
  await insertCreditMemo(
    db,
    { txnId: 'M-FL-old', refNumber: 'CM-1', txnDate: '2025-01-01', customerListId: 'C-FL', shipState: 'FL' },
    [line('I-1', 'p-CO54', 1)],
    0,
  );
  await insertCreditMemo(
    db,
    { txnId: 'M-FL', refNumber: 'CM-1', txnDate: '2026-04-01', customerListId: 'C-FL', shipState: 'FL' },
    [line('I-1', 'p-CO54', 2), line('I-2', 'humidor', 3)],
    12.75,
  );
  await insertCreditMemo(
    db,
    { txnId: 'M-TX', refNumber: 'CM-2', txnDate: '2026-04-02', customerListId: 'C-TX', shipState: 'TX' },
    [line('I-1', 'p-CO54', 1)],
    -20,
  );
  admin = await t.userSession({ email: 'admin@docs.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@docs.test', role: 'rep', states: ['FL', 'GA'] });
});
afterAll(() => t.close());

describe('invoice page', () => {
  it('shows an invoice in the rep’s states with MSRP lines and past due days', async () => {
    const response = await repFl.request('GET', '/api/invoices/1001');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.invoice).toMatchObject({ refNumber: '1001', customerName: 'Shop C-FL', pastDue: true });
    expect(body.invoice.daysPastDue).toBeGreaterThan(200);
    expect(body.invoice).not.toHaveProperty('raw');
    expect(body.company.name).toEqual(expect.any(String));
    expect(body.lines).toEqual([
      expect.objectContaining({ itemName: 'p-CO54', quantity: 3, rate: 10, amount: 30, msrp: 12.5 }),
      expect.objectContaining({ itemName: 'humidor', amount: 200, msrp: null }),
    ]);
  });

  it('reads a Texas invoice number as not found for a Florida/Georgia rep, like a missing one', async () => {
    const outside = await repFl.request('GET', '/api/invoices/2001');
    const missing = await repFl.request('GET', '/api/invoices/9999');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(missing.json());
    expect((await admin.request('GET', '/api/invoices/2001')).statusCode).toBe(200);
  });
});

describe('sales order page', () => {
  it('shows Pending or Closed and the invoiced quantities, scoped by ship state', async () => {
    const pending = await repFl.request('GET', '/api/sales-orders/SO-1');
    expect(pending.json().salesOrder).toMatchObject({ status: 'Pending', fob: 'Miami' });
    expect(pending.json().lines[0]).toMatchObject({ quantity: 4, invoiced: 1 });
    expect((await admin.request('GET', '/api/sales-orders/SO-2')).json().salesOrder.status).toBe('Closed');
    const outside = await repFl.request('GET', '/api/sales-orders/SO-2');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('No Sales Order was found');
  });
});

describe('credit memo page', () => {
  it('uses the last matching memo, with status and units over p items', async () => {
    const response = await repFl.request('GET', '/api/credit-memos/CM-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().creditMemo).toMatchObject({
      txnId: 'M-FL',
      status: 'Credit Memo Open',
      creditRemaining: 12.75,
      productUnits: 2,
    });
    expect(response.json().lines).toHaveLength(2);
  });

  it('hides another state’s memo', async () => {
    expect((await repFl.request('GET', '/api/credit-memos/CM-2')).statusCode).toBe(404);
    const memo = (await admin.request('GET', '/api/credit-memos/CM-2')).json().creditMemo;
    expect(memo.status).toBe('Credit Memo Partially Applied');
  });
});

describe('invoice and credit memo lists', () => {
  it('pages 50 at a time by date, never including Texas rows for the rep', async () => {
    const first = (await repFl.request('GET', '/api/invoices')).json();
    expect(first.invoices).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await repFl.request('GET', `/api/invoices?cursor=${first.nextCursor}`)).json();
    expect(second.invoices).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const all = [...first.invoices, ...second.invoices];
    expect(new Set(all.map((i: { txnId: string }) => i.txnId)).size).toBe(56);
    expect(all.some((i: { shipState: string }) => i.shipState === 'TX')).toBe(false);
    const dates = all.map((i: { txnDate: string }) => i.txnDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all[0].refNumber).toBe('1001');
  });

  it('filters by number, customer name, ship state, date and subtotal', async () => {
    const get = async (q: string) =>
      (await admin.request('GET', `/api/invoices?${q}`))
        .json()
        .invoices.map((i: { refNumber: string }) => i.refNumber);
    expect(await get('refNumber=2001')).toEqual(['2001']);
    expect(await get('customerName=c-tx')).toEqual(['2001']);
    expect(await get('shipState=tx')).toEqual(['2001']);
    expect(await get('dateFrom=2026-01-01&dateTo=2026-01-10')).toEqual(['1001']);
    expect(await get('subtotalMin=100')).toEqual(['1001']);
    expect(await get('q=1001')).toEqual(['1001']);
    expect((await repFl.request('GET', '/api/invoices?refNumber=2001')).json().invoices).toEqual([]);
  });

  it('sorts by invoice number and refuses a keyword over 60 characters', async () => {
    const byNumber = (await admin.request('GET', '/api/invoices?sort=refNumber&limit=3')).json();
    expect(byNumber.invoices.map((i: { refNumber: string }) => i.refNumber)).toEqual([
      '3054',
      '3053',
      '3052',
    ]);
    const tooLong = await admin.request('GET', `/api/invoices?q=${'x'.repeat(61)}`);
    expect(tooLong.statusCode).toBe(400);
    expect((await admin.request('GET', '/api/invoices?cursor=garbage')).statusCode).toBe(400);
  });

  it('refuses a date range whose end is before its start, for invoices and credit memos', async () => {
    for (const path of ['/api/invoices', '/api/credit-memos']) {
      const backwards = await admin.request('GET', `${path}?dateFrom=2026-03-10&dateTo=2026-03-09`);
      expect(backwards.statusCode, path).toBe(400);
      expect(backwards.json().message).toBe('The end date must be on or after the start date');
    }
  });

  it('lists credit memos in scope with their status', async () => {
    const rep = (await repFl.request('GET', '/api/credit-memos')).json();
    expect(rep.creditMemos.map((m: { txnId: string }) => m.txnId)).toEqual(['M-FL', 'M-FL-old']);
    expect(rep.creditMemos[1].status).toBe('Credit Memo Closed');
    expect((await admin.request('GET', '/api/credit-memos')).json().creditMemos).toHaveLength(3);
  });

  it('filters credit memos by number, customer name, ship state, date, subtotal and total', async () => {
    const get = async (session: TestSession, q: string) =>
      (await session.request('GET', `/api/credit-memos?${q}`))
        .json()
        .creditMemos.map((m: { txnId: string }) => m.txnId);
    expect(await get(admin, 'refNumber=CM-2')).toEqual(['M-TX']);
    expect(await get(admin, 'customerName=c-tx')).toEqual(['M-TX']);
    expect(await get(admin, 'shipState=fl')).toEqual(['M-FL', 'M-FL-old']);
    expect(await get(admin, 'dateFrom=2026-04-01&dateTo=2026-04-01')).toEqual(['M-FL']);
    expect(await get(admin, 'subtotalMin=20')).toEqual(['M-FL']);
    expect(await get(admin, 'totalMax=10')).toEqual(['M-TX', 'M-FL-old']);
    expect(await get(repFl, 'totalMax=10')).toEqual(['M-FL-old']);
    expect((await admin.request('GET', `/api/credit-memos?q=${'x'.repeat(61)}`)).statusCode).toBe(400);
  });
});

describe('customer list', () => {
  it('is scoped, filtered and sorted', async () => {
    const names = async (session: TestSession, q: string) =>
      (await session.request('GET', `/api/customers?${q}`))
        .json()
        .customers.map((c: { listId: string }) => c.listId);
    expect(await names(repFl, 'sort=name')).toEqual(['C-GA', 'C-FL']);
    expect(await names(admin, 'sort=nameDesc')).toEqual(['C-FL', 'C-TX', 'C-GA']);
    expect(await names(admin, 'sort=state')).toEqual(['C-FL', 'C-GA', 'C-TX']);
    expect(await names(admin, 'sort=stateDesc')).toEqual(['C-TX', 'C-GA', 'C-FL']);
    expect(await names(admin, 'q=austin')).toEqual(['C-TX']);
    expect(await names(repFl, 'q=austin')).toEqual([]);
    const zip = (await admin.request('GET', '/api/customers?sort=zip')).json().customers[0];
    expect(zip.postalCode).toMatch(/^3310\d$/);
  });

  it.each(['name', 'cityDesc', 'state', 'contact', 'contactDesc', 'zip', 'zipDesc'])(
    'pages by %s one row at a time in the order of the whole list, and refuses a foreign cursor',
    async (sort) => {
      const whole = (await admin.request('GET', `/api/customers?sort=${sort}`)).json().customers;
      const paged: unknown[] = [];
      let cursor: string | null = null;
      do {
        const after: string = cursor ? `&cursor=${cursor}` : '';
        const page = (await admin.request('GET', `/api/customers?sort=${sort}&limit=1${after}`)).json();
        paged.push(...page.customers);
        cursor = page.nextCursor;
      } while (cursor && paged.length <= whole.length);
      expect(paged).toEqual(whole);
      const foreign = await admin.request('GET', `/api/customers?sort=${sort}&cursor=50`);
      expect(foreign.statusCode).toBe(400);
    },
  );
});
