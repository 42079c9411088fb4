import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, newContext, phone } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'never reached by Tab').toBe(true);
}

/** Whether the focused element shows an outline a sighted keyboard user can see. */
const focusRingWidth = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return parseFloat(getComputedStyle(element).outlineWidth);
  });

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const emailField = page.getByLabel('Email');
  await emailField.waitFor();
  // The email field has the focus on arrival.
  await expect.poll(() => isFocused(emailField)).toBe(true);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('humidor-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('every journey by keyboard alone', () => {
  it('signs in, skips to the main content and opens a page from the side menu', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInByKeyboard(page, 'rep.fl@humidor.test');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Home · Humidor');

    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await tabTo(page, skip);
    expect(await skip.isVisible()).toBe(true);
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(isFocused(page.getByRole('main'))).resolves.toBe(true);

    const toggle = page.getByRole('button', { name: 'Toggle side menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await tabTo(page, page.getByLabel('Side menu').getByRole('link', { name: 'Notes Feed', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/notefeed');
    await expect.poll(() => page.title()).toBe('Notes Feed · Humidor');
    await context.close();
  });

  it('opens a dialog with the focus inside and gives the focus back when it closes', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInByKeyboard(page, 'rep.fl@humidor.test');
    const found = await page.request.get('/api/customers/search?q=a&limit=50');
    const { customers } = (await found.json()) as { customers: { listId: string; state: string | null }[] };
    const customer = customers.find((c) => c.state === 'FL')!;
    await page.goto(`/customerpage/${encodeURIComponent(customer.listId)}`);
    const newContact = page.getByTestId('contacts').getByRole('button', { name: 'New' });
    await newContact.waitFor();
    await tabTo(page, newContact);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New Contact' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(newContact)).toBe(true);
    await context.close();
  });
});
