import fs from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Cookie,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { onTestFailed } from 'vitest';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How Chromium is started, by one file (`launchBrowser`) or for the whole run (global-setup.ts). */
export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** Set by the browser journeys' global setup: the one Chromium the run's files share. */
export const sharedBrowserVariable = 'HUMIDOR_E2E_BROWSER';

/**
 * The run's shared Chromium when the journeys' global setup started one (a connection to it, about
 * a third of the cost of starting Chromium: decision 0278), else a Chromium of this file's own (the
 * fault suite). Files share nothing through it: each test opens its own context, and `close()` on
 * a connection closes that connection's contexts and leaves the browser running.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[sharedBrowserVariable];
  return shared ? chromium.connect(shared) : chromium.launch(launchOptions);
}

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 900 };

/** Whether a context's pages may install the service worker: see `newContext`. */
export type ServiceWorkers = 'allow' | 'block';

/**
 * A browser context as fresh as a new one; on a failed test its pages are photographed into
 * test-results/. Its pages install no service worker unless `serviceWorkers: 'allow'` (decision
 * 0286): the worker precaches the whole built app (about 5 CPU seconds in every context that signs
 * in) and only the journeys of the offline and installed app need it (those go offline, reload
 * offline, or test the worker itself). Blocked, a page's requests also stay where `page.route` sees
 * them: once the worker controls a page, they pass through it and Playwright neither sees nor routes
 * them (docs/testing.md).
 *
 * A context without the worker that a journey closed is not closed but emptied and handed to the
 * file's next journey with its first tab (decision 0350): cookies, storage, permissions, routes
 * and the network's state are reset as a new context has them, while the tab keeps its
 * renderer and the scripts it compiled — a cold context costs about 3 CPU seconds of Chromium
 * before the first screen, most of a short journey. `fresh: true` asks for a new context (a
 * journey that measures a first visit).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = phone,
  options: { serviceWorkers?: ServiceWorkers; fresh?: boolean } = {},
): Promise<BrowserContext> {
  const { fresh = false, ...contextOptions } = options;
  const context =
    fresh || contextOptions.serviceWorkers === 'allow'
      ? await browser.newContext({ baseURL, viewport, serviceWorkers: 'block', ...contextOptions })
      : await keptContext(browser, baseURL, viewport);
  onTestFailed(async ({ task }) => {
    const dir = path.resolve('test-results');
    fs.mkdirSync(dir, { recursive: true });
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    for (const [index, page] of context.pages().entries()) {
      await page
        .screenshot({ path: path.join(dir, `${name}-${index}.png`), fullPage: true })
        .catch(() => undefined);
    }
  });
  return context;
}

/**
 * A context without the service worker whose `close()` empties it and keeps it for the next call
 * (`newContext`; the journeys' benchmark compares it with new contexts).
 */
export async function keptContext(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context =
    (await takeIdle(browser, baseURL, viewport)) ??
    (await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' }));
  keepOnClose(browser, baseURL, context);
  return context;
}

/** The contexts whose `close()` keeps them (`keepOnClose`). */
const keeping = new WeakSet<BrowserContext>();

/** Emptied contexts waiting for the file's next journey, per browser connection and server. */
const idle = new WeakMap<Browser, Map<string, BrowserContext[]>>();

function idleOf(browser: Browser, baseURL: string): BrowserContext[] {
  const servers = idle.get(browser) ?? new Map<string, BrowserContext[]>();
  idle.set(browser, servers);
  const contexts = servers.get(baseURL) ?? [];
  servers.set(baseURL, contexts);
  return contexts;
}

/** An emptied context of this server with its one blank tab set to `viewport`, if there is one. */
async function takeIdle(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext | undefined> {
  const context = idleOf(browser, baseURL).pop();
  if (!context) return undefined;
  await context.pages()[0]?.setViewportSize(viewport);
  return context;
}

/**
 * Makes `close()` empty the context and keep it for the next journey (also when a journey closes it
 * as `page.context().close()`). A context given what cannot be taken back (an init script, an exposed
 * function) or left with more than its first tab is closed for good instead.
 */
function keepOnClose(browser: Browser, baseURL: string, context: BrowserContext): void {
  if (keeping.has(context)) return;
  keeping.add(context);
  const close = context.close.bind(context);
  let permanent = false;
  const contextListeners = listenersOf(context);
  let tabListeners = new Map<string | symbol, number>();
  const marking =
    <T extends unknown[], R>(method: (...args: T) => Promise<R>) =>
    (...args: T): Promise<R> => {
      permanent = true;
      return method(...args);
    };
  context.addInitScript = marking(context.addInitScript.bind(context));
  context.exposeBinding = marking(context.exposeBinding.bind(context));
  context.exposeFunction = marking(context.exposeFunction.bind(context));
  // The first tab is the kept one: what it is given for good marks the context too.
  const opened = new WeakSet<Page>();
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const blank = context.pages().length === 1 ? context.pages()[0] : undefined;
    if (blank && !opened.has(blank)) {
      opened.add(blank);
      return blank;
    }
    const page = await newPage();
    if (context.pages().length === 1) {
      opened.add(page);
      tabListeners = listenersOf(page);
      page.addInitScript = marking(page.addInitScript.bind(page));
      page.exposeBinding = marking(page.exposeBinding.bind(page));
      page.exposeFunction = marking(page.exposeFunction.bind(page));
    }
    return page;
  };
  context.close = async (options?: { reason?: string }) => {
    const pages = context.pages();
    const [tab] = pages;
    // A listener a journey left (a dialog accepted, a file chooser taken) would act in the next one,
    // and removing it behind Playwright's back leaves its own bookkeeping wrong: such a context goes.
    const listening = !tab || added(tab, tabListeners) || added(context, contextListeners);
    if (permanent || listening || pages.length !== 1 || !tab || tab.isClosed()) return close(options);
    const emptied = await empty(context, tab, baseURL).then(
      () => true,
      () => false,
    );
    if (!emptied) return close(options);
    opened.delete(tab);
    idleOf(browser, baseURL).push(context);
  };
}

/** Playwright's emitters at run time (their types leave these out). */
interface Emitter {
  eventNames(): (string | symbol)[];
  listenerCount(event: string | symbol): number;
}

/** How many listeners each event has: Playwright's own ('close', 'crash') are there from the start. */
function listenersOf(emitter: Page | BrowserContext): Map<string | symbol, number> {
  const events = emitter as unknown as Emitter;
  return new Map(events.eventNames().map((name) => [name, events.listenerCount(name)]));
}

/** Whether a journey added a listener that `listenersOf` did not find at the start. */
function added(emitter: Page | BrowserContext, start: Map<string | symbol, number>): boolean {
  return [...listenersOf(emitter)].some(([name, count]) => count > (start.get(name) ?? 0));
}

/** Resets what a journey may have changed, as a new context would have it. */
async function empty(context: BrowserContext, tab: Page, baseURL: string): Promise<void> {
  // Unsent requests and the app's own timers end with the document.
  if (tab.url().startsWith(baseURL)) await tab.evaluate(() => sessionStorage.clear());
  // A page of the same server, not about:blank: the next journey's first page then stays in this
  // tab's renderer, whose compiled scripts are the point of keeping it.
  await tab.goto(new URL('/healthz', baseURL).href);
  await Promise.all([
    tab.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
  ]);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL).origin,
    storageTypes: 'all',
  });
  await cdp.detach();
  await Promise.all([
    context.clearCookies(),
    context.clearPermissions(),
    context.setOffline(false),
    context.setGeolocation(null),
    context.setExtraHTTPHeaders({}),
  ]);
}

/**
 * The session each user got at their first sign-in in this file (the file's module, so its own
 * server), by email and password: a later `signInAs` in a fresh context takes the session's cookies
 * instead of typing the form again (decision 0279). Sessions carry no state of their own on the
 * server, and the form is still typed once per user per file.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs `email` in and lands on the home page with the app ready. In a fresh context whose user
 * signed in earlier in the file, and whose session the server still knows (a journey may have signed
 * it out), it reuses that session; otherwise it signs in through the form, as a user does.
 */
export async function signInAs(page: Page, email: string, password = 'humidor-demo'): Promise<void> {
  const key = `${email}\n${password}`;
  const context = page.context();
  const kept = sessions.get(key);
  // A context with cookies already (a user signed out, another signs in) goes through the form,
  // which also forgets the previous user kept on the device.
  if (kept && (await context.cookies()).length === 0) {
    await context.addCookies(kept);
    if ((await page.request.get('/api/me')).ok()) {
      await page.goto('/');
      await appReady(page);
      return;
    }
    await context.clearCookies();
  }
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await appReady(page);
  sessions.set(key, await context.cookies());
}

/** Waits until the app answers taps: a page the server drew shows before it does (decision 0092). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Waits until the page has its heading and nothing is loading or moving any more. */
export async function settle(page: Page): Promise<void> {
  await appReady(page);
  // A page without its h1 is reported by the test that looks for it rather than failing here.
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
  // Mantine transitions (menus, collapses) end within 300 ms; a check mid-fade reads wrong colours and boxes.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}
