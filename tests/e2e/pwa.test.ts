import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, desktop, newContext, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

// The installable app (issue 15 part 1, decision 0053): manifest, service worker, the offline shell,
// and the headers that keep the API out of every cache. http://127.0.0.1 is a secure context, so the
// worker registers as it would over HTTPS.

useJourneys();

/** Every journey here is about the service worker or the installed app: each keeps it (decision 0286). */
const withWorker = { serviceWorkers: 'allow' } as const;

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until the service worker is active and controls the page (a reload hands it the page). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('the installable app', () => {
  it('links a valid manifest whose icons are served', async () => {
    const context = await newContext(browser, server.url, undefined, withWorker);
    const page = await context.newPage();
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await context.request.get(href as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Humidor',
      short_name: 'Humidor',
      start_url: '/',
      display: 'standalone',
    });
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await context.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      // A PNG's width and height sit at bytes 16–23 of its header.
      const body = await image.body();
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([width, height]);
    }
    await context.close();
  });

  it('registers a service worker that controls the page, and a reload offline shows the app', async () => {
    const context = await newContext(browser, server.url, undefined, withWorker);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.getByTestId('last-updated').waitFor();
    await controlledByWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    // The map draws its tiles in a worker of its own (an .mjs file): offline it must come from the
    // precache like the pages' code, or the map stays blank without signal.
    const precached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(precached.some((url) => /\/assets\/maplibre-gl-worker-[^/]*\.mjs/.test(url))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    // The page comes from the worker's precache, not the browser's "no internet" page.
    expect(page.url()).toBe(`${server.url}/`);
    await expect(page.title()).resolves.toMatch(/Humidor/);
    await page
      .getByText(/offline|cannot be reached/i)
      .first()
      .waitFor();
    // A page never opened before also loads its code from the precache.
    await page.goto('/notefeed');
    await expect(page.title()).resolves.toMatch(/Humidor/);
    await page
      .getByText(/offline|cannot be reached/i)
      .first()
      .waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('keeps API answers out of every cache and wipes the site data at sign-out', async () => {
    // On a desktop the side menu, with Sign out, is open from the start.
    const context = await newContext(browser, server.url, desktop, withWorker);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    // A page the browser draws asks who is signed in (the home page arrives with its answers in it).
    const me = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/me' && response.ok(),
    );
    await page.goto('/notefeed');
    expect((await me).headers()['cache-control']).toBe('private, no-store');
    await appReady(page);
    const direct = await context.request.get('/api/me');
    expect(direct.status()).toBe(200);
    expect(direct.headers()['cache-control']).toBe('private, no-store');
    // The worker never keeps an API answer.
    await controlledByWorker(page);
    const cachedApi = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith('/api/')) found.push(request.url);
        }
      }
      return found;
    });
    expect(cachedApi).toEqual([]);

    const signOut = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/sign-out',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();
    const answer = await signOut;
    expect(answer.status()).toBe(200);
    // headers() leaves security headers out; allHeaders() has them all.
    expect((await answer.allHeaders())['clear-site-data']).toBe('"cache", "storage"');
    await page.waitForURL('**/login');
    await context.close();
  });
});
