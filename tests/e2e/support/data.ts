import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** An active customer in `state` that the page's signed-in user may see, found through the API. */
async function activeCustomerIn(page: Page, state: string): Promise<string> {
  const search = await page.request.get('/api/customers/search?q=a&limit=50');
  const { customers } = (await search.json()) as {
    customers: { listId: string; state: string | null; isActive: boolean }[];
  };
  const customer = customers.find((c) => c.isActive && c.state === state);
  expect(customer, `an active ${state} customer`).toBeDefined();
  return customer!.listId;
}

/** A note on one of the signed-in rep's customers in `state`, written through the API as the screen would. */
export async function writeNote(page: Page, state: string, subject: string, text: string): Promise<string> {
  const customerListId = await activeCustomerIn(page, state);
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
