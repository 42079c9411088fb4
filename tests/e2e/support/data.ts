import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { generateDemoCompany } from '../../../src/server/demo/index.js';

/** A customer as the search lists it. */
export interface CustomerSummary {
  listId: string;
  fullName: string;
  state: string | null;
  isActive: boolean;
}

/** An active customer in one of `states` that the page's signed-in user may see, found through the API. */
export async function activeCustomerIn(
  page: Page,
  states: readonly string[] = ['FL'],
): Promise<CustomerSummary> {
  const search = await page.request.get('/api/customers/search?q=a&limit=50');
  const { customers } = (await search.json()) as { customers: CustomerSummary[] };
  const customer = customers.find((c) => c.isActive && states.includes(c.state ?? ''));
  if (!customer) throw new Error(`no active customer in ${states.join(' or ')}`);
  return customer;
}

/** A note on one of the signed-in rep's customers in `state`, written through the API as the screen would. */
export async function writeNote(page: Page, state: string, subject: string, text: string): Promise<string> {
  const { listId: customerListId } = await activeCustomerIn(page, [state]);
  const response = await page.request.post('/api/notes', {
    data: { noteClass: 'standard', customerListId, subject, text, tags: ['Visit'], damagedItems: [] },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { note: { id: string } }).note.id;
}

/**
 * On the order form's Products tab: a product's quantity box, found the way a rep finds one in a long
 * form (only the products near the screen are drawn): its name typed into "Find a product".
 */
export async function quantityBox(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Find a product' }).fill(name);
  const box = page.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
  await box.waitFor();
  return box;
}

/** The first demo document of a kind shipped to Florida, where rep.fl sells. */
export function floridaDocument(entity: 'invoices' | 'salesorders' | 'creditmemos'): string {
  const retKey = { invoices: 'InvoiceRet', salesorders: 'SalesOrderRet', creditmemos: 'CreditMemoRet' }[
    entity
  ];
  for (const batch of generateDemoCompany()) {
    if (batch.entity !== entity) continue;
    const docs = [batch.body[retKey]].flat() as { RefNumber: string; ShipAddress?: { State?: string } }[];
    const doc = docs.find((d) => d.ShipAddress?.State === 'FL');
    if (doc) return doc.RefNumber;
  }
  throw new Error(`no demo ${entity} shipped to FL`);
}

/** What the journeys over every page open: a note and an order about a Florida customer, and a trade show. */
export interface PageFixtures {
  customerListId: string;
  noteId: string;
  orderId: string;
  eventId: string;
}

/**
 * Creates them through the API as users would: the note and the order (3 boxes of each of the first
 * `products` priced items of the TAA 2025 form) by `author`, the trade show by `admin`, all named
 * after `label`.
 */
export async function pageFixtures(
  author: Page,
  admin: Page,
  label: string,
  products: number,
): Promise<PageFixtures> {
  const customerListId = (await activeCustomerIn(author)).listId;
  const noteId = await writeNote(author, 'FL', `${label} check`, 'Asked about the new humidor.');
  const catalog = (await (await author.request.get('/api/order-form?form=TAA%202025')).json()) as {
    items: { listId: string; salesPrice: number }[];
  };
  const order = await author.request.post('/api/orders', {
    data: {
      customerListId,
      repCode: 'FL',
      orderType: 'Regular',
      orderFormType: 'TAA 2025',
      products: catalog.items
        .filter((i) => i.salesPrice > 0)
        .slice(0, products)
        .map((i) => ({ listId: i.listId, qty: 3 })),
    },
  });
  expect(order.status()).toBe(201);
  const show = await admin.request.post('/api/events', {
    data: { name: `${label} Show`, starting: '2026-04-11', ending: '2026-04-14' },
  });
  expect(show.status()).toBe(201);
  return {
    customerListId,
    noteId,
    orderId: ((await order.json()) as { ids: string[] }).ids[0]!,
    eventId: ((await show.json()) as { event: { id: string } }).event.id,
  };
}
