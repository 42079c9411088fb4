import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, settle, signInAs } from './support/browser.js';
import { choose, recordPermit } from './support/compliance.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * Admin → Compliance (issue 46, parts 2 and 4) over the demo company, which holds permits in
 * Florida and Georgia and none in Texas, and whose limited editions have no weight yet: an admin
 * records a Texas distributor permit, adds a dated rule row (refused first without its source), and
 * finds the items that still lack what excise tax needs. Then the same pages on a phone.
 */
useJourneys();

const journeyTimeout = 150_000;
const shots = path.resolve('test-results/admin-compliance');

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe('admin compliance', () => {
  it(
    'an admin records a Texas distributor permit, adds a dated rule row and sees the items’ gaps (1280 px)',
    async () => {
      const context = await newContext(browser, server.url, desktop);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      await page.goto('/admin/');
      await page.getByRole('link', { name: 'Compliance', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();

      const texas = () => page.getByRole('region', { name: 'Texas' });
      await texas().getByText('The company holds no Texas permit.').waitFor();
      await texas().getByRole('group', { name: 'Texas licensing' }).getByText('In force today').waitFor();
      await page.getByRole('table', { name: 'Permits' }).getByText('FL-TPD-0004812').waitFor();

      await recordPermit(page, {
        state: 'TX — Texas',
        kind: 'Distributor permit',
        number: 'TX-D-77120',
        expires: '2028-08-31',
      });
      await texas().getByText('Permits held: Distributor permit TX-D-77120.').waitFor();

      await page.getByRole('button', { name: 'Add rule row' }).click();
      const rule = page.getByRole('form', { name: 'Rule row' });
      await choose(page, rule, 'State', 'OH — Ohio');
      await rule.getByLabel('Effective from').fill('2030-01-01');
      await rule
        .getByRole('textbox', { name: 'What the rule says, in a sentence' })
        .fill('Ohio asks no license of a retailer (a row recorded by the journey).');
      await rule.getByRole('button', { name: 'Add rule row' }).click();
      await rule
        .getByRole('alert')
        .getByText('* Name the statute or page the rule follows, like Tex. Tax Code 155.0415')
        .waitFor();
      await rule.getByRole('textbox', { name: 'Source (statute or page)' }).fill('Ohio Rev. Code 5743.51');
      await rule.getByRole('button', { name: 'Add rule row' }).click();
      const ohio = page.getByRole('region', { name: 'Ohio' });
      await ohio.getByText('From 2030-01-01').waitFor();
      await ohio.getByText('Not yet in force').waitFor();
      await ohio.getByRole('button', { name: 'Withdraw' }).waitFor();

      // A change in Ohio's excise tax, dated: a share of wholesale with a cap a cigar (decision 0309).
      await page.getByRole('button', { name: 'Add rule row' }).click();
      await page.getByRole('dialog').getByText('Excise tax', { exact: true }).click();
      const excise = page.getByRole('form', { name: 'Excise rule row' });
      await choose(page, excise, 'State', 'OH — Ohio');
      await excise.getByLabel('Effective from').fill('2031-01-01');
      await excise.getByRole('textbox', { name: 'Source (statute or page)' }).fill('Ohio Rev. Code 5743.51');
      await excise
        .getByRole('textbox', { name: 'What the rule says, in a sentence' })
        .fill('Cigars 20 % of wholesale, at most 60¢ a cigar (a row recorded by the journey).');
      await choose(page, excise, 'How cigar is taxed', 'A share of a price');
      await excise.getByRole('textbox', { name: 'Cigar: percent' }).fill('20');
      await excise.getByRole('textbox', { name: 'Cigar: at most, a cigar ($)' }).fill('0.60');
      for (const kind of ['Little cigar', 'Pipe tobacco', 'Other tobacco product'])
        await excise.getByRole('textbox', { name: `${kind}: why` }).fill('Not in this journey');
      await excise.getByRole('button', { name: 'Add rule row' }).click();
      const ohioExcise = ohio.getByRole('group', { name: 'Ohio excise tax' });
      await ohioExcise.getByText('From 2031-01-01').waitFor();
      await ohioExcise.getByText('Not yet in force').waitFor();
      await ohioExcise.getByText('In force today').waitFor();
      await settle(page);
      await shot(page, 'permits-and-rules-1280');

      await page
        .getByRole('navigation', { name: 'Compliance' })
        .getByRole('link', { name: 'Items’ tax' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Items’ tax' }).waitFor();
      await page.getByText('2 active items lack what excise tax needs').waitFor();
      await page.getByText('Gaps (2)').click();
      const items = page.getByRole('table', { name: 'Items' });
      await items
        .getByRole('row', { name: /p-EHT10/ })
        .getByText('weight')
        .waitFor();
      await items.getByRole('row', { name: /p-YOS25/ }).waitFor();
      await expect(items.getByRole('row').count()).resolves.toBe(3);
      await settle(page);
      await shot(page, 'items-gaps-1280');
      await context.close();
    },
    journeyTimeout,
  );

  it(
    'the permits, rules and gaps fit a 375 px phone',
    async () => {
      const context = await newContext(browser, server.url, phone);
      const page = await context.newPage();
      await signInAs(page, 'admin@humidor.test');
      await page.goto('/admin/compliance');
      await page.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
      await page.getByRole('list', { name: 'Permits' }).getByText('GA-TD-201733').waitFor();
      await page.getByRole('region', { name: 'Texas' }).waitFor();
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, 'permits-and-rules-375');

      await page.goto('/admin/compliance/items');
      await page.getByText('Gaps (2)').click();
      await page.getByRole('list', { name: 'Items' }).getByText('p-YOS25').waitFor();
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, 'items-gaps-375');
      await context.close();
    },
    journeyTimeout,
  );
});
