import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';
import { emptyQuickbooksRun } from './support/web-connector.js';

const journeyTimeout = 150_000;

useJourneys();

async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function photograph(page: Page, name: string) {
  const dir = path.resolve('test-results');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `quickbooks-${name}.png`), fullPage: true });
}

describe('the QuickBooks admin page', () => {
  it(
    'an admin adds a Web Connector connection, and after a run sees the log and the push queue, on desktop and phone',
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      await page.goto('/admin/');
      await page.getByRole('link', { name: 'QuickBooks Web Connector' }).click();
      await page.waitForURL('**/admin/quickbooks');
      await page.getByText('No Web Connector connections yet').waitFor();

      const form = page.getByRole('form', { name: 'New Web Connector connection' });
      await form.getByLabel(/^Connection name/).fill('Office PC');
      await form.getByLabel(/^Password/).fill('short');
      await form.getByRole('button', { name: 'Add connection' }).click();
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        'The password needs at least 8 characters',
      );
      await form.getByLabel(/^Password/).fill('office-pass-1');
      await form.getByRole('button', { name: 'Add connection' }).click();
      const card = page.getByLabel('Office PC', { exact: true });
      await card.waitFor();
      await expect(card.getByRole('link', { name: 'Download .qwc' }).getAttribute('href')).resolves.toMatch(
        /^\/api\/admin\/quickbooks\/connections\/[^/]+\/qwc$/,
      );

      await emptyQuickbooksRun(server.url, 'Office PC', 'office-pass-1');
      await page.getByRole('tab', { name: 'Run log' }).click();
      await page
        .getByText(/Office PC · nothing new pulled/)
        .first()
        .waitFor();
      await page.getByRole('tab', { name: /Order push queue/ }).click();
      await page.getByRole('button', { name: 'Retry on the next run' }).first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await photograph(page, 'desktop');

      await page.setViewportSize(phone);
      await page.getByRole('tab', { name: 'Connections' }).click();
      await card.waitFor();
      expect(await fitsWidth(page)).toBe(true);
      const addBox = await form.getByRole('button', { name: 'Add connection' }).boundingBox();
      expect(addBox!.height).toBeGreaterThanOrEqual(44);
      await photograph(page, 'phone');
      await context.close();
    },
    journeyTimeout,
  );
});
