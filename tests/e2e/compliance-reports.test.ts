import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatCents } from '../../src/web/ui/figures/format.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * Admin → Compliance → Reports (issue 46, part 5) over the demo company: an admin picks Texas and
 * a month that has Texas invoices, sees the report the API computes, and downloads its CSV.
 */
useJourneys();

interface ExciseRow {
  state: string;
  month: string;
}
interface Report {
  rows: { refNumber: string; buyer: string }[];
  totals: { taxCents: number };
}

async function answer<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Picks an option of a Mantine Select by typing into it, as a person would. */
async function choose(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('compliance reports', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ])(
    'an admin at %s picks Texas and a month, sees its rows and downloads the CSV',
    { timeout: 240_000 },
    async (_, viewport) => {
      const context = await newContext(browser, server.url, viewport);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');

      // The newest month of the last twelve in which the demo company shipped to Texas.
      const now = new Date();
      const to = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
      const earlier = new Date(now.getFullYear(), now.getMonth() - 11, 1);
      const from = `${earlier.getFullYear()}-${String(earlier.getMonth() + 1).padStart(2, '0')}`;
      const excise = await answer<{ rows: ExciseRow[] }>(page, `/api/insights/excise?from=${from}&to=${to}`);
      const month = excise.rows.find((row) => row.state === 'TX')?.month;
      expect(month, 'the demo company ships to Texas').toBeDefined();

      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: 'Compliance reports' }).click();
      await page.getByText('Choose a state and a month to see its report.').waitFor();
      await choose(page, 'State', 'Texas', 'Texas (TX)');
      const monthInput = page.getByRole('combobox', { name: 'Month' });
      await monthInput.click();
      await page.getByRole('option', { name: monthName(month!), exact: true }).click();

      const report = await answer<Report>(page, `/api/admin/compliance/reports?state=TX&month=${month}`);
      expect(report.rows.length).toBeGreaterThan(0);
      await page
        .getByRole('heading', { name: `Texas manufacturer’s report · ${monthName(month!)}` })
        .waitFor();
      await page.getByText(report.rows[0]!.buyer, { exact: true }).first().waitFor();
      await page.getByText(`tax due ${formatCents(report.totals.taxCents)}`, { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download CSV/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`tx-manufacturer-TX-${month}.csv`);
      let csv = '';
      for await (const chunk of await download.createReadStream()) csv += String(chunk);
      expect(csv).toBe(
        await (await page.request.get(`/api/admin/compliance/reports/csv?state=TX&month=${month}`)).text(),
      );
      expect(csv).toContain(report.rows[0]!.refNumber);
      await page.getByRole('button', { name: 'Print' }).waitFor();
      await context.close();
    },
  );
});
