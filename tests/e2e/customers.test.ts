import { describe, expect, it } from 'vitest';
import { generateDemoCompany } from '../../src/server/demo/index.js';
import { newContext, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/** A demo customer of a state, read from the same deterministic generator the server loaded. */
function demoCustomerIn(state: string): { ListID: string; FullName: string } {
  for (const batch of generateDemoCompany()) {
    if (batch.entity !== 'customers') continue;
    const found = (
      batch.body.CustomerRet as { ListID: string; FullName: string; ShipAddress: { State: string } }[]
    ).find((c) => c.ShipAddress.State === state);
    if (found) return found;
  }
  throw new Error(`no demo customer in ${state}`);
}

useJourneys();

describe('customer search and the customer page', () => {
  it('lets rep.fl find and open a Florida customer, and refuses a Texas one', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');

    const search = page.getByRole('textbox', { name: 'Search customers' });
    await search.fill('miami');
    const results = page.getByRole('listbox', { name: 'Customer search results' });
    const first = results.getByRole('option').first();
    await first.waitFor();
    const chosen = (await first.getAttribute('aria-label')) ?? '';
    expect(chosen).not.toBe('');
    await search.press('Enter');
    await page.waitForURL('**/customerpage/**');
    await page.getByRole('heading', { level: 1, name: chosen, exact: true }).waitFor();
    await expect(page.getByTestId('customer-subtitle').textContent()).resolves.toMatch(
      /Account # \d+ · .+, (FL|GA)/,
    );
    const addNote = page.getByRole('link', { name: 'ADD NOTE' });
    expect(await addNote.getAttribute('href')).toMatch(/^\/notecreate\?customerListID=/);

    await search.fill('zzzz-no-such-shop');
    await results.getByText('No results').waitFor();

    const texan = demoCustomerIn('TX');
    await page.goto(`/customerpage/${texan.ListID}`);
    // The page's own alert: the shell also keeps an (empty) assertive live region for announcements.
    await expect(page.getByRole('main').getByRole('alert').textContent()).resolves.toContain(
      `A customer with the ID ${texan.ListID} does not exist`,
    );
    await expect(page.getByText(texan.FullName).count()).resolves.toBe(0);
    await context.close();
  });
});
