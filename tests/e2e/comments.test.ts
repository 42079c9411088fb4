import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeNote } from './support/data.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

describe('comments, mentions and notifications, live', () => {
  it("office comments on rep.fl's note mentioning him; his notifications and the note's comments update without reload", async () => {
    // B: rep.fl writes a note and keeps two tabs open (one shared live connection): the note and his notifications.
    const repContext = await newContext(browser, server.url, desktop);
    const notePage = await repContext.newPage();
    await signInAs(notePage, 'rep.fl@humidor.test');
    const subject = `E2E comments ${Date.now()}`;
    const noteId = await writeNote(notePage, 'FL', subject, 'Asked about the humidor.');
    await notePage.goto(`/noteview/${noteId}`);
    await notePage.getByText('No comments').waitFor();
    const inbox = await repContext.newPage();
    // The second tab shares the first tab's live connection instead of opening its own.
    let inboxStreams = 0;
    inbox.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/live') inboxStreams++;
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
    // Notifications speak of time in the comments' words.
    await mention.getByText('just now').waitFor();
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
    await expect.poll(() => storedDraftValues(page)).toContain('Half-written thought');
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Add a comment' }).inputValue())
      .toBe('Half-written thought');
    await context.close();
  });

  it('never hands a draft to the next user of the browser, and signing out forgets it', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const feed = await page.request.get('/api/notes?limit=1');
    const { notes } = (await feed.json()) as { notes: { id: string }[] };
    const noteUrl = `/noteview/${notes[0]!.id}`;
    await page.goto(noteUrl);
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Private thought of Frank');
    await expect.poll(() => storedDraftValues(page)).toContain('Private thought of Frank');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login**');
    expect(await storedDraftValues(page)).not.toContain('Private thought of Frank');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await signInAs(page, 'office@humidor.test');
    await page.goto(noteUrl);
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.waitFor();
    expect(await box.inputValue()).toBe('');
    await context.close();
  });

  it('picks a user to mention from the keyboard', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'office@humidor.test');
    const feed = await page.request.get('/api/notes?limit=1');
    const { notes } = (await feed.json()) as { notes: { id: string }[] };
    await page.goto(`/noteview/${notes[0]!.id}`);
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await box.click();
    await box.pressSequentially('Hi @Fr');
    const list = page.getByRole('listbox', { name: 'Mention a user' });
    await list.waitFor();
    expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const options = await list.getByRole('option').allTextContents();
    await box.press('ArrowDown');
    const wanted = options[options.length > 1 ? 1 : 0]!;
    await expect.poll(() => list.getByRole('option', { selected: true }).textContent()).toBe(wanted);
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe(`Hi @${wanted} `);
    await list.waitFor({ state: 'detached' });

    await box.pressSequentially('and @Fr');
    await list.waitFor();
    await box.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await box.getAttribute('aria-controls')).toBeNull();
    expect(await box.inputValue()).toBe(`Hi @${wanted} and @Fr`);

    // The sort control's labels sit in the middle of their (44 px) segments.
    const offCentre = await page
      .locator('.mantine-SegmentedControl-innerLabel', { hasText: 'Oldest first' })
      .evaluate((inner) => {
        const text = inner.getBoundingClientRect();
        const segment = inner.parentElement!.getBoundingClientRect();
        return Math.abs(text.top + text.height / 2 - (segment.top + segment.height / 2));
      });
    expect(offCentre).toBeLessThan(2);
    await context.close();
  });
});

/** Every comment draft this browser keeps, whoever it belongs to. */
function storedDraftValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.includes('commentDraft'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );
}
