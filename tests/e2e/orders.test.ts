import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { quantityBox } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

interface Summary {
  listId: string;
  fullName: string;
  state: string | null;
  isActive: boolean;
}

/** An active TAA member in Florida or Georgia (rep.fl's states). */
async function taaMember(page: Page): Promise<Summary> {
  for (const q of ['a', 'e', 'o', 's']) {
    const found = (await (await page.request.get(`/api/customers/search?q=${q}&limit=50`)).json()) as {
      customers: Summary[];
    };
    for (const c of found.customers) {
      if (!c.isActive || !['FL', 'GA'].includes(c.state ?? '')) continue;
      const detail = (await (
        await page.request.get(`/api/customers/${encodeURIComponent(c.listId)}`)
      ).json()) as {
        customer: { isTaaMember: boolean };
      };
      if (detail.customer.isTaaMember) return c;
    }
  }
  throw new Error('no TAA member in FL or GA');
}

async function choose(page: Page, label: string, option: string) {
  const name = new RegExp(`^${label}`);
  await page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `/tmp/c2-${name}.png`, fullPage });

describe('orders', () => {
  it('rep.fl submits 2 equal TAA2025 orders with free shipping, finds them in the feed and exports the CSV', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const customer = await taaMember(page);
    const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
      items: { listId: string; name: string; salesPrice: number }[];
    };
    const adf = catalog.items.find((i) => i.name.startsWith('p-ADF1') && i.salesPrice > 0);
    expect(adf).toBeDefined();
    // well above 5,000 even after a price-level discount
    const qty = Math.ceil(7000 / adf!.salesPrice);

    await page.goto(`/ordercreate?customerListID=${encodeURIComponent(customer.listId)}`);
    await page.getByRole('button', { name: 'Clear customer' }).waitFor();
    await choose(page, 'Order Type', 'TAA2025');
    await choose(page, 'Order Form', 'TAA 2025');
    await page.getByRole('textbox', { name: 'Multiply order' }).fill('2');
    await page.getByRole('textbox', { name: 'Order Instructions' }).fill('Ship with the event order');
    await page.getByTestId('instructions-count').getByText('25/700').waitFor();
    await shot(page, 'create-customer-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    const input = await quantityBox(page, adf!.name);
    await input.fill(String(qty));
    await expect.poll(() => page.getByTestId('footer-total').textContent()).toContain(`${qty} boxes`);
    // a wheel turned over the focused box scrolls the page and leaves the quantity as typed
    await input.hover();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => input.evaluate((box) => box === document.activeElement)).toBe(false);
    expect(await input.inputValue()).toBe(String(qty));
    // the form's free gifts are named benefits, never quantity boxes
    await page.getByTestId('form-gifts').getByText('Free gifts of the event benefits').waitFor();
    await page.getByTestId('form-gifts').getByText('(p-HUM25)').waitFor();
    await page.getByRole('textbox', { name: 'Find a product' }).fill('p-HUM25');
    await page.getByText('No results').waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Quantity of p-HUM25' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Find a product' }).fill('');
    await page.getByTestId('product-row').first().waitFor();
    await shot(page, 'create-products-1280');

    // the draft survives a reload, even one right after typing
    await page.reload();
    await expect.poll(() => page.getByTestId('footer-total').textContent()).toContain(`${qty} boxes`);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('benefits').getByText('Free shipping').waitFor();
    // the excise tax of the customer's ship-to state, as the server will work it out (0301)
    await page
      .getByTestId('order-excise')
      .getByText(/^Excise tax \((Florida|Georgia)/)
      .waitFor();
    await shot(page, 'create-summary-1280');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Are you sure you want to submit 2 equal orders?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/submitorder?**');
    await page.getByText('2 equal orders were submitted.').waitFor();
    expect(await page.getByRole('link', { name: 'View the order' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the customer' }).waitFor();

    await page.getByRole('link', { name: 'Go to the Orders Feed' }).click();
    await page.waitForURL('**/orderfeed');
    await page.getByTestId('sales-summary').waitFor();
    const rows = page.getByTestId('order-row').filter({ hasText: customer.fullName });
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => rows.first().getAttribute('data-status')).toBe('OrderSubmitted');
    await shot(page, 'feed-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('order-feed-export.csv');
    const stream = await download.createReadStream();
    let csv = '';
    for await (const chunk of stream) csv += String(chunk);
    expect(csv.split(/\r?\n/)[0]?.replace(/^\uFEFF/, '')).toBe(
      'Order Id,Customer,Author,Original Author,Date,PriceLevel,Terms,Product,Product Name,Qty,Price,Amount,New Customer?,Order Instructions,Order Form Type,Order Type,Order Tags,Free Shipping,Order Status,Optimal Ast Met,Raffle Tickets,Raffle Email',
    );
    expect(csv).toContain(adf!.name);

    await rows.first().click();
    await page.waitForURL('**/orderview/**');
    await page.getByTestId('order-status').getByText('Order Submitted').waitFor();
    await page.getByText('No raffle tickets available for this order').waitFor();
    await page
      .getByTestId('order-excise')
      .getByText(/^Excise tax \((Florida|Georgia)/)
      .waitFor();
    await shot(page, 'view-1280');
    await context.close();
  });

  it('lays the order pages out for a phone', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto('/ordercreate');
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByTestId('product-row').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'create-products-375', false);
    await page.goto('/orderfeed');
    await page.getByTestId('sales-summary').waitFor();
    // on a phone the orders come first and Sales by Item follows them, as cards
    const lastRow = page.getByTestId('order-row').last();
    await lastRow.waitFor();
    const byItem = page.getByTestId('sales-by-item');
    await byItem.waitFor();
    const rowBox = await lastRow.boundingBox();
    const byItemBox = await byItem.boundingBox();
    expect(byItemBox!.y).toBeGreaterThan(rowBox!.y);
    expect(await byItem.locator('table').count()).toBe(0);
    await shot(page, 'feed-375');
    // an order's page shows its excise tax on a phone, nothing to scroll sideways
    await page.getByTestId('order-row').first().click();
    await page.waitForURL('**/orderview/**');
    await page
      .getByTestId('order-excise')
      .getByText(/^Excise tax \(/)
      .waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await shot(page, 'view-375');
    await page.goto('/raffletickets');
    await page.getByRole('link', { name: 'Export to CSV' }).waitFor();
    await page.getByRole('button', { name: /^(Load more|No more raffle tickets)$/ }).waitFor();
    await shot(page, 'raffle-375');
    await context.close();
  });
});
