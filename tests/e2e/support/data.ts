import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
