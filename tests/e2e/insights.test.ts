import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../src/web/ui/figures/format.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * Sales insight (issue 28) over the demo company the server loads: every figure the page shows is
 * compared with the API's own answer for the same user and filters, so the journey checks that the
 * page draws what the scoped API computes (the API tests check the sums against hand-made fixtures).
 */
useJourneys();

interface Compared {
  key: string;
  label: string;
  thisPeriodCents: number;
}
interface Summary {
  netSales: { thisPeriodCents: number; lastPeriodCents: number };
  atRiskCount: number;
}

const shots = path.resolve('test-results/insights');

async function answer<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** Nothing runs off the right edge of the screen (a phone must not scroll sideways). */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The Sales tab shows the API's net sales and its tables' rows, for the filters in `search`. */
async function expectSalesLikeTheApi(page: Page, search: string) {
  const summary = await answer<Summary>(page, `/api/insights/summary?${search}`);
  const netSales = page.getByTestId('net-sales');
  await netSales.getByText(formatCents(summary.netSales.thisPeriodCents), { exact: true }).waitFor();
  await netSales.getByText(formatCents(summary.netSales.lastPeriodCents), { exact: false }).waitFor();
  const brands = await answer<{ rows: Compared[] }>(page, `/api/insights/by/brand?${search}`);
  expect(brands.rows.length).toBeGreaterThan(0);
  const brandTable = page.getByRole('region', { name: 'Net sales by brand' });
  for (const row of brands.rows.slice(0, 3)) {
    await brandTable.getByText(row.label, { exact: true }).first().waitFor();
    await brandTable.getByText(formatCents(row.thisPeriodCents), { exact: true }).first().waitFor();
  }
  // No shop has ordered through the portal yet: its block says none, out of the app orders in scope.
  const shops = await answer<{ total: { allOrders: number } }>(page, `/api/insights/shop-orders?${search}`);
  await page
    .getByTestId('shop-orders-total')
    .filter({
      hasText: new RegExp(
        `^0 orders placed by shops, \\$0\\.00: 0% of ${shops.total.allOrders.toLocaleString('en-US')} app orders`,
      ),
    })
    .waitFor();
  return summary;
}

describe('sales insight', () => {
  it.each([
    ['rep.fl@humidor.test', 'rep', phone],
    ['rep.fl@humidor.test', 'rep', desktop],
    ['admin@humidor.test', 'admin', phone],
    ['admin@humidor.test', 'admin', desktop],
  ])(
    'as %s (%s) at %o: the page draws the API’s figures, in scope, and downloads a table',
    { timeout: 240_000 },
    async (email, who, viewport) => {
      const width = viewport.width;
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await signInAs(page, email);

      // The home page's count of customers at risk leads to the list.
      const { count } = await answer<{ count: number }>(page, '/api/insights/at-risk/count');
      const atRiskLink = page.getByTestId('at-risk-count').getByRole('link');
      await atRiskLink.waitFor();
      expect(await atRiskLink.textContent()).toContain(
        count === 0 ? 'No customers at risk' : count.toLocaleString('en-US'),
      );
      await atRiskLink.click();
      await page.waitForURL('**/insights?view=at-risk');
      const atRisk = await answer<{ rows: { customerName: string }[] }>(page, '/api/insights/at-risk');
      const list = page.getByRole('region', { name: 'Customers at risk' });
      if (atRisk.rows.length === 0) {
        await list.getByText('No customer is at risk', { exact: false }).waitFor();
      } else {
        await list.getByRole('link', { name: atRisk.rows[0]!.customerName, exact: true }).first().waitFor();
        await list
          .getByRole('link', { name: `New note about ${atRisk.rows[0]!.customerName}` })
          .first()
          .waitFor();
      }
      await shot(page, `${who}-at-risk-${width}`);

      // The Sales tab: this year to date, as the API answers it to this user.
      await page.getByRole('tab', { name: 'Sales' }).click();
      await page.waitForURL((url) => url.pathname === '/insights' && url.search === '');
      await expectSalesLikeTheApi(page, 'range=year');
      await page
        .getByRole('region', { name: 'Net sales by month against a year earlier' })
        .locator('svg')
        .first()
        .waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      await shot(page, `${who}-sales-${width}`);

      // Scope: a rep's states only; the admin's include states the rep does not cover.
      const states = await answer<{ rows: Compared[] }>(page, '/api/insights/by/state?range=year');
      const stateKeys = states.rows.map((row) => row.key);
      if (who === 'rep') expect(stateKeys.every((state) => ['FL', 'GA'].includes(state))).toBe(true);
      else expect(stateKeys).toEqual(expect.arrayContaining(['FL', 'TX']));
      const stateTable = page.getByRole('region', { name: 'Net sales by state' });
      await stateTable.getByText(states.rows[0]!.label, { exact: true }).first().waitFor();
      if (who === 'rep') expect(await stateTable.getByText('TX', { exact: true }).count()).toBe(0);

      // The brand table's CSV is the API's, for the filters on screen.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV: Net sales by brand' }).click(),
      ]);
      let csv = '';
      for await (const chunk of await download.createReadStream()) csv += String(chunk);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const direct = await page.request.get('/api/insights/by/brand?range=year&format=csv');
      expect(csv).toBe(await direct.text());
      const brands = await answer<{ rows: Compared[] }>(page, '/api/insights/by/brand?range=year');
      expect(csv).toContain(brands.rows[0]!.label);

      // Brand reach and rep activity open in their tabs, with their own tables.
      await page.getByRole('tab', { name: 'Brand reach' }).click();
      await page
        .getByRole('region', { name: 'Brand reach' })
        .getByText(brands.rows[0]!.label, { exact: true })
        .first()
        .waitFor();
      await shot(page, `${who}-reach-${width}`);
      await page.getByRole('tab', { name: 'Rep activity' }).click();
      await page.getByRole('region', { name: 'Rep activity by week' }).waitFor();
      // By keyboard: the control sits at the end of a page still growing above it, where a click can
      // land after a layout shift (docs/testing.md); Enter is how a keyboard user opens it anyway.
      const how = page.getByRole('button', { name: 'How these figures are made' });
      await how.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => how.getAttribute('aria-expanded')).toBe('true');
      await page.getByText('the median number of days between its invoices', { exact: false }).waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      await shot(page, `${who}-activity-${width}`);
      await context.close();
    },
  );

  it(
    'draws a customer’s Sales panel on its page as customer stats answer it, and downloads its table',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'rep.fl@humidor.test');
      // The rep's top customer this year, whose panel has brands to show.
      const top = await answer<{ rows: Compared[] }>(page, '/api/insights/by/customer?range=year&limit=1');
      const customer = encodeURIComponent(top.rows[0]!.key);
      const sales = await answer<{ brands: Compared[] }>(page, `/api/customers/${customer}/sales`);
      expect(sales.brands.length).toBeGreaterThan(0);
      await page.goto(`/customerpage/${customer}`);
      const panel = page.getByRole('region', { name: 'Sales', exact: true });
      for (const row of sales.brands.slice(0, 3)) {
        await panel.getByText(row.label, { exact: true }).first().waitFor();
        await panel.getByText(formatCents(row.thisPeriodCents), { exact: true }).first().waitFor();
      }
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('link', { name: 'Download CSV: Brands' }).click(),
      ]);
      let csv = '';
      for await (const chunk of await download.createReadStream()) csv += String(chunk);
      const direct = await page.request.get(`/api/customers/${customer}/sales/csv/brands`);
      expect(csv).toBe(await direct.text());
      expect(csv).toContain(sales.brands[0]!.label);
      await context.close();
    },
  );

  it(
    'keeps the filters in the address: a reloaded or shared view shows the same figures',
    { timeout: 120_000 },
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      await page.goto('/insights');
      await page.getByTestId('net-sales').waitFor();
      await page.getByRole('main').getByLabel('Period', { exact: true }).click();
      await page.getByRole('option', { name: 'Last 12 months' }).click();
      await page.getByRole('main').getByLabel('State', { exact: true }).fill('TX');
      await page.getByRole('option', { name: 'TX', exact: true }).click();
      await page.waitForURL(
        (url) => url.searchParams.get('state') === 'TX' && url.searchParams.get('range') === 'last12',
      );
      await expectSalesLikeTheApi(page, 'range=last12&state=TX');

      // Another tab opened on the same address: the same filters, the same figures.
      const shared = await context.newPage();
      await shared.goto(page.url());
      await expectSalesLikeTheApi(shared, 'range=last12&state=TX');
      expect(await shared.getByRole('main').getByLabel('State', { exact: true }).inputValue()).toBe('TX');
      await context.close();
    },
  );
});
