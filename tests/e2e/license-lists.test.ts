import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { activeCustomerIn } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

/** Long journeys on a shared, busy machine. */
const journeyTimeout = 150_000;

useJourneys();

interface Address {
  addr1?: string | null;
  addr2?: string | null;
  postalCode?: string | null;
}

/** Florida's list as a state might publish it: headers Humidor cannot all guess, one shop of ours, one not. */
async function floridaList(page: Page): Promise<{ csv: string; customerName: string }> {
  const { listId, fullName } = await activeCustomerIn(page, ['FL']);
  const response = await page.request.get(`/api/customers/${encodeURIComponent(listId)}`);
  const { customer } = (await response.json()) as { customer: { shipAddress: Address } };
  const street = [customer.shipAddress.addr1, customer.shipAddress.addr2].find((line) =>
    /^\d/.test(line ?? ''),
  );
  if (!street) throw new Error(`the demo customer ${fullName} has no street address`);
  const csv =
    '\uFEFFLic #,DBA Name,Street,Zip Code,Exp Date\r\n' +
    `FL-E2E-1,"${fullName}",${street},${customer.shipAddress.postalCode},12/31/2027\r\n` +
    'FL-E2E-2,Nobody’s Humidor,1 Nowhere Way,32099,12/31/2027\r\n';
  return { csv, customerName: fullName };
}

/** Picks an option of a searchable select by typing part of it, as a person with a long list does. */
async function chooseOption(page: Page, label: RegExp, option: string, typed = option) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('state license lists', () => {
  it(
    'an admin imports a state’s list, maps its columns, sees what matched and what did not, and a second import changes nothing',
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      const { csv, customerName } = await floridaList(page);
      await page.goto('/admin/');
      await page.getByRole('link', { name: 'License lists' }).click();
      await page.getByRole('heading', { name: 'License lists' }).waitFor();

      await chooseOption(page, /^State/, 'Florida (FL)', 'Florida');
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'florida.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const columns = page.getByRole('group', { name: 'Columns of the list' });
      await columns.waitFor();
      // Guessed from the headers: the name, street and ZIP; the number and expiry are the admin's to choose.
      await expect(columns.getByRole('combobox', { name: /^Business name/ }).inputValue()).resolves.toBe(
        'DBA Name',
      );
      await expect(columns.getByRole('button', { name: 'Import the list' }).isDisabled()).resolves.toBe(true);
      await chooseOption(page, /^License number/, 'Lic #');
      await chooseOption(page, /^Expires/, 'Exp Date');
      await columns.getByRole('button', { name: 'Import the list' }).click();

      const report = page.getByTestId('import-report').first();
      await report.getByRole('status').filter({ hasText: 'Imported' }).waitFor();
      const matched = report.getByRole('table', { name: 'Matched' });
      await expect(matched.textContent()).resolves.toContain(customerName);
      await expect(matched.textContent()).resolves.toContain('By name and address (license added)');
      const unmatched = report.getByRole('table', { name: 'Could not match' });
      await expect(unmatched.textContent()).resolves.toContain('Nobody’s Humidor');

      // The same file again: the license is found by its number now, and nothing changes.
      await columns.getByRole('button', { name: 'Import the list' }).click();
      await report.getByRole('status').filter({ hasText: 'Nothing changed' }).waitFor();
      await expect(report.getByRole('table', { name: 'Matched' }).textContent()).resolves.toContain(
        'By license number',
      );
      const history = page.getByRole('table', { name: "Imports of this state's list" });
      await history.getByRole('row').filter({ hasText: 'Nothing changed' }).waitFor();
      await expect(history.getByRole('row').count()).resolves.toBe(3);
      await context.close();

      // On a phone the columns remembered for Florida are offered, and the imports read as cards.
      const phoneContext = await newContext(browser, server.url, phone);
      const small = await phoneContext.newPage();
      await signInAs(small, 'admin@humidor.test');
      await small.goto('/admin/compliance/license-lists');
      await chooseOption(small, /^State/, 'Florida (FL)', 'Florida');
      await small
        .getByRole('list', { name: "Imports of this state's list" })
        .getByText(/Nothing changed/)
        .waitFor();
      await small
        .locator('input[type=file]')
        .setInputFiles({ name: 'florida.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect(small.getByRole('combobox', { name: /^License number/ }).inputValue()).resolves.toBe(
        'Lic #',
      );
      const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phoneContext.close();
    },
    journeyTimeout,
  );
});
