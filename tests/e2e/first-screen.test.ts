import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { writeNote } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

/** A task on one of the signed-in rep's customers in `state`, written through the API. */
async function writeTask(page: Page, state: string, subject: string): Promise<void> {
  const noteId = await writeNote(page, state, subject, 'Written for the first-screen journey.');
  const task = await page.request.put(`/api/notes/${noteId}/task`, {
    data: { description: 'Call back about the order' },
  });
  expect(task.status()).toBe(200);
}

/** Signs in through the page, which leaves the browser's time zone in a cookie for the server. */
async function signedIn(email: string, viewport = phone) {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await signInAs(page, email);
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'humidor_tz'))
    .toBe(true);
  return { context, page };
}

describe('the home page drawn on the server (decision 0092)', () => {
  it("arrives drawn with the rep's own tasks only, and their words cannot break out of the page", async () => {
    const unique = `fs${Date.now().toString(36)}`;
    const texas = await signedIn('rep.tx@humidor.test');
    await writeTask(texas.page, 'TX', `Texas only ${unique}`);
    const { context, page } = await signedIn('rep.fl@humidor.test');
    const hostile = `</script><script>window.broken=1</script> ${unique}`;
    await writeTask(page, 'FL', hostile);

    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<div id="root"><.+Open Tasks/s);
    expect(html).toContain(`&lt;/script&gt;&lt;script&gt;window.broken=1&lt;/script&gt; ${unique}`);
    expect(html).not.toContain('<script>window.broken=1');
    expect(html).not.toContain(`Texas only ${unique}`);

    // Without JavaScript at all, the page reads.
    const still = await browser.newContext({
      baseURL: server.url,
      viewport: phone,
      javaScriptEnabled: false,
    });
    await still.addCookies(await context.cookies());
    const bare = await still.newPage();
    await bare.goto('/');
    await bare.getByText(unique).first().waitFor();
    await still.close();
  });

  for (const [name, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    it(`is taken over by the browser on a ${name} without a mismatch, then works as a page of the app`, async () => {
      const { page } = await signedIn('rep.fl@humidor.test', viewport);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto('/');
      // The parts drawn after the takeover (the customer search) arrive once the page is idle.
      await page.getByPlaceholder('Search customers').first().waitFor();
      expect(await page.evaluate(() => (window as { broken?: number }).broken)).toBeUndefined();
      expect(problems).toEqual([]);
      const menu = page.getByRole('button', { name: 'Toggle side menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe(name === 'desktop' ? 'true' : 'false');
      await page.getByRole('region', { name: 'Open Tasks' }).getByRole('link', { name: 'My Tasks' }).click();
      await page.waitForURL('**/mytasks');
      await page.getByRole('heading', { name: 'My Tasks' }).first().waitFor();
    });
  }
});
