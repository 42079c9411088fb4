import { describe, expect, it } from 'vitest';
import { appReady, newContext, phone, signInAs } from './support/browser.js';
import { holdTheNotes, notOnDevice } from './support/held-notes.js';
import { browser, server, useJourneys } from './support/journeys.js';
import * as field from './support/offline.js';

// The first minutes on a phone (issue 31 item 1, decision 0100): a rep signs in, opens the Notes
// Feed and loses signal before the device's copy has arrived. Every page must then answer with what
// the device keeps or with words saying it is not on this device yet; /outbox never waits for the
// network; the service worker controls the page it was installed from. How fast each page says it
// (the 3 s) is measured in bench/offline-answers.bench.ts, not held to a clock here: a
// loaded two-core machine missed 3 s on /orderfeed once (issue 44).

useJourneys();

describe('the first minutes on a phone', () => {
  it(
    'offline before the copy arrived, every page answers and /outbox shows how far the copy got',
    async () => {
      const context = await newContext(browser, server.url, phone, { serviceWorkers: 'allow' });
      const page = await context.newPage();
      const notes = await holdTheNotes(page);
      await signInAs(page, 'rep.fl@humidor.test');

      // The worker takes the page it was installed from: no reload needed to read offline.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: field.slow,
      });
      // A first install is no new version: nothing asks for a reload.
      expect(await page.getByRole('status', { name: 'New version' }).count()).toBe(0);

      // The copy started right after sign-in and has its customers; its notes are on their way.
      await notes.reached;
      await page.getByTestId('outbox-button').click();
      await page.waitForURL('**/outbox');
      await expect
        .poll(() => page.getByTestId('offline-copy').textContent())
        .toMatch(/Making the offline copy: [\d,]+ customers/);

      // The Notes Feed, opened from the menu; the signal goes before its notes come.
      await page.getByRole('button', { name: 'Toggle side menu' }).click();
      await page.getByRole('link', { name: 'Notes Feed' }).click();
      await page.waitForURL('**/notefeed');
      await context.setOffline(true);
      await notes.drop();
      await page.getByTestId('offline-banner').waitFor();
      await notOnDevice(page).waitFor();
      await page.screenshot({ path: 'test-results/first-minutes-notefeed.png' });

      // /outbox answers from the device alone, and says how far the copy got.
      await page.getByTestId('outbox-button').click();
      await page.getByRole('button', { name: 'Send now' }).waitFor();
      await page.getByText(/Offline copy: not finished/).waitFor();

      // The home page, navigated to and reloaded offline.
      await page.goto('/');
      await appReady(page);
      const home = page.getByRole('heading', { name: 'Open Tasks' }).or(notOnDevice(page)).first();
      await home.waitFor();
      // A page never opened here, which keeps no copy of its own: its read cannot come.
      await page.goto('/orderfeed');
      await notOnDevice(page).waitFor();
      await page.goto('/notefeed');
      await notOnDevice(page).waitFor();
      await page.reload();
      await page.getByTestId('offline-banner').waitFor();
      await notOnDevice(page).waitFor();
      // What it says links to what the device keeps.
      await page.screenshot({ path: 'test-results/first-minutes-reload.png' });
      await page.getByRole('link', { name: 'What this device keeps' }).first().click();
      await page.waitForURL('**/outbox');
      await page.getByRole('button', { name: 'Send now' }).waitFor();
      await context.close();
    },
    field.slow * 2,
  );
});
