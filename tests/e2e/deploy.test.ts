import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, signInAs } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Issue 32 (decisions 0095, 0096): a deploy while a rep has Humidor open in a tab the service worker
// does not control (a first visit, site data off, a private window). The server runs from a copy of
// the build; a "deploy" replaces the copy's web app with one whose every asset has another name, so
// the old tab's next page asks for a chunk that is gone.

const root = path.resolve(import.meta.dirname, '../..');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-deploy-'));
const webDir = path.join(folder, 'dist/web');
let server: RunningServer;
let browser: Browser;

/** The build as `npm start` would make it, copied with what the copy's server needs around it. */
function copyBuild(): void {
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { build, staleTargets } = await import('./scripts/build.mjs'); await build(staleTargets({ checkSources: true }));",
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the build failed');
  for (const part of ['web', 'web-ssr', 'server']) {
    fs.cpSync(path.join(root, 'dist', part), path.join(folder, 'dist', part), { recursive: true });
  }
  fs.copyFileSync(path.join(root, 'package.json'), path.join(folder, 'package.json'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'));
}

/** The tab's service workers and scripts, for a failure message. */
function workerStates(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      location: window.location.href,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      installing: registration?.installing?.state ?? null,
      scripts: [...document.scripts].map((script) => script.src).filter(Boolean),
    };
  });
}

/**
 * Deploys version `version`: every file under assets/ gets a new name (as new content hashes give
 * it) and every reference to it is rewritten, in a new folder that then takes the old one's place.
 * The precompressed copies are left out (the server sends the plain files).
 */
function deploy(version: string): void {
  const next = `${webDir}-${version}`;
  fs.cpSync(webDir, next, { recursive: true });
  for (const entry of fs.readdirSync(next, { recursive: true, withFileTypes: true })) {
    if (/\.(br|gz)$/.test(entry.name)) fs.rmSync(path.join(entry.parentPath, entry.name));
  }
  const assets = path.join(next, 'assets');
  const names = fs.readdirSync(assets);
  const renamed = new Map(names.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/i, `-${version}$1`)]));
  for (const [from, to] of renamed) fs.renameSync(path.join(assets, from), path.join(assets, to));
  // Longest first, and only as a whole name, so no name is rewritten inside another.
  const escaped = [...renamed.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const reference = new RegExp(`(?<![\\w.-])(${escaped.join('|')})`, 'g');
  for (const entry of fs.readdirSync(next, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(js|css|html|json|webmanifest)$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8').replace(reference, (name) => renamed.get(name) ?? name);
    // The service worker's precache list: new content has new revisions, so the new worker
    // downloads index.html and the other unhashed files again.
    fs.writeFileSync(file, text.replace(/revision:"([^"]+)"/g, `revision:"$1-${version}"`));
  }
  fs.rmSync(`${webDir}-old`, { recursive: true, force: true });
  fs.renameSync(webDir, `${webDir}-old`);
  fs.renameSync(next, webDir);
}

/** The scripts the page runs now (the entry and what it imported). */
const scriptsOf = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

beforeAll(async () => {
  copyBuild();
  server = await startServer({}, path.join(folder, 'dist/server/main.js'));
  browser = await launchBrowser();
  // The build (when the sources changed) comes first: minutes on a busy machine.
}, 420_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('a deploy while a tab is open', () => {
  it('moves the old tab onto the new version at its next page, saying so, with the draft kept; never in a loop', async () => {
    // No service worker: the tab asks the server for every chunk, as on a first visit.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: desktop,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/assets/')) {
        missing.push(response.url());
      }
    });
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto('/ordercreate');
    const instructions = page.getByRole('textbox', { name: 'Order Instructions' });
    await instructions.fill('Ship with the event order');
    // The form keeps its draft in the browser's storage as it is typed.
    await page.waitForFunction(() =>
      Object.values(localStorage).some((value) => value.includes('Ship with the event order')),
    );
    const before = await scriptsOf(page);

    deploy('v2');
    // The old names are gone: the server says so plainly instead of sending the app's page.
    const gone = new URL(before.find((url) => url.includes('/assets/') && url.endsWith('.js')) as string);
    const answer = await context.request.get(gone.pathname);
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8');

    // A page whose code the tab has not loaded: the old name fails, the tab reloads onto the new version.
    await page.getByRole('link', { name: 'Notes Feed' }).click();
    await page.getByRole('status', { name: 'Humidor was updated' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/notefeed');
    await page.getByRole('heading', { name: 'Notes Feed' }).waitFor();
    // What failed was an old name, and only old names failed.
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.filter((url) => /-v2\./.test(url))).toEqual([]);
    const after = await scriptsOf(page);
    expect(after.some((url) => /-v2\.js$/.test(url))).toBe(true);
    expect(
      after
        .filter((url) => url.endsWith('.js'))
        .every((url) => !url.includes('/assets/') || /-v2\.js$/.test(url)),
    ).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The draft typed in the old version is in the form of the new one.
    await page
      .getByRole('status', { name: 'Humidor was updated' })
      .getByRole('button', { name: 'OK' })
      .click();
    await page.getByRole('link', { name: 'New Order' }).click();
    await instructions.waitFor();
    await expect.poll(() => instructions.inputValue(), { timeout: 10_000 }).toBe('Ship with the event order');

    // Another deploy within the minute: the reload just made did not help, so the error and a
    // Reload button show instead of reloading again.
    deploy('v3');
    await page.getByRole('link', { name: 'My Tasks' }).click();
    await page.getByRole('alert').getByText('This page could not be shown').waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'My Tasks' }).waitFor();
    expect((await scriptsOf(page)).some((url) => /-v3\.js$/.test(url))).toBe(true);
    await context.close();
  });

  it('moves a tab the service worker controls at its next navigation once the new version waits, with the draft kept', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: desktop });
    const page = await context.newPage();
    await signInAs(page, 'rep.tx@humidor.test');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/ordercreate');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The app registers with the worker once the page is idle (app/pwa/register.ts): from then on it
    // hears of a new version.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/workbox-window')),
    );
    const instructions = page.getByRole('textbox', { name: 'Order Instructions' });
    await instructions.fill('Deliver before the event');
    await page.waitForFunction(() =>
      Object.values(localStorage).some((value) => value.includes('Deliver before the event')),
    );

    deploy('v4');
    // The browser looks for a new worker at the next page load or the hourly check; ask now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByRole('status', { name: 'New version' });
    await prompt.waitFor();
    // Put off: the old version keeps running from the worker's precache until the next navigation.
    await prompt.getByRole('button', { name: 'Later' }).click();
    // A page busy with requests while the new version takes over: each one may start the old worker
    // again as the browser stops it for the swap, which then waits for good unless retried
    // (app/pwa/register.ts). Whole runs hit it by chance; this makes it likely in every run.
    await page.evaluate(() => setInterval(() => void fetch('/healthz'), 30));
    await page.getByRole('link', { name: 'Notes Feed' }).click();
    await page.waitForURL('**/notefeed');
    // On a failure, say where the worker was.
    await page
      .waitForFunction(() => [...document.scripts].some((script) => /-v4\.js$/.test(script.src)))
      .catch(async (error: Error) => {
        throw new Error(
          `${error.message}\nThe service worker then: ${JSON.stringify(await workerStates(page))}`,
        );
      });
    await page.getByRole('heading', { name: 'Notes Feed' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('link', { name: 'New Order' }).click();
    await instructions.waitFor();
    await expect.poll(() => instructions.inputValue(), { timeout: 10_000 }).toBe('Deliver before the event');
    await context.close();
  });
});
