import { describe, expect, it } from 'vitest';
import { writeNote } from './support/data.js';
import { newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

describe('trash and history', () => {
  it('rep.fl deletes a note, finds it in the Trash, restores it with its comment, and its history shows the edit', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const subject = `E2E trash ${Date.now()}`;
    const noteId = await writeNote(page, 'FL', subject, 'To be deleted and brought back.');
    const commented = await page.request.post(`/api/notes/${noteId}/comments`, {
      data: { text: 'A comment that must come back', taggedUsers: [] },
    });
    expect(commented.status()).toBe(201);
    const task = await page.request.put(`/api/notes/${noteId}/task`, {
      data: { description: 'Call them back' },
    });
    expect(task.status()).toBe(200);

    // The history panel shows the task being set, with the changed field.
    await page.goto(`/noteview/${noteId}`);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByTestId('history-entry').filter({ hasText: 'changed' }).first().waitFor();
    expect(await page.getByText('Call them back').count()).toBeGreaterThan(0);

    // Delete it from its page.
    // The note's own Delete comes after its comments' buttons.
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await page.getByText('Are you sure you want to DELETE this note?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL('**/deletenote**');

    // Find it in the Trash and restore it.
    await page.goto('/trash');
    const item = page.getByTestId('trash-item').filter({ hasText: subject });
    await item.waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await item.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`Put “${subject}” back where it was?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await item.waitFor({ state: 'detached' });

    // It is back, with its comment.
    await page.goto(`/noteview/${noteId}`);
    await page.getByText(subject).first().waitFor();
    await page.getByText('A comment that must come back').waitFor();
    await context.close();
  });
});
