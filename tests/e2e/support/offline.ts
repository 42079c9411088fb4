import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, newContext, signInAs, type ServiceWorkers } from './browser.js';
import { activeCustomerIn, quantityBox, type CustomerSummary } from './data.js';
import { browser, server } from './journeys.js';

// What the offline journeys share (tests/e2e/offline*.test.ts). APIRequestContext (page.request) is
// not switched off by context.setOffline: the journeys check the server with it while the page is
// offline.

/** Signing in, loading pages and waiting for the replayer on a busy machine. */
export const slow = 120_000;

export const notesWithSubject = async (page: Page, subject: string) => {
  const feed = (await (await page.request.get('/api/notes?limit=200')).json()) as {
    notes: { id: string; subject: string }[];
  };
  return feed.notes.filter((note) => note.subject === subject);
};

export const ordersWithInstructions = async (page: Page, customerListId: string, instructions: string) => {
  const feed = (await (
    await page.request.get(`/api/orders?customerListId=${encodeURIComponent(customerListId)}`)
  ).json()) as { orders: { id: string; instructions?: string }[] };
  return feed.orders.filter((order) => order.instructions === instructions);
};

export const userIdOf = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

/**
 * The query hashes of the answers this user's device keeps for reading offline, as IndexedDB holds
 * them (written a moment after each answer, many to a row, src/web/offline/cache.ts): a journey that
 * goes offline waits for the answers it will read, not only for the page that showed them.
 */
export const storedQueries = (page: Page, userId: string) =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('contents')) return resolve([]);
          const rows = db.transaction('contents').objectStore('contents').getAll();
          rows.onsuccess = () => {
            const contents = rows.result as { answers: [string, number][] }[];
            resolve(contents.flatMap((row) => row.answers.map(([hash]) => hash)));
            db.close();
          };
        };
        open.onerror = () => resolve([]);
      }),
    `humidor-offline-${userId}`,
  );

/** The outbox entry on /outbox whose label has `label`. */
export const entry = (page: Page, label: string) =>
  page.getByTestId('outbox-entry').filter({ hasText: label });

/**
 * Opens /outbox once and comes back, in the page (no reload): its lazily loaded code is then in this
 * document, so it opens with the network off. (A reload offline needs the service worker, decision
 * 0053; the journeys that do not reload do not depend on it.)
 */
export async function warmOutboxPage(page: Page) {
  await page.getByTestId('outbox-button').click();
  await page.getByRole('button', { name: 'Send now' }).waitFor();
  await page.goBack();
}

/**
 * Signed in as rep.fl. The offline journeys keep the service worker, as a phone has it; a journey
 * of the outbox that never goes offline may block it (`newContext`, decision 0286).
 */
export async function signedIn(
  viewport = desktop,
  serviceWorkers: ServiceWorkers = 'allow',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.url, viewport, { serviceWorkers });
  const page = await context.newPage();
  await signInAs(page, 'rep.fl@humidor.test');
  return { context, page };
}

export async function fillNote(page: Page, customer: CustomerSummary, subject: string) {
  await page.goto(`/notecreate?customerListID=${encodeURIComponent(customer.listId)}`);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await warmOutboxPage(page);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Note Text' }).fill('Written without signal in the car park.');
}

export async function submitNote(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Are you sure you want to submit this note?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
}

/** A product of the TAA 2025 order form with a price. */
export async function pricedItem(page: Page) {
  const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
    items: { listId: string; name: string; salesPrice: number }[];
  };
  const item = catalog.items.find((i) => i.salesPrice > 0);
  if (!item) throw new Error('no priced item on TAA 2025');
  return item;
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: RegExp, option: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Customer tab of /ordercreate for `customer`: a Regular TAA 2025 order with `instructions`. */
export async function startOrder(page: Page, customer: CustomerSummary, instructions: string) {
  await page.goto(`/ordercreate?customerListID=${encodeURIComponent(customer.listId)}`);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await warmOutboxPage(page);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await choose(page, /^Order Type/, 'Regular');
  await choose(page, /^Order Form/, 'TAA 2025');
  await page.getByRole('textbox', { name: 'Order Instructions' }).fill(instructions);
}

/** On the Products tab: sets `qty` boxes of `name` and waits for the footer to count them. */
export async function setQuantity(page: Page, name: string, qty: number) {
  await (await quantityBox(page, name)).fill(String(qty));
  await expect.poll(() => page.getByTestId('footer-total').textContent()).toContain(`${qty} boxes`);
}

/** From the Products tab: Next to the Summary, Submit, and confirm. */
export async function submitOrder(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Are you sure you want to submit this order?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
}

/** Signed in as rep.fl (on a desktop), with one of their customers. */
export async function signedInWithCustomer() {
  const { context, page } = await signedIn();
  return { context, page, customer: await activeCustomerIn(page) };
}

/** Signed in as rep.fl, with a note `<prefix> <time>` typed in the note form and not yet submitted. */
export async function noteTyped(prefix: string) {
  const { context, page, customer } = await signedInWithCustomer();
  const subject = `${prefix} ${Date.now()}`;
  await fillNote(page, customer, subject);
  return { context, page, customer, subject };
}

/** The first note sent from the page goes to `handle`, the rest to the server; `count` says how many did. */
export async function interceptFirstNoteSend(page: Page, handle: (route: Route) => Promise<void>) {
  const handled = { count: 0 };
  await page.route('**/api/notes', (route) => {
    if (route.request().method() !== 'POST' || handled.count > 0) return route.fallback();
    handled.count += 1;
    return handle(route);
  });
  return handled;
}

/** Signed in as rep.fl with a note `<prefix> <time>` saved on the server for one of their customers. */
export async function noteOnServer(prefix: string) {
  const { context, page, customer } = await signedInWithCustomer();
  const subject = `${prefix} ${Date.now()}`;
  const created = await page.request.post('/api/notes', {
    data: {
      noteClass: 'standard',
      customerListId: customer.listId,
      subject,
      text: 'Seen.',
      tags: [],
      damagedItems: [],
    },
  });
  const { note } = (await created.json()) as { note: { id: string } };
  return { context, page, subject, noteId: note.id };
}

/** The page is the service worker's (a reload hands it the page the worker did not load). */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (await page.evaluate(() => !navigator.serviceWorker.controller)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
