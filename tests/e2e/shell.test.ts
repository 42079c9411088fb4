import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, desktop, newContext, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

const packageVersion = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;

useJourneys();

/**
 * For journeys that need the service worker out of the way: page.route does not see the requests of
 * a page it controls, and its cache would hold code a journey needs missing.
 */
const noWorker = { serviceWorkers: 'block' } as const;

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
    await menu.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    await expect(page.getByTestId('app-version').textContent()).resolves.toBe(`v${packageVersion}`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Toggle side menu' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.goto('/');
    await page.waitForURL('**/login?next=%2F');
    await context.close();
  });

  it('offline, a page whose code never reached the device says so inside the shell, and opens once back online', async () => {
    // No service worker: nothing has cached the Inventory page's code.
    const context = await newContext(browser, server.url, desktop, noWorker);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const menu = page.getByLabel('Side menu');
    await menu.getByRole('link', { name: 'Inventory', exact: true }).waitFor();
    await context.setOffline(true);
    await menu.getByRole('link', { name: 'Inventory', exact: true }).click();
    await page.getByText(/had not reached this device/).waitFor();
    // The shell stays: its menu still leads to what the device keeps.
    await menu.getByRole('link', { name: 'Notes Feed', exact: true }).waitFor();
    await page.getByRole('link', { name: 'What this device keeps' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
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

  it('goes on only within its own origin after sign-in, whatever `next` says (issue 44)', async () => {
    const context = await newContext(browser, server.url, desktop, noWorker);
    // Were the browser sent away, it would land on this page rather than on a failed lookup.
    await context.route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Elsewhere</h1>' }),
    );
    const page = await context.newPage();
    const origin = new URL(server.url).origin;
    await page.goto('/login?next=/%09/evil.example/x');
    await page.getByLabel('Email').fill('rep.fl@humidor.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('humidor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await appReady(page);
    expect(new URL(page.url()).origin).toBe(origin);
    // Already signed in, the sign-in page sends the visitor on at once: still only here.
    for (const next of ['/%0A/evil.example/x', '/%09%09/evil.example/x', '/.//evil.example/x']) {
      await page.goto(`/login?next=${next}`);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await appReady(page);
      expect(new URL(page.url()).origin, next).toBe(origin);
    }
    await context.close();
  });

  it('numbers the version on from the original 3.4.8', () => {
    // Each release raises it (CHANGELOG.md, scripts/changelog.test.ts); never below the original's.
    const [major, minor, patch] = packageVersion.split('.').map(Number);
    expect(major! * 1e6 + minor! * 1e3 + patch!).toBeGreaterThan(3 * 1e6 + 4 * 1e3 + 8);
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect([lock.version, lock.packages['']!.version]).toEqual([packageVersion, packageVersion]);
  });

  it.each([375, 414])('keeps every footer link on screen at %i px', async (width) => {
    const context = await newContext(browser, server.url, { width, height: 800 });
    const page = await context.newPage();
    await signInAs(page, 'admin@humidor.test');
    // The Reports link shows only to a user with a dashboard, and it is the one that was cut off.
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const saved = await page.request.patch(`/api/admin/users/${me.user.id}`, {
      data: { reportUrl: 'https://reports.example.com/d/42' },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    const footer = page.getByRole('navigation', { name: 'Quick actions' });
    for (const name of ['Home', 'Note', 'Order', 'Reports']) {
      const box = await footer.getByRole('link', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
});

/** Fills the sign-in form and presses Sign in; returns the text of the alert that answers. */
async function refusedSignIn(page: Page, email = 'rep.fl@humidor.test', password = 'humidor-demo') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await alert.waitFor();
  return alert.textContent();
}

describe('every refused sign-in says why', () => {
  it('points out empty fields instead of doing nothing', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByLabel('Email');
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const errorIds = describedBy.split(' ').filter(Boolean);
    const errors = await Promise.all(errorIds.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(errors).toContain('Enter your email.');
    await page.getByText('Enter your password.').waitFor();
    await context.close();
  });

  it('shows the server’s message for a locked account', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(refusedSignIn(page, 'office@humidor.test', 'wrong')).resolves.toContain(
        'Wrong Password / User does not exist',
      );
    }
    await expect(refusedSignIn(page, 'office@humidor.test', 'wrong')).resolves.toContain(
      'Too many failed sign-ins. Please wait 15 minutes and try again.',
    );
    await context.close();
  });

  it('shows the server’s message when the sign-in is forbidden', async () => {
    const context = await newContext(browser, server.url, undefined, noWorker);
    const page = await context.newPage();
    // What the server forwards when better-auth refuses a page from an origin it does not trust.
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INVALID_ORIGIN', message: 'Invalid origin' }),
      }),
    );
    await expect(refusedSignIn(page)).resolves.toContain('Invalid origin');
    await context.close();
  });

  it('says so when Humidor cannot be reached or fails', async () => {
    const context = await newContext(browser, server.url, undefined, noWorker);
    // better-auth checks the origin of requests that carry its cookie, as a returning browser's do.
    await context.addCookies([{ name: 'better-auth.session_token', value: 'expired', url: server.url }]);
    const page = await context.newPage();
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('internetdisconnected'));
    await expect(refusedSignIn(page)).resolves.toContain('Humidor cannot be reached');
    await page.unroute('**/api/auth/sign-in/email');
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'The server had a problem. Please try again.' }),
      }),
    );
    await expect(refusedSignIn(page)).resolves.toContain('The server had a problem. Please try again.');
    await page.unroute('**/api/auth/sign-in/email');
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    await expect(refusedSignIn(page)).resolves.toContain('Humidor did not answer as expected');
    await context.close();
  });
});
