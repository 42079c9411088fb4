import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeCustomerIn } from './support/data.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

const missingOrder = 'There seems to be an issue, Order might have been deleted.';

/** rep.fl enters a small order for an active customer in their states; returns its id. */
async function placeOrder(page: Page): Promise<string> {
  const customer = await activeCustomerIn(page, ['FL', 'GA']);
  const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
    items: { listId: string; salesPrice: number }[];
  };
  const item = catalog.items.find((i) => i.salesPrice > 0);
  expect(customer && item).toBeTruthy();
  const response = await page.request.post('/api/orders', {
    data: {
      customerListId: customer!.listId,
      repCode: 'FL',
      orderType: 'Regular',
      orderFormType: 'TAA 2025',
      products: [{ listId: item!.listId, qty: 3 }],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { ids: string[] }).ids[0]!;
}

/** Clicks 'Change status' and confirms in the dialog. */
async function changeStatus(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Change status' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Set to / })
    .click();
}

/** As admin@humidor.test, gives office@humidor.test the 'Change status' permission. */
async function letOfficeChangeStatus(page: Page): Promise<void> {
  await signInAs(page, 'admin@humidor.test');
  const { users } = (await (await page.request.get('/api/admin/users')).json()) as {
    users: { id: string; email: string }[];
  };
  const office = users.find((u) => u.email === 'office@humidor.test');
  const response = await page.request.patch(`/api/admin/users/${office!.id}`, {
    data: { canChangeOrderStatus: true },
  });
  expect(response.status()).toBe(200);
}

describe('order page actions', () => {
  let orderId: string;

  it('lets office with canChangeOrderStatus move an order into QuickBooks and back', async () => {
    const adminContext = await newContext(browser, server.url, desktop);
    await letOfficeChangeStatus(await adminContext.newPage());
    await adminContext.close();
    const repContext = await newContext(browser, server.url, desktop);
    const repPage = await repContext.newPage();
    await signInAs(repPage, 'rep.fl@humidor.test');
    orderId = await placeOrder(repPage);
    // the rep has no 'Change status'
    await repPage.goto(`/orderview/${orderId}`);
    await repPage.getByTestId('order-status').getByText('Order Submitted').waitFor();
    expect(await repPage.getByRole('button', { name: 'Change status' }).count()).toBe(0);
    await repContext.close();

    // No service worker: the refused change below is answered by page.route, which does not see the
    // requests of a page the worker controls.
    const context = await newContext(browser, server.url, desktop, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAs(page, 'office@humidor.test');
    await page.goto(`/orderview/${orderId}`);
    await page.getByTestId('order-status').getByText('Order Submitted').waitFor();
    // not the author: no Delete
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // 'Change status' asks first: Escape cancels and nothing changes, Enter confirms
    await page.getByRole('button', { name: 'Change status' }).click();
    await page
      .getByRole('dialog')
      .getByText("Change this order's status from Order Submitted to Order in Quickbooks?")
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('order-status').getByText('Order Submitted').waitFor();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set to Order in Quickbooks' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('order-status').getByText('Order in Quickbooks').waitFor();

    await page.goto('/orderfeed');
    const row = page.locator(`a[href="/orderview/${orderId}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('OrderInQBooks');
    await row.getByText('Order in Quickbooks').waitFor();
    const background = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await row.click();
    await page.waitForURL(`**/orderview/${orderId}`);
    await page.getByTestId('order-status').getByText('Order in Quickbooks').waitFor();

    // a failed change says so and keeps the status
    await page.route(`**/api/orders/${orderId}/status`, (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
    );
    await changeStatus(page);
    await page.getByRole('alert').getByText('There has been an error.').waitFor();
    await page.getByTestId('order-status').getByText('Order in Quickbooks').waitFor();
    await page.unroute(`**/api/orders/${orderId}/status`);
    await changeStatus(page);
    await page.getByTestId('order-status').getByText('Order Submitted').waitFor();
    await context.close();
  });

  it('downloads the estimate as a PDF', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto(`/orderview/${orderId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Estimate PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // The journeys share one browser over a connection (decision 0278): a download is saved from it.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-download-')), 'estimate.pdf');
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await context.close();
  });

  it('shows the failure code and the author advice when a delete is refused', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'office@humidor.test');
    await page.goto(`/orderview/${orderId}`);
    await page.getByTestId('order-status').waitFor();
    // the server refuses a non-author even without the button
    const refused = await page.request.delete(`/api/orders/${orderId}`);
    expect(refused.status()).toBe(403);
    await page.goto('/orderdelete?result=failure&code=FORBIDDEN');
    await page.getByRole('alert').getByText('Make sure you are the author').waitFor();
    await page.getByRole('link', { name: 'Back to the Orders Feed' }).click();
    await page.waitForURL('**/orderfeed');
    await context.close();
  });

  it('lets the author delete their order after confirming, and lands on /orderdelete', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto(`/orderview/${orderId}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to DELETE this order?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/orderdelete?**');
    await page.getByText('The order was deleted.').waitFor();
    // Back leaves the result for the feed, not for the deleted order's page
    await page.goBack();
    await page.waitForURL('**/orderfeed');
    await page.goto(`/orderview/${orderId}`);
    await page.getByRole('alert').getByText(missingOrder).waitFor();
    await context.close();
  });
});
