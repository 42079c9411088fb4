import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingSetPageSize } from '../../domain/offline/contract.js';
import { insertCustomer, insertInvoice } from '../test/document-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let admin: TestSession;
let repFl: TestSession;

/** More Florida customers than one page holds, so the working set comes in two pages. */
const floridaCount = workingSetPageSize + 5;
const florida = Array.from({ length: floridaCount }, (_, i) => `FL-${String(i).padStart(4, '0')}`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  for (const listId of florida) await insertCustomer(db, listId, 'FL');
  await insertCustomer(db, 'TX-0001', 'TX');
  // The default order rules' event year is 2025: the 2024 invoice does not count.
  const invoice = (txnId: string, txnDate: string, customerListId: string, rate: number) =>
    insertInvoice(db, { txnId, refNumber: txnId, txnDate, customerListId, shipState: 'FL' }, [
      { itemListId: 'I-ADF', itemName: 'p-ADF109', quantity: 2, rate },
    ]);
  await invoice('T-1', '2025-03-01', 'FL-0001', 500);
  await invoice('T-2', '2025-11-30', 'FL-0001', 250);
  await invoice('T-3', '2024-12-31', 'FL-0001', 4000);
  await invoice('T-4', '2025-06-01', 'FL-0103', 100);
  admin = await t.userSession({ email: 'admin@a.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@a.test', role: 'rep', states: ['FL'] });
  expect(
    (await repFl.request('POST', '/api/customers/FL-0001/contacts', { firstName: 'Ana', position: 'Owner' }))
      .statusCode,
  ).toBe(201);
  expect(
    (await repFl.request('POST', '/api/customers/FL-0001/descriptions', { text: 'Walk-in humidor' }))
      .statusCode,
  ).toBe(201);
  expect(
    (await admin.request('POST', '/api/customers/TX-0001/descriptions', { text: 'Texas only words' }))
      .statusCode,
  ).toBe(201);
});
afterAll(() => t.close());

type Page = {
  customers: {
    customer: { listId: string; state: string };
    contacts: { firstName: string }[];
    descriptions: { text: string; canEdit: boolean }[];
    eventYearSales: number;
    place: { latitude: number; longitude: number } | null;
    hours: { hours: unknown; source: string };
  }[];
  next: string | null;
};

async function workingSet(session: TestSession): Promise<Page['customers']> {
  const all: Page['customers'] = [];
  let after: string | null = null;
  for (;;) {
    const response = await session.request('GET', `/api/offline/customers${after ? `?after=${after}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.customers.length).toBeLessThanOrEqual(workingSetPageSize);
    all.push(...page.customers);
    if (!page.next) return all;
    after = page.next;
  }
}

describe('the working set a phone keeps for reading offline', () => {
  it("gives a rep every customer in their states, in pages, and nothing of another state's", async () => {
    const customers = await workingSet(repFl);
    expect(customers.map((c) => c.customer.listId)).toEqual(florida);
    expect(customers.every((c) => c.customer.state === 'FL')).toBe(true);
    expect(JSON.stringify(customers)).not.toContain('Texas only words');
  });

  it("carries each customer's Info tab: contacts and descriptions, with what the user may edit", async () => {
    const customers = await workingSet(repFl);
    const shop = customers.find((c) => c.customer.listId === 'FL-0001');
    expect(shop?.contacts.map((c) => c.firstName)).toEqual(['Ana']);
    expect(shop?.descriptions).toEqual([expect.objectContaining({ text: 'Walk-in humidor', canEdit: true })]);
    const other = customers.find((c) => c.customer.listId === 'FL-0002');
    expect(other).toEqual(expect.objectContaining({ contacts: [], descriptions: [] }));
  });

  it("carries each customer's event-year sales, for order forms written offline", async () => {
    const customers = await workingSet(repFl);
    const sales = new Map(customers.map((c) => [c.customer.listId, c.eventYearSales]));
    expect(sales.get('FL-0001')).toBe(1500);
    // on the second page
    expect(sales.get('FL-0103')).toBe(200);
    expect(sales.get('FL-0002')).toBe(0);
    // the same figure the order form is given online
    const online = await repFl.request('GET', '/api/order-form?form=TAA%202025&customerListId=FL-0001');
    expect(online.json()).toEqual(expect.objectContaining({ customerYearSales: 1500 }));
  });

  it("carries each customer's place on the map, for Near me offline", async () => {
    const db = t.runtime.database.db;
    await db
      .insertInto('customerLocations')
      .values({
        customerListId: 'FL-0002',
        latitude: 27.9506,
        longitude: -82.4572,
        source: 'pin',
        zip: null,
        addressKey: '',
        updatedAt: new Date().toISOString(),
        updatedBy: null,
      })
      .execute();
    const places = new Map((await workingSet(repFl)).map((c) => [c.customer.listId, c.place]));
    expect(places.get('FL-0002')).toEqual({ latitude: 27.9506, longitude: -82.4572 });
    expect(places.get('FL-0103')).toBeNull();
  });

  it("carries each customer's opening hours, its own or its type's default, for the customer page offline", async () => {
    const own = { mon: [['16:00', '22:00']] };
    expect((await repFl.request('PUT', '/api/customers/FL-0003/hours', { hours: own })).statusCode).toBe(200);
    const hours = new Map((await workingSet(repFl)).map((c) => [c.customer.listId, c.hours]));
    expect(hours.get('FL-0003')).toMatchObject({ source: 'own', hours: own });
    expect(hours.get('FL-0004')).toMatchObject({ source: 'default' });
  });

  it('gives an administrator every customer', async () => {
    const customers = await workingSet(admin);
    expect(customers.map((c) => c.customer.listId)).toEqual([...florida, 'TX-0001']);
  });

  it('refuses a cursor that is not one', async () => {
    const response = await repFl.request('GET', `/api/offline/customers?after=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(400);
  });
});
