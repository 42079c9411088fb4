import { describe, expect, it } from 'vitest';
import { activeCustomerIn } from './support/data.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

describe('notes and tasks', () => {
  it('rep.fl writes a note with tags and damaged items, finds it in the feed, sets a task and marks it done', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(page);
    const subject = `E2E visit ${Date.now()}`;

    await page.goto(`/notecreate?customerListID=${encodeURIComponent(customer!.listId)}`);
    await page.getByRole('heading', { name: 'Add a new Note' }).waitFor();
    await page.getByRole('button', { name: 'Clear customer' }).waitFor();
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByText(`${subject.length}/144`).waitFor();
    await page
      .getByRole('textbox', { name: 'Note Tags' })
      .or(page.getByRole('combobox', { name: 'Note Tags' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Visit', exact: true }).click();
    await page.getByRole('option', { name: 'Damaged-Cigars', exact: true }).click();
    await page.keyboard.press('Escape');
    const itemSearch = page
      .getByRole('textbox', { name: 'Add a damaged item' })
      .or(page.getByRole('combobox', { name: 'Add a damaged item' }))
      .first();
    await itemSearch.click();
    await itemSearch.fill('p-');
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: /^Sticks of / }).fill('6');
    await page
      .getByRole('textbox', { name: 'Note Text' })
      .fill('They liked the new robusto; some were cracked.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Are you sure you want to submit this note?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/submitnote?**');

    await page.goto('/notefeed');
    const card = page.getByTestId('note-card').filter({ hasText: subject });
    await card.waitFor();
    await expect(page.getByTestId('feed-count').textContent()).resolves.toMatch(/^Today, \d+\+? notes?$/);
    await card.click();
    await page.waitForURL('**/noteview/**');
    await page.getByRole('cell', { name: '6', exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'Task description' }).fill('Send replacement sticks');
    await page.getByRole('button', { name: 'Set as a Task' }).click();
    await page.getByRole('button', { name: 'Mark as Done' }).waitFor();
    const noteUrl = page.url();

    await page.goto('/');
    const openTask = page.getByTestId('open-task').filter({ hasText: 'Send replacement sticks' });
    await openTask.waitFor();
    await openTask.click();
    await page.waitForURL(noteUrl);
    await page.getByRole('button', { name: 'Mark as Done' }).click();
    await page.getByRole('button', { name: 'Set as unresolved' }).waitFor();

    await page.goto('/');
    await page.getByRole('heading', { name: 'Open Tasks' }).waitFor();
    await page.getByTestId('last-updated').waitFor();
    await expect(openTask.count()).resolves.toBe(0);
    await context.close();
  });

  it('says when pasted text was cut, counts an emoji as one character, and drops the customer alert for a personal note', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto('/notecreate');
    await page.getByRole('heading', { name: 'Add a new Note' }).waitFor();

    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('👍🏽'.repeat(144));
    await page.getByText('144/144').waitFor();
    await subject.fill('👍🏽'.repeat(150));
    await page.getByText('Text was cut to 144 characters').waitFor();
    await expect.poll(() => subject.inputValue()).toBe('👍🏽'.repeat(144));

    const text = page.getByRole('textbox', { name: 'Note Text' });
    await text.fill('x'.repeat(1000));
    await page.getByText('Text was cut to 900 characters').waitFor();
    await expect.poll(async () => (await text.inputValue()).length).toBe(900);
    await text.fill('Short again');
    await expect(page.getByText('Text was cut to 900 characters').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please select an existing customer' });
    await alert.waitFor();
    await page.getByRole('radio', { name: 'Personal' }).check();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });

  it('tells a signed-out visitor of /notifications that they are not logged in', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await page.goto('/notifications');
    await page.waitForURL('**/login?next=%2Fnotifications');
    await page.getByText('Not Logged in', { exact: true }).waitFor();
    await context.close();
  });
});
