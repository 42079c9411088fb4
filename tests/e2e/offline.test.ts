import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

// Working offline (issue 15 parts 2–6, decisions 0055–0057): what was read stays readable, what is
// written waits in the outbox and reaches the server once, refusals stay visible, sign-out wipes.
// APIRequestContext (page.request) is not switched off by context.setOffline: the tests check the
// server with it while the page is offline.

// Signing in, loading pages and waiting for the replayer on a busy machine.
const slow = 120_000;

useJourneys();

interface Summary {
  listId: string;
  fullName: string;
  state: string | null;
  isActive: boolean;
}

/** An active customer in rep.fl's states. */
async function floridaCustomer(page: Page): Promise<Summary> {
  const found = (await (await page.request.get('/api/customers/search?q=a&limit=50')).json()) as {
    customers: Summary[];
  };
  const customer = found.customers.find((c) => c.isActive && c.state === 'FL');
  if (!customer) throw new Error('no active customer in FL');
  return customer;
}

const notesWithSubject = async (page: Page, subject: string) => {
  const feed = (await (await page.request.get('/api/notes?limit=200')).json()) as {
    notes: { id: string; subject: string }[];
  };
  return feed.notes.filter((note) => note.subject === subject);
};

const ordersWithInstructions = async (page: Page, customerListId: string, instructions: string) => {
  const feed = (await (
    await page.request.get(`/api/orders?customerListId=${encodeURIComponent(customerListId)}`)
  ).json()) as { orders: { id: string; instructions?: string }[] };
  return feed.orders.filter((order) => order.instructions === instructions);
};

/** The query hashes of the answers kept for reading offline, as IndexedDB holds them. */
const storedQueries = (page: Page, userId: string) =>
  page.evaluate(
    (name) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const keys = db.transaction('queries').objectStore('queries').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
            db.close();
          };
        };
        open.onerror = () => resolve([]);
      }),
    `humidor-offline-${userId}`,
  );

const userIdOf = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

async function fillNote(page: Page, customer: Summary, subject: string) {
  await page.goto(`/notecreate?customerListID=${encodeURIComponent(customer.listId)}`);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await warmSyncPage(page);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Note Text' }).fill('Written without signal in the car park.');
}

async function submitNote(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Are you sure you want to submit this note?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
}

const entry = (page: Page, label: string) => page.getByTestId('outbox-entry').filter({ hasText: label });

/**
 * Opens /sync once and comes back, in the page (no reload): its lazily loaded code is then in this
 * document, so it opens with the network off. (A reload offline needs the service worker, decision
 * 0053; these journeys do not depend on it.)
 */
async function warmSyncPage(page: Page) {
  await page.getByTestId('sync-button').click();
  await page.getByRole('button', { name: 'Sync now' }).waitFor();
  await page.goBack();
}

async function signedIn(viewport = desktop): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await signInAs(page, 'rep.fl@humidor.test');
  return { context, page };
}

describe('reading offline', () => {
  it(
    'a customer visited before is readable with the network off, under the offline banner',
    async () => {
      const { context, page } = await signedIn();
      const customer = await floridaCustomer(page);
      await page.goto(`/customerpage/${encodeURIComponent(customer.listId)}`);
      await page.getByRole('heading', { name: customer.fullName }).first().waitFor();
      const userId = await userIdOf(page);
      // Kept in this user's IndexedDB database, not only in the page's memory.
      await expect
        .poll(async () => (await storedQueries(page, userId)).some((hash) => hash.includes(customer.listId)))
        .toBe(true);
      // Away and back within the page, with the network off in between.
      await page
        .getByRole('navigation', { name: 'Quick actions' })
        .getByRole('link', { name: 'Home' })
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.setOffline(true);
      await page.goBack();
      await page.getByTestId('offline-banner').waitFor();
      await page.getByRole('heading', { name: customer.fullName }).first().waitFor();
      await context.close();
    },
    slow,
  );
});

describe('writing offline', () => {
  it(
    'a note written offline waits, survives a reload, and reaches the server once when back online',
    async () => {
      const { context, page } = await signedIn();
      const customer = await floridaCustomer(page);
      const subject = `Offline note ${Date.now()}`;
      await fillNote(page, customer, subject);

      await context.setOffline(true);
      await submitNote(page);
      await page.waitForURL('**/sync');
      await entry(page, subject).getByText('Waiting to send').waitFor();
      await page.getByTestId('sync-button').waitFor();
      expect(await notesWithSubject(page, subject)).toEqual([]);

      // The page reloads with the server still unreachable for writes: the outbox is on the device.
      await page.route('**/api/notes', (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
      );
      await context.setOffline(false);
      await page.reload();
      await entry(page, subject).getByText('Waiting to send').waitFor();
      expect(await notesWithSubject(page, subject)).toEqual([]);

      await page.unroute('**/api/notes');
      await page.getByRole('button', { name: 'Sync now' }).click();
      await entry(page, subject).getByText('Sent').waitFor();
      await page.getByRole('button', { name: 'Sync now' }).click();
      await page
        .getByTestId('sync-counts')
        .getByText(/^0 waiting/)
        .waitFor();
      expect(await notesWithSubject(page, subject)).toHaveLength(1);
      await context.close();
    },
    slow,
  );

  it(
    'a note whose answer is lost after the server saved it is sent again and saved once',
    async () => {
      const { context, page } = await signedIn();
      const customer = await floridaCustomer(page);
      const subject = `Dropped answer ${Date.now()}`;
      await fillNote(page, customer, subject);
      let dropped = 0;
      await page.route('**/api/notes', async (route) => {
        if (route.request().method() !== 'POST' || dropped > 0) return route.fallback();
        dropped += 1;
        // The server commits; the connection drops before the answer arrives.
        await route.fetch();
        await route.abort('connectionreset');
      });
      await submitNote(page);
      await page.waitForURL('**/sync');
      await entry(page, subject).waitFor();
      await page.getByRole('button', { name: 'Sync now' }).click();
      await entry(page, subject).getByText('Sent').waitFor();
      expect(dropped).toBe(1);
      expect(await notesWithSubject(page, subject)).toHaveLength(1);
      await context.close();
    },
    slow,
  );

  it(
    'an order written offline is priced in the browser, waits, and is saved once when back online',
    async () => {
      const { context, page } = await signedIn();
      const customer = await floridaCustomer(page);
      const instructions = `Offline order ${Date.now()}`;
      const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
        items: { listId: string; name: string; salesPrice: number }[];
      };
      const item = catalog.items.find((i) => i.salesPrice > 0);
      expect(item).toBeDefined();

      await page.goto(`/ordercreate?customerListID=${encodeURIComponent(customer.listId)}`);
      await page.getByRole('button', { name: 'Clear customer' }).waitFor();
      await warmSyncPage(page);
      await page.getByRole('button', { name: 'Clear customer' }).waitFor();
      await page
        .getByRole('textbox', { name: /^Order Type/ })
        .or(page.getByRole('combobox', { name: /^Order Type/ }))
        .first()
        .click();
      await page.getByRole('option', { name: 'Regular', exact: true }).click();
      await page
        .getByRole('textbox', { name: /^Order Form/ })
        .or(page.getByRole('combobox', { name: /^Order Form/ }))
        .first()
        .click();
      await page.getByRole('option', { name: 'TAA 2025', exact: true }).click();
      await page.getByRole('textbox', { name: 'Order Instructions' }).fill(instructions);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('spinbutton', { name: `Quantity of ${item!.name}` }).fill('3');
      await expect.poll(() => page.getByTestId('footer-total').textContent()).toContain('3 boxes');

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Are you sure you want to submit this order?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/sync');
      await entry(page, `Order: ${customer.fullName}`).getByText('Waiting to send').waitFor();
      expect(await ordersWithInstructions(page, customer.listId, instructions)).toEqual([]);

      // Back online: the browser's online event sends it.
      await context.setOffline(false);
      await entry(page, `Order: ${customer.fullName}`).getByText('Sent').waitFor();
      expect(await ordersWithInstructions(page, customer.listId, instructions)).toHaveLength(1);
      await context.close();
    },
    slow,
  );

  it(
    'a comment refused because its note was deleted meanwhile stays on /sync with the reason',
    async () => {
      const { context, page } = await signedIn();
      const customer = await floridaCustomer(page);
      const created = await page.request.post('/api/notes', {
        data: {
          noteClass: 'standard',
          customerListId: customer.listId,
          subject: `To be deleted ${Date.now()}`,
          text: 'Soon gone.',
          tags: [],
          damagedItems: [],
        },
      });
      const { note } = (await created.json()) as { note: { id: string } };
      await page.goto(`/noteview/${note.id}`);
      const comment = `Offline comment ${Date.now()}`;
      const box = page.getByLabel('Add a comment');
      await box.waitFor();
      await warmSyncPage(page);
      await box.waitFor();

      await context.setOffline(true);
      await box.fill(comment);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await page.getByTestId('sync-button').click();
      await entry(page, comment).getByText('Waiting to send').waitFor();

      expect((await page.request.delete(`/api/notes/${note.id}`)).status()).toBe(200);
      await context.setOffline(false);
      const refused = entry(page, comment);
      await refused.getByText('Refused').waitFor();
      expect(await refused.getByTestId('outbox-reason').textContent()).toBeTruthy();
      await refused.getByRole('button', { name: 'Retry' }).waitFor();
      await refused.getByRole('button', { name: 'Edit' }).waitFor();

      // Discarding asks first.
      await refused.getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
      await refused.waitFor({ state: 'detached' });
      await context.close();
    },
    slow,
  );
});

describe('signing out', () => {
  it(
    'asks before losing unsent writes, then wipes the user data kept on the device',
    async () => {
      const { context, page } = await signedIn();
      const customer = await floridaCustomer(page);
      const userId = await userIdOf(page);
      const subject = `Never sent ${Date.now()}`;
      await fillNote(page, customer, subject);
      await context.setOffline(true);
      await submitNote(page);
      await page.waitForURL('**/sync');
      await entry(page, subject).waitFor();

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      const ask = page.getByRole('dialog').filter({ hasText: 'Sign out and lose unsent work?' });
      await ask.getByRole('button', { name: 'Keep them' }).click();
      await ask.waitFor({ state: 'hidden' });
      await entry(page, subject).waitFor();

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await ask.getByRole('button', { name: 'Sign out and delete them' }).click();
      await page.waitForURL('**/login**');
      const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
      expect(databases).not.toContain(`humidor-offline-${userId}`);
      const kept = await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('humidor.')),
      );
      expect(kept.filter((key) => key.includes(userId) || key === 'humidor.offline.lastUser')).toEqual([]);
      await context.close();
    },
    slow,
  );
});
