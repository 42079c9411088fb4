import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoCompany } from '../../src/server/demo/index.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

interface DemoDocument {
  RefNumber: string;
  TxnDate: string;
  CustomerRef: { ListID: string; FullName: string };
  ShipAddress?: { State?: string };
}

const retKeys = {
  invoices: 'InvoiceRet',
  salesorders: 'SalesOrderRet',
  creditmemos: 'CreditMemoRet',
} as const;

/** The newest demo document of a kind shipped to a state, from the generator the server loaded. */
function newestDemo(entity: keyof typeof retKeys, state: string): DemoDocument {
  let newest: DemoDocument | null = null;
  for (const batch of generateDemoCompany()) {
    if (batch.entity !== entity) continue;
    for (const doc of [batch.body[retKeys[entity]]].flat() as DemoDocument[]) {
      if (doc.ShipAddress?.State !== state) continue;
      if (!newest || doc.TxnDate > newest.TxnDate) newest = doc;
    }
  }
  if (!newest) throw new Error(`no demo ${entity} shipped to ${state}`);
  return newest;
}

/** Opens a customer's Transactions tab and loads one type (the Select's option label). */
async function loadTransactions(page: Page, customerListId: string, type: string) {
  await page.goto(`/customerpage/${customerListId}`);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByRole('main').getByLabel('Transaction type', { exact: true }).first().click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await page.getByRole('button', { name: 'Load', exact: true }).click();
}

useJourneys();

describe('customer records', () => {
  it('adds a contact and a description, then opens an invoice from Transactions', async () => {
    const invoice = newestDemo('invoices', 'FL');
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto(`/customerpage/${invoice.CustomerRef.ListID}`);
    await page.getByRole('tab', { name: 'Info' }).waitFor();
    await page.getByText('Account Status').waitFor();

    const contacts = page.getByTestId('contacts');
    await contacts.getByRole('button', { name: 'New' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'New Contact' });
    await contactDialog.getByRole('button', { name: 'Save' }).click();
    await contactDialog.getByText('First Name is required').waitFor();
    await contactDialog.getByRole('textbox', { name: 'First Name' }).fill('Marisol');
    await contactDialog.getByRole('textbox', { name: 'Email' }).fill('marisol@shop.test');
    await contactDialog.getByRole('button', { name: 'Save' }).click();
    await contactDialog.waitFor({ state: 'hidden' });
    await contacts.getByText('Marisol', { exact: true }).waitFor();
    expect(await contacts.getByRole('link', { name: 'marisol@shop.test' }).getAttribute('href')).toBe(
      'mailto:marisol@shop.test',
    );

    const descriptions = page.getByTestId('descriptions');
    await descriptions.getByRole('button', { name: 'New' }).click();
    const descriptionDialog = page.getByRole('dialog', { name: 'New Description' });
    await descriptionDialog.getByRole('textbox', { name: 'Description' }).fill('Prefers maduro wrappers');
    await descriptionDialog.getByRole('button', { name: 'Save' }).click();
    await descriptions.getByText('Prefers maduro wrappers').waitFor();

    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByRole('button', { name: 'Load' }).click();
    // Every invoice of this customer fits on the first page of 50: the pager says so.
    await page.getByRole('button', { name: 'No more invoices' }).waitFor();
    await page.getByRole('link', { name: invoice.RefNumber, exact: true }).click();
    await page.waitForURL(`**/invoiceview/${invoice.RefNumber}`);
    await page.getByRole('heading', { name: 'Invoice Page' }).waitFor();
    await page.getByText(invoice.CustomerRef.FullName).first().waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Invoice as PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`Invoice_${invoice.RefNumber}.pdf`);

    // Session storage keeps the chosen tab for the customer page.
    await page.goBack();
    await page.getByRole('tab', { name: 'Transactions', selected: true }).waitFor();
    await context.close();
  });

  it('opens a sales order from Transactions and downloads it as a PDF', async () => {
    const order = newestDemo('salesorders', 'FL');
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await loadTransactions(page, order.CustomerRef.ListID, 'Sales-Orders');
    await page.getByRole('link', { name: order.RefNumber, exact: true }).first().click();
    await page.waitForURL(`**/salesorderview/${order.RefNumber}`);
    await page.getByRole('heading', { name: 'Sales Order Page' }).waitFor();
    const status = page.getByText(/^(Closed|Pending)$/).first();
    await status.waitFor();
    expect(['Closed', 'Pending']).toContain(await status.textContent());

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download S.O. as PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await context.close();
  });

  it('opens a credit memo from Transactions and saves it after its preview shows', async () => {
    const memo = newestDemo('creditmemos', 'FL');
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await loadTransactions(page, memo.CustomerRef.ListID, 'Credit-Memos');
    await page.getByRole('link', { name: memo.RefNumber, exact: true }).first().click();
    await page.waitForURL(`**/creditmemoview/${memo.RefNumber}`);
    await page.getByRole('heading', { name: 'Credit Memo Page' }).waitFor();
    await page.getByText(`Showing Credit Memo # ${memo.RefNumber}`).waitFor();
    await page.getByText('Invoice Info').waitFor();
    const downloadButton = page.getByRole('button', { name: 'Download Credit Memo' });
    expect(await downloadButton.count()).toBe(0);

    await page.getByRole('button', { name: 'Show Full Credit Memo' }).click();
    const started = Date.now();
    const download = page.waitForEvent('download');
    await downloadButton.click();
    expect((await download).suggestedFilename()).toBe(`CM_${memo.RefNumber}_from_Humidor Cigar Co..pdf`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await page.getByRole('button', { name: 'Hide Full Credit Memo' }).click();
    await downloadButton.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the Stats sections for a customer with invoices', async () => {
    const invoice = newestDemo('invoices', 'FL');
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto(`/customerpage/${invoice.CustomerRef.ListID}`);
    await page.getByRole('tab', { name: 'Stats' }).click();
    for (const heading of [
      /^SKUs bought in the past 9 months: \d+$/,
      /^Missing Products: \d+$/,
      'Last Documents',
      /^Customer Grade: /,
      'Ordered by Year',
      'Product Sales Detailed',
    ]) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.getByRole('link', { name: `#${invoice.RefNumber}`, exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Bought Products' }).waitFor();
    await page.getByRole('tab', { name: 'Pending Products' }).waitFor();
    expect(await page.getByText('No invoice/sales data was found').count()).toBe(0);
    await context.close();
  });

  it('pages the saved invoice list and keeps Texas rows away from a Florida rep', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto('/lists');
    await page.getByRole('heading', { name: 'Saved Lists' }).waitFor();
    await page.getByRole('main').getByLabel('List', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Invoice-List' }).click();
    const rows = page.locator('tbody tr');
    await rows.nth(49).waitFor();
    expect(await rows.count()).toBe(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(50).waitFor();
    const states = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(states.length).toBeGreaterThan(50);
    expect(states.every((state) => state === 'FL' || state === 'GA')).toBe(true);

    // A backwards date range is refused beside the field, with the API's own message.
    await page.getByLabel('Date from').fill('2026-03-10');
    await page.getByLabel('Date to').fill('2026-03-09');
    await page.getByText('The end date must be on or after the start date').waitFor();
    await page.getByText('Correct the filters above to see the list.').waitFor();
    await page.getByLabel('Date to').fill('');
    await page.getByLabel('Date from').fill('');
    await rows.nth(49).waitFor();

    await page.getByRole('textbox', { name: 'RefNumber' }).fill('no-such-invoice');
    await rows.first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'No more invoices' }).waitFor();

    // The credit memo list has the same filters, and a total.
    await page.getByRole('main').getByLabel('List', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Credit-Memo-List' }).click();
    await page.getByRole('textbox', { name: 'RefNumber' }).fill('');
    await rows.first().waitFor();
    const memoStates = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(memoStates.every((state) => state === 'FL' || state === 'GA')).toBe(true);
    await page.getByRole('textbox', { name: 'Total from', exact: true }).fill('999999');
    await rows.first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'No more credit memos' }).waitFor();
    await context.close();
  });

  it('shows wide tables as cards on a phone: nothing scrolls sideways, row links are 44 px tall', async () => {
    const order = newestDemo('salesorders', 'FL');
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const sidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    await loadTransactions(page, order.CustomerRef.ListID, 'Sales-Orders');
    const orders = page.getByRole('list', { name: 'Sales orders' });
    const link = orders.getByRole('link', { name: order.RefNumber, exact: true }).first();
    await link.waitFor();
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await sidewaysScroll()).toBe(0);

    await link.click();
    await page.waitForURL(`**/salesorderview/${order.RefNumber}`);
    const lines = page.getByRole('list', { name: 'Products' });
    await lines.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await sidewaysScroll()).toBe(0);

    await page.setViewportSize(desktop);
    await page.getByRole('table', { name: 'Products' }).waitFor();
    await context.close();
  });
});
