import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCompany } from '../../src/server/demo/index.js';
import { desktop, launchBrowser, newContext, signInAs } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

interface DemoInvoice {
  RefNumber: string;
  TxnDate: string;
  CustomerRef: { ListID: string; FullName: string };
  ShipAddress?: { State?: string };
}

/** The newest demo invoice shipped to a state, from the generator the server loaded. */
function demoInvoiceIn(state: string): DemoInvoice {
  let newest: DemoInvoice | null = null;
  for (const batch of generateDemoCompany()) {
    if (batch.entity !== 'invoices') continue;
    const invoices = [batch.body.InvoiceRet].flat() as DemoInvoice[];
    for (const invoice of invoices) {
      if (invoice.ShipAddress?.State !== state) continue;
      if (!newest || invoice.TxnDate > newest.TxnDate) newest = invoice;
    }
  }
  if (!newest) throw new Error(`no demo invoice shipped to ${state}`);
  return newest;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('customer records', () => {
  it('adds a contact and a description, then opens an invoice from Transactions', async () => {
    const invoice = demoInvoiceIn('FL');
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

  it('pages the saved invoice list and keeps Texas rows away from a Florida rep', async () => {
    const context = await newContext(browser, server.url);
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

    await page.getByRole('textbox', { name: 'RefNumber' }).fill('no-such-invoice');
    await rows.first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'No more invoices' }).waitFor();
    await context.close();
  });
});
