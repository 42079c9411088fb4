import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { activeCustomerIn } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

/** A long journey on a shared, busy machine. */
const journeyTimeout = 150_000;

useJourneys();

describe('prospects', () => {
  it(
    'an admin imports a prospects CSV, a shop that is a customer is dropped, and on a phone a prospect near Tampa becomes a customer',
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      // A customer of ours under another name, known by its phone: the import drops it.
      const { listId, fullName } = await activeCustomerIn(page, ['FL']);
      const read = await page.request.get(`/api/customers/${encodeURIComponent(listId)}`);
      const { customer } = (await read.json()) as { customer: { phone: string | null } };
      expect(customer.phone).toBeTruthy();
      const csv =
        'Business Name,Street,City,Zip,Phone\r\n' +
        'Journey Leaf Lounge,1 Channelside Dr,Tampa,33602,\r\n' +
        `Another Name Entirely,2 Water St,Tampa,33602,${customer.phone}\r\n`;

      await page.goto('/admin/');
      await page.getByRole('link', { name: 'Prospects' }).click();
      await page.getByRole('heading', { name: 'Prospects' }).waitFor();
      await page.getByRole('combobox', { name: /^State/ }).fill('Florida');
      await page.getByRole('option', { name: 'Florida (FL)', exact: true }).click();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'florida-shops.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const columns = page.getByRole('group', { name: 'Columns of the prospects file' });
      await columns.waitFor();
      // Every column is guessed from the headers.
      await expect(columns.getByRole('combobox', { name: /^Phone/ }).inputValue()).resolves.toBe('Phone');
      await page.getByRole('button', { name: 'Import the prospects' }).click();
      const report = page.getByTestId('prospect-import-report');
      await report.getByRole('status').filter({ hasText: '1 added' }).waitFor();
      const dropped = report.getByRole('table', { name: 'Dropped: customers already' });
      await expect(dropped.textContent()).resolves.toContain(fullName);
      await expect(dropped.textContent()).resolves.toContain('the same phone');

      // On a phone, Near me lists the new prospect near Tampa; the rep turns it into a customer.
      await page.setViewportSize(phone);
      await page.goto('/visits');
      await page.getByRole('textbox', { name: 'Or a ZIP code or city and state' }).fill('33602');
      await page.getByRole('button', { name: 'Use this place' }).click();
      const prospects = page.getByRole('region', { name: 'Prospects near you' });
      const card = prospects.getByRole('article', { name: 'Prospect Journey Leaf Lounge' });
      await card.waitFor();
      await expect(prospects.getByText('Another Name Entirely').count()).resolves.toBe(0);
      await card.getByRole('button', { name: 'Turn into a customer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Journey Leaf Lounge as a customer' });
      await expect(dialog.getByRole('textbox', { name: /^Street address/ }).inputValue()).resolves.toBe(
        '1 Channelside Dr',
      );
      await dialog.getByRole('textbox', { name: /^Contact first name/ }).fill('Rosa');
      await dialog.getByRole('button', { name: 'Make it a customer' }).click();
      await card.waitFor({ state: 'detached' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const turned = await page.request.get('/api/prospects?status=customer&state=FL');
      const { prospects: customers } = (await turned.json()) as {
        prospects: { name: string; customerPush: string; newCustomerInfo: { firstName: string } }[];
      };
      expect(customers).toEqual([
        expect.objectContaining({
          name: 'Journey Leaf Lounge',
          customerPush: 'waiting',
          newCustomerInfo: expect.objectContaining({ firstName: 'Rosa' }),
        }),
      ]);
      await context.close();
    },
    journeyTimeout,
  );
});
