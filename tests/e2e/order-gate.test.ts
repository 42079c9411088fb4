import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { texasShop, texasWords } from './support/compliance.js';
import type { CustomerSummary } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';
import * as field from './support/offline.js';

// The order gate (issue 46, part 3; decisions 0298–0300): the demo company holds no Texas
// distributor permit, so an order for a Texas retailer is refused with the rule's words before
// Submit, by the server too, and offline from what the phone keeps.

useJourneys();

/** The order form for `customer`, waiting for the gate's refusal in the rule's words. */
async function refusedInTheForm(page: Page, customer: CustomerSummary) {
  await page.goto(`/ordercreate?customerListID=${encodeURIComponent(customer.listId)}`);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  const gate = page.getByTestId('order-gate');
  await gate.getByText('This order cannot be submitted').waitFor();
  await gate.getByText(texasWords).waitFor();
  expect(await gate.getByRole('link', { name: 'Read Tex. Tax Code 155.0415' }).getAttribute('href')).toMatch(
    /^https:\/\/statutes\.capitol\.texas\.gov\//,
  );
  return gate;
}

describe('the order gate', () => {
  for (const [name, viewport] of [
    ['1280', desktop],
    ['375', phone],
  ] as const) {
    it(
      `refuses a rep's order for a Texas retailer with the rule's words, before Submit and on the server (${name} px)`,
      async () => {
        const context = await newContext(browser, server.url, viewport);
        const page = await context.newPage();
        await signInAs(page, 'rep.tx@humidor.test');
        const customer = await texasShop(page);
        await refusedInTheForm(page, customer);
        await page.screenshot({ path: `/tmp/order-gate-${name}.png`, fullPage: true });

        // On the Summary tab Submit is off while the gate holds the order.
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Next' }).click();
        const submit = page.getByRole('button', { name: 'Submit' });
        await expect.poll(() => submit.isDisabled()).toBe(true);
        expect(await submit.getAttribute('title')).toMatch(/compliance gate holds this order/);

        // The server refuses it in the same words.
        const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
          items: { listId: string; salesPrice: number }[];
        };
        const item = catalog.items.find((i) => i.salesPrice > 0)!;
        const refused = await page.request.post('/api/orders', {
          data: {
            customerListId: customer.listId,
            repCode: 'SW',
            orderType: 'Regular',
            orderFormType: 'TAA 2025',
            products: [{ listId: item.listId, qty: 1 }],
          },
        });
        expect(refused.status()).toBe(422);
        expect(((await refused.json()) as { message: string }).message).toMatch(texasWords);
        await context.close();
      },
      field.slow,
    );
  }

  it(
    'refuses it offline too, from the rules and permits kept on the phone',
    async () => {
      const context = await newContext(browser, server.url, desktop, { serviceWorkers: 'allow' });
      const page = await context.newPage();
      await signInAs(page, 'rep.tx@humidor.test');
      const customer = await texasShop(page);
      await field.underServiceWorker(page);
      await page.goto('/outbox');
      const copy = page.getByTestId('offline-copy');
      const before = await copy.textContent();
      await page.getByRole('button', { name: 'Update offline copy' }).click();
      await expect
        .poll(
          async () => {
            const text = (await copy.textContent()) ?? '';
            return text !== before && !text.includes('Making the offline copy');
          },
          { timeout: field.slow },
        )
        .toBe(true);
      // The order form's code is in the page before the network goes.
      await refusedInTheForm(page, customer);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-banner').waitFor();
      await page.getByRole('button', { name: 'Clear customer' }).waitFor();
      await page.getByTestId('order-gate').getByText(texasWords).waitFor();
      await context.close();
    },
    field.slow * 2,
  );
});
