import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCustomer,
  sampleInvoice,
  sampleItem,
} from '../../src/domain/test/quickbooks-online-samples.js';
import { fakeAccountingPart } from '../../src/server/test/fake-quickbooks-online/accounting.js';
import { fakeCompanyData } from '../../src/server/test/fake-quickbooks-online/accounting-data.js';
import { startFakeOnline, type FakeOnline } from '../../src/server/test/fake-quickbooks-online/index.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { pageFixtures } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

const journeyTimeout = 150_000;

// The fake starts first: the server reads its addresses from the environment when it starts.
let fake: FakeOnline;
const env: Record<string, string> = {};
beforeAll(async () => {
  // The company's books: a customer the demo's Desktop customers do not match, an item and an invoice.
  const company = fakeCompanyData();
  company.put('Customer', {
    ...sampleCustomer,
    Id: '24',
    DisplayName: 'Sonnenschein Family Store',
    FullyQualifiedName: 'Sonnenschein Family Store',
  });
  company.put('Item', {
    ...sampleItem,
    Id: '11',
    Name: 'Pump',
    FullyQualifiedName: 'Pump',
  });
  // The item `pageFixtures` orders (the first priced item of the TAA 2025 form): when the push job
  // sends the journey's order before its page is read, Online takes it instead of refusing it.
  company.put('Item', {
    ...sampleItem,
    Id: '12',
    Name: 'p-CO4001',
    FullyQualifiedName: 'p-CO4001',
  });
  company.put('Invoice', { ...sampleInvoice, DocNumber: '90037' });
  fake = await startFakeOnline({ parts: [fakeAccountingPart(company)] });
  Object.assign(env, {
    QUICKBOOKS_ONLINE_CLIENT_ID: fake.oauth.clientId,
    QUICKBOOKS_ONLINE_CLIENT_SECRET: fake.oauth.clientSecret,
    QUICKBOOKS_ONLINE_ENVIRONMENT: 'sandbox',
    QUICKBOOKS_ONLINE_AUTH_URL: fake.config.authUrl,
    QUICKBOOKS_ONLINE_TOKEN_URL: fake.config.tokenUrl,
    QUICKBOOKS_ONLINE_API_URL: fake.config.apiUrl,
    // The sync the connection asks for starts within half a second.
    JOBS_POLL_MS: '500',
  });
});
useJourneys(env);
afterAll(() => fake?.close());

describe('QuickBooks Online on the QuickBooks page', () => {
  it(
    "an admin connects through Intuit's page, the first sync brings an Online invoice, the cutover's review keeps an unmatched customer as new, and the admin disconnects, on desktop and phone",
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      await page.goto('/admin/quickbooks');
      await page.getByRole('tab', { name: 'QuickBooks Online' }).click();
      await page.getByRole('link', { name: 'Connect to QuickBooks Online' }).click();
      await page.waitForURL('**/admin/quickbooks?online=connected');
      await page.getByText('QuickBooks Online is connected.').waitFor();
      const details = page.getByRole('table', { name: 'QuickBooks Online connection' });
      await details.getByText('Sandbox Cigar Co').waitFor();
      expect(await page.content()).not.toMatch(/at-[\w-]{20,}|rt-[\w-]{20,}/);
      // Connecting started the first sync; the page follows it live.
      await details
        .getByRole('row', { name: /Last successful sync/ })
        .filter({ hasNotText: 'Never' })
        .waitFor({ timeout: 60_000 });

      // The demo company came from Desktop: the Online customer no rule matched waits for review.
      const review = page.getByRole('list', { name: 'Waiting for review' });
      const waiting = review.getByRole('listitem', { name: 'Sonnenschein Family Store' });
      await waiting.waitFor();
      await waiting.getByRole('button', { name: 'Keep as new' }).click();
      await page.getByText('No customer waits for review.').waitFor();

      // The cutover asks where app orders go; Yes sends them to QuickBooks Online (decision 0258).
      const question = page.getByRole('group', { name: 'Send app orders to QuickBooks Online from now on?' });
      await question.getByRole('button', { name: 'Yes, send them to QuickBooks Online' }).click();
      await page
        .getByTestId('orders-destination')
        .filter({ hasText: 'Each app order goes to QuickBooks Online as an estimate.' })
        .waitFor();
      // A new order's page says so (or, once the push job sent it, names the estimate it became).
      const { orderId } = await pageFixtures(page, page, 'Cutover', 1);
      await page.goto(`/orderview/${orderId}`);
      await page
        .getByTestId('order-destination')
        .filter({ hasText: 'Goes to QuickBooks Online as an estimate.' })
        .or(page.getByText(/^Estimate .* in QuickBooks Online/))
        .first()
        .waitFor();

      // The Online invoice reads like a Desktop one.
      await page.goto('/invoiceview/90037');
      await page.getByText('Sonnenschein Family Store').first().waitFor();
      await page.getByRole('button', { name: 'Show Full Invoice' }).click();
      await page.getByRole('cell', { name: 'Fountain Pump', exact: true }).waitFor();
      await page.goto('/admin/quickbooks');
      await page.getByRole('tab', { name: 'QuickBooks Online' }).click();

      await page.setViewportSize(phone);
      // The side menu slides away as the layout becomes the phone's; then nothing may be wider than the screen.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      const disconnect = page.getByRole('button', { name: 'Disconnect' });
      expect((await disconnect.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await disconnect.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await page.getByText('No QuickBooks Online company is connected.', { exact: false }).waitFor();
      await context.close();
    },
    journeyTimeout,
  );
});
