import type { Page } from 'playwright-core';
import type { CustomerSummary } from './data.js';

/** The Texas rule's words, as the gate gives them (Tex. Tax Code 155.0415, decision 0298). */
export const texasWords =
  /Texas: .+ holds no Texas distributor permit, so it may sell only to Texas permitted distributors — Tex\. Tax Code 155\.0415/;

/**
 * An active Texas customer of the signed-in rep whose orders ship to Texas and that holds no
 * distributor permit (the demo makes every third Texas customer a permitted distributor): one the
 * gate holds while the company has no Texas distributor permit.
 */
export async function texasShop(page: Page): Promise<CustomerSummary> {
  const search = await page.request.get('/api/customers/search?q=a&limit=50');
  const { customers } = (await search.json()) as { customers: CustomerSummary[] };
  for (const customer of customers.filter((c) => c.isActive && c.state === 'TX')) {
    const detail = (await (
      await page.request.get(`/api/customers/${encodeURIComponent(customer.listId)}`)
    ).json()) as { customer: { shipState: string | null } };
    if ((detail.customer.shipState ?? 'TX') !== 'TX') continue;
    const gate = await page.request.get(
      `/api/orders/gate?customerListId=${encodeURIComponent(customer.listId)}`,
    );
    if (((await gate.json()) as { allowed: boolean }).allowed === false) return customer;
  }
  throw new Error('no active Texas retailer the gate holds');
}

/** A calendar day `days` from the browser's own today, as a date field takes it. */
export const browserDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, days);

/** Opens a Mantine select in `scope` and picks one of its options. */
export async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** On Admin → Compliance: records a permit through the Permit form and waits for it in the table. */
export async function recordPermit(
  page: Page,
  permit: { state: string; kind: string; number: string; expires: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add permit' }).click();
  const form = page.getByRole('form', { name: 'Permit' });
  await choose(page, form, 'State', permit.state);
  await choose(page, form, 'Kind', permit.kind);
  await form.getByRole('textbox', { name: 'Number' }).fill(permit.number);
  await form.getByLabel('Expires').fill(permit.expires);
  await form.getByRole('button', { name: 'Save permit' }).click();
  await page.getByRole('table', { name: 'Permits' }).getByText(permit.number).waitFor();
}

/**
 * Fills the customer page's license dialog: the kind and number when given, and the days of issue
 * and expiry counted from the browser's today.
 */
export async function fillLicense(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  license: { kind?: string; number?: string; issuedIn: number; expiresIn: number },
): Promise<void> {
  if (license.kind) {
    await dialog.getByLabel('Kind').click();
    await page.getByRole('option', { name: license.kind }).click();
  }
  if (license.number) await dialog.getByRole('textbox', { name: 'License number' }).fill(license.number);
  await dialog.getByLabel('Issued').fill(await browserDay(page, license.issuedIn));
  await dialog.getByLabel('Expires').fill(await browserDay(page, license.expiresIn));
}
