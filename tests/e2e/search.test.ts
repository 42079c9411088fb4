import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { writeNote } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

describe('search over everything written', () => {
  it('a rep finds their note from the top bar, highlighted, and never another state’s words', async () => {
    const unique = `zyx${Date.now().toString(36)}`;
    const tx = await newContext(browser, server.url, desktop);
    const txPage = await tx.newPage();
    await signInAs(txPage, 'rep.tx@humidor.test');
    await writeNote(txPage, 'TX', 'Texas only', `Secret ${unique}texas words about a Tabaquería`);

    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const noteId = await writeNote(
      page,
      'FL',
      `Cedar ${unique}`,
      `Asked for the ${unique} humidor with cedar trays.`,
    );

    // The top bar: the Notes and comments tab, Enter opens /search with the words.
    await page.getByText('Notes and comments').first().click();
    const box = page.getByRole('textbox', { name: 'Search notes and comments' }).first();
    await box.fill(`${unique} CEDAR`);
    await box.press('Enter');
    await page.waitForURL('**/search?q=**');
    const result = page.getByTestId('search-result').filter({ hasText: `Asked for the` });
    await result.waitFor();
    const marked = await result.locator('mark').allTextContents();
    expect(marked.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining([unique, 'cedar']));
    await expect(page.getByTestId('search-result').count()).resolves.toBe(1);

    // Filters: a type with no such text empties the list; the note opens from its result.
    await page.getByText('Order instructions', { exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/Nothing matches/).waitFor();
    await page.getByText('Order instructions', { exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await result.waitFor();
    await result.getByRole('link').first().click();
    await page.waitForURL(`**/noteview/${noteId}`);

    // Another state's words: nothing, and a count of none.
    await page.goto(`/search?q=${unique}texas`);
    await page.getByText(/Nothing matches/).waitFor();
    const api = await page.request.get(`/api/search?q=${unique}texas`);
    expect(await api.json()).toEqual({ results: [], total: 0, totalIsCapped: false, nextOffset: null });
    await expect(noSidewaysScroll(page)).resolves.toBe(true);

    // The TX rep finds it, accents ignored.
    await txPage.goto(`/search?q=${encodeURIComponent(`${unique}texas tabaqueria`)}`);
    await txPage.getByTestId('search-result').filter({ hasText: 'Texas only' }).waitFor();
    await tx.close();
    await context.close();
  });

  it('works on a phone: reached from the menu, the page fits 375 px and shows its empty state', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    // The top bar keeps the customer search alone on a phone; notes are searched from the menu.
    await page.getByPlaceholder('Search customers').waitFor();
    await expect(page.getByText('Notes and comments').filter({ visible: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Toggle side menu' }).click();
    await page.getByLabel('Side menu').getByRole('link', { name: 'Search Notes', exact: true }).click();
    await page.waitForURL('**/search');
    await page.getByText(/Type words to search/).waitFor();
    await page.getByRole('textbox', { name: 'Search for' }).fill('humidor');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=humidor');
    await page
      .getByText(/results|Nothing matches/)
      .first()
      .waitFor();
    await expect(noSidewaysScroll(page)).resolves.toBe(true);

    // A title found by its second word keeps the space before the highlight, and one result is "1 result".
    const word = `zanzibarillo${Date.now().toString(36)}`;
    await writeNote(page, 'FL', `Visit ${word}`, 'Brought the new samples.');
    await page.goto(`/search?q=${word}`);
    const title = page.getByTestId('search-result').getByRole('link', { name: `Visit ${word}` });
    await title.waitFor();
    // innerText is the text as drawn: a space the layout collapsed is not in it.
    await expect(title.innerText()).resolves.toBe(`Visit ${word}`);
    await expect(title.locator('mark').innerText()).resolves.toBe(word);
    await page.getByRole('main').getByText('1 result', { exact: true }).waitFor();
    await expect(noSidewaysScroll(page)).resolves.toBe(true);
    await context.close();
  });
});
