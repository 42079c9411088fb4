import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, newContext, signInAs } from './support/browser.js';
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

describe('sign-in and the shell', () => {
  it('shows the alert for a wrong password', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@humidor.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Wrong Password / User does not exist',
    );
    await expect(page.getByRole('button', { name: 'Toggle side menu' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('signs in to the home page with the shell, and signing out hides it', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'admin@humidor.test');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('last-updated').waitFor();
    // On a desktop the side menu is open from the start.
    const menu = page.getByLabel('Side menu');
    await expect(menu.getByRole('link', { name: 'Admin', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('app-version').textContent()).resolves.toBe('v0.1.0');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Toggle side menu' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.goto('/');
    await page.waitForURL('**/login?next=%2F');
    await context.close();
  });

  it('sends a signed-out visitor of a protected route to /login and back after sign-in', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/notefeed');
    await page.waitForURL('**/login?next=%2Fnotefeed');
    await page.getByLabel('Email').fill('rep.fl@humidor.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('humidor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/notefeed');
    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    const menu = page.getByLabel('Side menu');
    await menu.getByRole('link', { name: 'Notes Feed', exact: true }).waitFor();
    await expect(menu.getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(0);
    await context.close();
  });
});
