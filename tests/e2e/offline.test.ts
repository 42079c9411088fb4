import { describe, expect, it } from 'vitest';
import { activeCustomerIn } from './support/data.js';
import { useJourneys } from './support/journeys.js';
import {
  entry,
  fillNote,
  interceptFirstNoteSend,
  noteOnServer,
  noteTyped,
  notesWithSubject,
  ordersWithInstructions,
  pricedItem,
  setQuantity,
  signedIn,
  signedInWithCustomer,
  slow,
  startOrder,
  storedQueries,
  submitNote,
  submitOrder,
  userIdOf,
  warmOutboxPage,
} from './support/offline.js';

// Working offline (issue 15 parts 2–6, decisions 0055–0057, 0072): what was read stays readable,
// what is written waits in the outbox and reaches the server once, refusals stay visible and can be
// corrected, sign-out wipes. A reload with the network off: offline-reload.test.ts.

useJourneys();

describe('reading offline', () => {
  it(
    'a customer visited before is readable with the network off, under the offline banner',
    async () => {
      const { context, page } = await signedIn();
      const customer = await activeCustomerIn(page);
      await page.goto(`/customerpage/${encodeURIComponent(customer.listId)}`);
      await page.getByRole('heading', { name: customer.fullName }).first().waitFor();
      const userId = await userIdOf(page);
      // Kept in this user's IndexedDB database, not only in the page's memory.
      await expect
        .poll(async () => (await storedQueries(page, userId)).some((hash) => hash.includes(customer.listId)))
        .toBe(true);
      // Away and back within the page, with the network off in between.
      await page.getByLabel('Side menu').getByRole('link', { name: 'Home' }).click();
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
      const customer = await activeCustomerIn(page);
      const subject = `Offline note ${Date.now()}`;
      await fillNote(page, customer, subject);

      await context.setOffline(true);
      await submitNote(page);
      await page.waitForURL('**/outbox');
      await entry(page, subject).getByText('Waiting to send').waitFor();
      await page.getByTestId('outbox-button').waitFor();
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
      await page.getByRole('button', { name: 'Send now' }).click();
      await entry(page, subject).getByText('Sent').waitFor();
      await page.getByRole('button', { name: 'Send now' }).click();
      await page
        .getByTestId('outbox-counts')
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
      const { context, page, subject } = await noteTyped('Dropped answer');
      const dropped = await interceptFirstNoteSend(page, async (route) => {
        // The server commits; the connection drops before the answer arrives.
        await route.fetch();
        await route.abort('connectionreset');
      });
      await submitNote(page);
      await page.waitForURL('**/outbox');
      await entry(page, subject).waitFor();
      await page.getByRole('button', { name: 'Send now' }).click();
      await entry(page, subject).getByText('Sent').waitFor();
      expect(dropped.count).toBe(1);
      expect(await notesWithSubject(page, subject)).toHaveLength(1);
      await context.close();
    },
    slow,
  );

  it(
    'an order written offline is priced in the browser, waits, and is saved once when back online',
    async () => {
      const { context, page, customer } = await signedInWithCustomer();
      const instructions = `Offline order ${Date.now()}`;
      const item = await pricedItem(page);
      await startOrder(page, customer, instructions);
      await page.getByRole('button', { name: 'Next' }).click();
      await setQuantity(page, item.name, 3);

      await context.setOffline(true);
      await submitOrder(page);
      await page.waitForURL('**/outbox');
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
    'a comment refused because its note was deleted meanwhile stays on /outbox with the reason',
    async () => {
      const { context, page, noteId } = await noteOnServer('To be deleted');
      await page.goto(`/noteview/${noteId}`);
      const comment = `Offline comment ${Date.now()}`;
      const box = page.getByLabel('Add a comment');
      await box.waitFor();
      await warmOutboxPage(page);
      await box.waitFor();

      await context.setOffline(true);
      await box.fill(comment);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await page.getByTestId('outbox-button').click();
      await entry(page, comment).getByText('Waiting to send').waitFor();

      expect((await page.request.delete(`/api/notes/${noteId}`)).status()).toBe(200);
      await context.setOffline(false);
      const refused = entry(page, comment);
      await refused.getByText('Refused', { exact: true }).waitFor();
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

describe('correcting a refused write', () => {
  it(
    'a refused note opens in the note form with everything it had, and the corrected note is saved once',
    async () => {
      const { context, page, customer, subject } = await noteTyped('Refused note');
      // The server refuses the first send as it would a note it cannot take (here: forced).
      await interceptFirstNoteSend(page, (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'VALIDATION',
            message: 'The note text names a product we do not sell.',
          }),
        }),
      );
      await context.setOffline(true);
      await submitNote(page);
      await page.waitForURL('**/outbox');
      await context.setOffline(false);
      const refused = entry(page, subject);
      await refused.getByText('Refused', { exact: true }).waitFor();

      await refused.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL('**/notecreate?outbox=*');
      await page.getByTestId('refusal-reason').getByText('names a product we do not sell').waitFor();
      // The whole note is back: its customer, subject and text.
      await page.getByRole('button', { name: 'Clear customer' }).waitFor();
      await expect.poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(subject);
      await page.getByRole('textbox', { name: 'Note Text' }).fill('Corrected: only what we sell.');
      await submitNote(page);
      await page.waitForURL((url) => !url.pathname.startsWith('/notecreate'));

      const saved = await notesWithSubject(page, subject);
      expect(saved).toHaveLength(1);
      const { note } = (await (await page.request.get(`/api/notes/${saved[0]!.id}`)).json()) as {
        note: { text: string; customerListId: string | null };
      };
      expect(note).toMatchObject({ text: 'Corrected: only what we sell.', customerListId: customer.listId });
      // A bookmark of the outbox's first path still opens it (decision 0281).
      await page.goto('/sync');
      await page.waitForURL('**/outbox');
      await entry(page, subject).getByText('Sent').waitFor();
      // The correction took the refused entry's place: one entry, not two.
      await expect.poll(() => entry(page, subject).count()).toBe(1);
      await context.close();
    },
    slow,
  );

  it(
    'a task changed offline and meanwhile on the server shows both versions; Keep mine sends it over theirs',
    async () => {
      const { context, page, subject, noteId } = await noteOnServer('Task clash');
      const task = (description: string) =>
        page.request.put(`/api/notes/${noteId}/task`, { data: { description } });
      expect((await task('Call back Friday')).status()).toBe(200);
      await page.goto(`/noteview/${noteId}`);
      await page.getByRole('button', { name: 'Mark as Done' }).waitFor();
      await warmOutboxPage(page);

      await context.setOffline(true);
      await page.getByRole('button', { name: 'Mark as Done' }).click();
      await page.getByTestId('outbox-button').click();
      await entry(page, subject).getByText('Waiting to send').waitFor();
      // Someone else changes the task meanwhile.
      expect((await task('Call back Monday instead')).status()).toBe(200);
      await context.setOffline(false);

      const conflict = entry(page, subject);
      await conflict.getByText('Conflict', { exact: true }).waitFor();
      await conflict.getByTestId('version-theirs').getByText('Call back Monday instead').waitFor();
      await conflict.getByTestId('version-mine').getByText('Task resolved').waitFor();
      await conflict.getByRole('button', { name: 'Keep theirs' }).waitFor();
      await conflict.getByRole('button', { name: 'Keep mine' }).click();
      await conflict.getByText('Sent', { exact: true }).waitFor();
      const after = (await (await page.request.get(`/api/notes/${noteId}`)).json()) as {
        note: { isResolved: boolean; taskDescription: string };
      };
      expect(after.note).toMatchObject({ isResolved: true, taskDescription: 'Call back Monday instead' });
      await context.close();
    },
    slow,
  );

  it(
    "a refused task change is corrected on /outbox with the task's own due date and assignee inputs",
    async () => {
      // The day first chosen, and the day it is corrected to.
      const [chosen, corrected] = ['2026-12-01', '2026-12-03'];
      const { context, page, subject, noteId } = await noteOnServer('Task refused');
      await page.goto(`/noteview/${noteId}`);
      await page.getByRole('textbox', { name: 'Task description' }).waitFor();
      await warmOutboxPage(page);

      await context.setOffline(true);
      await page.getByRole('textbox', { name: 'Task description' }).fill('Bring the samples');
      await page.getByLabel('Due date').fill(chosen);
      await page.getByRole('button', { name: 'Set as a Task' }).click();
      let refused = 0;
      await page.route('**/api/notes/*/task**', (route) => {
        if (refused > 0) return route.fallback();
        refused += 1;
        return route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'VALIDATION', message: 'That day the shop is closed.' }),
        });
      });
      await page.getByTestId('outbox-button').click();
      await context.setOffline(false);
      const change = entry(page, subject);
      await change.getByText('Refused', { exact: true }).waitFor();

      await change.getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => change.getByLabel('Due date').inputValue()).toBe(chosen);
      await change.getByLabel('Due date').fill(corrected);
      await change.getByRole('button', { name: 'Save and send' }).click();
      await change.getByText('Sent', { exact: true }).waitFor();
      const after = (await (await page.request.get(`/api/notes/${noteId}`)).json()) as {
        note: { taskDescription: string; taskDueAt: string; taskDueAllDay: boolean };
      };
      const due = await page.evaluate((day) => new Date(`${day}T09:00`).toISOString(), corrected);
      expect(after.note).toMatchObject({ taskDescription: 'Bring the samples', taskDueAllDay: true });
      expect(new Date(after.note.taskDueAt).toISOString()).toBe(due);
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
      const customer = await activeCustomerIn(page);
      const userId = await userIdOf(page);
      const subject = `Never sent ${Date.now()}`;
      await fillNote(page, customer, subject);
      await context.setOffline(true);
      await submitNote(page);
      await page.waitForURL('**/outbox');
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
