import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { phone } from './support/browser.js';
import { activeCustomerIn, writeNote, type CustomerSummary } from './support/data.js';
import { useJourneys } from './support/journeys.js';
import {
  entry,
  fillNote,
  notesWithSubject,
  ordersWithInstructions,
  pricedItem,
  setQuantity,
  signedIn,
  slow,
  startOrder,
  submitNote,
  submitOrder,
} from './support/offline.js';

// Issue 31 item 2, decisions 0102 and 0103: a write the server did not take shows where it was
// written, marked, with a way to /outbox, and turns into the server's own row once it is taken; a
// server error that persists becomes a refusal in the server's words; a request never answered is
// given to the outbox after the form's limit (decision 0164). On a phone, one sign-in.

useJourneys();

/** What the server says when its database does not answer (server/db/database.ts). */
const serverWords = 'The database is not answering; try again in a moment.';

let context: BrowserContext | undefined;
let page: Page;
let customer: CustomerSummary;
/** Signs rep.fl in on a phone in the first journey (a context is made inside a test); the rest reuse it. */
async function onPhone() {
  if (context) return;
  // Never offline: the writes wait because `page.route` holds them, which it sees only without the
  // service worker (decision 0286).
  ({ context, page } = await signedIn(phone, 'block'));
  customer = await activeCustomerIn(page);
}
afterAll(() => context?.close());

/**
 * Answers 503 with the server's words to the page's POSTs to `url` while `down` is on; counts them.
 * The server itself is never asked meanwhile.
 */
async function serverErrorsOn(url: string) {
  const state = { down: true, answered: 0 };
  await page.route(url, (route) => {
    if (route.request().method() !== 'POST' || !state.down) return route.fallback();
    state.answered += 1;
    return route.fulfill({ status: 503, json: { code: 'DATABASE_UNAVAILABLE', message: serverWords } });
  });
  return state;
}

const waitingRow = (text: string) => page.getByTestId('waiting-row').filter({ hasText: text });

/** The row says it waits and links to /outbox. */
async function expectWaiting(text: string) {
  const row = waitingRow(text);
  await row.getByText('Waiting to send').waitFor();
  expect(await row.getByRole('link', { name: 'See it in the Outbox' }).getAttribute('href')).toBe('/outbox');
}

const commentsOn = async (noteId: string, text: string) => {
  const answer = await page.request.get(`/api/notes/${noteId}/comments`);
  const { comments } = (await answer.json()) as { comments: { text: string }[] };
  return comments.filter((comment) => comment.text === text);
};

/** A new note of rep.fl's, and a comment `<words> <time>` written on it while the server answers 503. */
async function commentWaiting(words: string) {
  const stamp = Date.now();
  const noteId = await writeNote(page, 'FL', `Comments ${stamp}`, 'A note to comment on.');
  const text = `${words} ${stamp}`;
  const server = await serverErrorsOn(`**/api/notes/${noteId}/comments`);
  await page.goto(`/noteview/${noteId}`);
  await page.getByText('No comments').waitFor();
  await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expectWaiting(text);
  return { noteId, text, server };
}

describe('writes the server did not take, where they were written', () => {
  it(
    'a comment answered 503 shows in the list as Waiting to send, then once, as a comment, when the server takes it',
    async () => {
      await onPhone();
      const { noteId, text, server } = await commentWaiting('Restocked the shelf');
      await expect.poll(() => page.getByText('No comments').count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('');
      expect(server.answered).toBeGreaterThan(0);
      expect(await commentsOn(noteId, text)).toEqual([]);

      // The server takes it at the replayer's next try: the row becomes the comment, live, once.
      server.down = false;
      await page.getByTestId('comment').filter({ hasText: text }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('waiting-row').count()).toBe(0);
      expect(await page.getByText(text).count()).toBe(1);
      expect(await commentsOn(noteId, text)).toHaveLength(1);
      await page.unroute(`**/api/notes/${noteId}/comments`);
    },
    slow,
  );

  it(
    'a comment whose POST is never answered shows as Waiting to send within the form’s limit, then once, as a comment, when the answer comes',
    async () => {
      await onPhone();
      const stamp = Date.now();
      const noteId = await writeNote(page, 'FL', `Comments ${stamp}`, 'A note to comment on.');
      const text = `Left samples ${stamp}`;
      // The POST is held: no answer comes until the test lets it through to the server.
      const held: Route[] = [];
      const url = `**/api/notes/${noteId}/comments`;
      await page.route(url, (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        held.push(route);
      });
      await page.goto(`/noteview/${noteId}`);
      await page.getByText('No comments').waitFor();
      await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();

      // The form stops waiting after its limit (8 s, decision 0164), well before the request's own.
      const row = waitingRow(text);
      await row.getByText('Waiting to send').waitFor({ timeout: 20_000 });
      expect(await row.getByRole('link', { name: 'See it in the Outbox' }).getAttribute('href')).toBe(
        '/outbox',
      );
      expect(await page.getByRole('textbox', { name: 'Add a comment' }).inputValue()).toBe('');
      expect(await commentsOn(noteId, text)).toEqual([]);

      // The first request is answered late: the row becomes the comment, once, with nothing resent.
      expect(held).toHaveLength(1);
      await held[0]!.continue();
      await page.getByTestId('comment').filter({ hasText: text }).waitFor();
      await expect.poll(() => page.getByTestId('waiting-row').count()).toBe(0);
      expect(await page.getByText(text).count()).toBe(1);
      expect(await commentsOn(noteId, text)).toHaveLength(1);
      expect(held).toHaveLength(1);
      await page.unroute(url);
    },
    slow,
  );

  it(
    'a note answered 503 shows at the top of the feed and on the customer’s Notes tab, then once when taken',
    async () => {
      await onPhone();
      const subject = `Waiting note ${Date.now()}`;
      const server = await serverErrorsOn('**/api/notes');
      await fillNote(page, customer, subject);
      await submitNote(page);
      await page.waitForURL('**/outbox');
      await entry(page, subject).getByText('Waiting to send').waitFor();

      await page.goto('/notefeed');
      await expectWaiting(subject);
      const firstNote = page.getByTestId('note-card').first();
      if (await firstNote.count()) {
        const [row, note] = [await waitingRow(subject).boundingBox(), await firstNote.boundingBox()];
        expect(row!.y).toBeLessThan(note!.y);
      }

      await page.goto(`/customerpage/${encodeURIComponent(customer.listId)}`);
      await page.getByRole('tab', { name: 'Notes' }).click();
      await expectWaiting(subject);
      expect(await notesWithSubject(page, subject)).toEqual([]);

      server.down = false;
      await page.getByRole('link', { name: subject }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByTestId('waiting-row').count()).toBe(0);
      expect(await page.getByText(subject).count()).toBe(1);
      expect(await notesWithSubject(page, subject)).toHaveLength(1);

      await page.goto('/notefeed');
      await page.getByTestId('note-card').filter({ hasText: subject }).waitFor();
      expect(await page.getByText(subject).count()).toBe(1);
      expect(await page.getByTestId('waiting-row').count()).toBe(0);
      await page.unroute('**/api/notes');
    },
    slow,
  );

  it(
    'an order answered 503 shows at the top of the orders feed, and becomes its row there, live, when taken',
    async () => {
      await onPhone();
      const instructions = `Waiting order ${Date.now()}`;
      const item = await pricedItem(page);
      const server = await serverErrorsOn('**/api/orders');
      await startOrder(page, customer, instructions);
      await page.getByRole('button', { name: 'Next' }).click();
      await setQuantity(page, item.name, 2);
      await submitOrder(page);
      await page.waitForURL('**/outbox');

      await page.goto('/orderfeed');
      await expectWaiting(instructions);
      await waitingRow(instructions).getByText(`Order: ${customer.fullName}`).waitFor();
      await waitingRow(instructions)
        .getByText(/^2 boxes/)
        .waitFor();
      expect(await ordersWithInstructions(page, customer.listId, instructions)).toEqual([]);

      server.down = false;
      await expect
        .poll(async () => (await ordersWithInstructions(page, customer.listId, instructions)).length, {
          timeout: 60_000,
        })
        .toBe(1);
      const [order] = await ordersWithInstructions(page, customer.listId, instructions);
      await page.locator(`a[href="/orderview/${order!.id}"]`).waitFor();
      await expect.poll(() => page.getByTestId('waiting-row').count()).toBe(0);
      await page.unroute('**/api/orders');
    },
    slow,
  );

  it(
    'a server error that persists through the retries becomes a refusal in the server’s words, where it was written and on /outbox',
    async () => {
      await onPhone();
      const { noteId, text, server } = await commentWaiting('Call back on Monday');

      // The rep follows the row's link and presses Send now until the server has answered six times.
      await waitingRow(text).getByRole('link', { name: 'See it in the Outbox' }).click();
      await page.waitForURL('**/outbox');
      const sendNow = page.getByRole('button', { name: 'Send now' });
      while (server.answered < 6) {
        const before = server.answered;
        await sendNow.click();
        await expect.poll(() => server.answered).toBeGreaterThan(before);
      }
      const refused = entry(page, `Comment: ${text}`);
      await refused.getByText('Refused').waitFor();
      await refused.getByTestId('outbox-reason').getByText(serverWords).waitFor();
      // No more tries: it waits for the rep, who can retry, edit or discard it (decision 0072).
      await refused.getByRole('button', { name: 'Retry' }).waitFor();
      const answered = server.answered;
      await sendNow.click();
      await expect.poll(() => sendNow.getAttribute('data-loading')).toBeNull();
      expect(server.answered).toBe(answered);

      await page.goBack();
      const mark = waitingRow(text).getByTestId('waiting-mark');
      await mark.getByText(`Refused: ${serverWords}`).waitFor();
      await mark.getByRole('link', { name: 'Correct it in the Outbox' }).waitFor();
      expect(await commentsOn(noteId, text)).toEqual([]);
      await page.unroute(`**/api/notes/${noteId}/comments`);
    },
    slow,
  );
});
