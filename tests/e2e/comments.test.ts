import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, newContext, phone, signInAs } from './support/browser.js';
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

describe('comments, mentions and notifications, live', () => {
  it("office comments on rep.fl's note mentioning him; his notifications and the note's comments update without reload", async () => {
    // B: rep.fl writes a note and keeps two tabs open (one shared live connection): the note and his notifications.
    const repContext = await newContext(browser, server.url, desktop);
    const notePage = await repContext.newPage();
    await signInAs(notePage, 'rep.fl@humidor.test');
    const search = await notePage.request.get('/api/customers/search?q=a&limit=50');
    const { customers } = (await search.json()) as { customers: { listId: string; state: string | null }[] };
    const customer = customers.find((c) => c.state === 'FL') ?? customers[0];
    const subject = `E2E comments ${Date.now()}`;
    const created = await notePage.request.post('/api/notes', {
      data: {
        noteClass: 'standard',
        customerListId: customer!.listId,
        subject,
        text: 'Asked about the humidor.',
        tags: ['Visit'],
        damagedItems: [],
      },
    });
    expect(created.status()).toBe(201);
    const noteId = ((await created.json()) as { note: { id: string } }).note.id;
    await notePage.goto(`/noteview/${noteId}`);
    await notePage.getByText('No comments').waitFor();
    const inbox = await repContext.newPage();
    // The second tab shares the first tab's live connection instead of opening its own.
    let inboxStreams = 0;
    inbox.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') inboxStreams++;
    });
    await inbox.goto('/notifications');
    await inbox.getByRole('heading', { name: 'Notifications' }).waitFor();
    await inbox.getByText('All notifications').waitFor();
    const before = await inbox.getByTestId('notification').count();

    // A: office opens the note on a phone and mentions Frank.
    const officeContext = await newContext(browser, server.url, phone);
    const officePage = await officeContext.newPage();
    await signInAs(officePage, 'office@humidor.test');
    await officePage.goto(`/noteview/${noteId}`);
    const box = officePage.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Can you bring one next week? @Fra');
    await officePage.getByRole('option', { name: 'Frank Florida' }).click();
    await expect.poll(() => box.inputValue()).toBe('Can you bring one next week? @Frank Florida ');
    await box.press('Control+Enter');
    await officePage.getByTestId('comment').filter({ hasText: 'Can you bring one next week?' }).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');

    // B sees both, without reloading either tab.
    await notePage
      .getByTestId('comment')
      .filter({ hasText: '@Frank Florida' })
      .getByText('just now')
      .waitFor({ timeout: 15_000 });
    const mention = inbox.getByTestId('notification').filter({ hasText: 'mentioned you in a comment' });
    await mention.waitFor({ timeout: 15_000 });
    expect(await inbox.getByTestId('notification').count()).toBe(before + 1);
    await expect
      .poll(() => notePage.getByTestId('unread-badge').getAttribute('aria-label'))
      .toMatch(/unread/);

    // Clicking it opens the note and marks it seen.
    await mention.getByText('Olivia Office').click();
    await inbox.waitForURL(`**/noteview/${noteId}`);
    await inbox.getByTestId('comment').first().waitFor();

    // The author of a comment alone may delete it, after confirming.
    expect(await notePage.getByTestId('comment').getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await officePage.getByTestId('comment').getByRole('button', { name: 'Delete' }).click();
    await officePage.getByText('Are you sure you want to DELETE this comment?').waitFor();
    await officePage.getByRole('button', { name: 'Delete' }).last().click();
    await notePage.getByText('No comments').waitFor({ timeout: 15_000 });

    // Two tabs, one connection; when the tab holding it closes, the other takes over.
    expect(inboxStreams).toBe(0);
    await notePage.close();
    await expect.poll(() => inboxStreams, { timeout: 10_000 }).toBe(1);
    const again = await officePage.request.post(`/api/notes/${noteId}/comments`, {
      data: { text: 'Still live after the first tab closed', taggedUsers: [] },
    });
    expect(again.status()).toBe(201);
    await inbox.getByText('Still live after the first tab closed').waitFor({ timeout: 15_000 });
    await repContext.close();
    await officeContext.close();
  });

  it('keeps a draft per note across a reload', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const feed = await page.request.get('/api/notes?limit=1');
    const { notes } = (await feed.json()) as { notes: { id: string }[] };
    await page.goto(`/noteview/${notes[0]!.id}`);
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('Half-written thought');
    await page.waitForTimeout(400);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Add a comment' }).inputValue())
      .toBe('Half-written thought');
    await context.close();
  });
});
