import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeQbo, type FakeQbo } from '../../src/server/test/fake-qbo/index.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

const journeyTimeout = 150_000;

// The fake starts first: the server reads its addresses from the environment when it starts.
let fake: FakeQbo;
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await startFakeQbo();
  Object.assign(env, {
    QBO_CLIENT_ID: fake.oauth.clientId,
    QBO_CLIENT_SECRET: fake.oauth.clientSecret,
    QBO_ENVIRONMENT: 'sandbox',
    QBO_AUTH_URL: fake.config.authUrl,
    QBO_TOKEN_URL: fake.config.tokenUrl,
    QBO_API_URL: fake.config.apiUrl,
  });
});
useJourneys(env);
afterAll(() => fake?.close());

describe('QuickBooks Online on the QuickBooks page', () => {
  it(
    "an admin connects through Intuit's page, sees the company, and disconnects, on desktop and phone",
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
      await expect(
        details.getByRole('row', { name: /Last successful sync/ }).textContent(),
      ).resolves.toContain('Never');
      expect(await page.content()).not.toMatch(/at-[\w-]{20,}|rt-[\w-]{20,}/);

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
