/**
 * How fast each page answers offline before the device's copy arrived (issue 31's 3 s, moved out of
 * the first-minutes journey by issue 44): a rep signs in on a phone, the copy's notes are held, the
 * signal goes, and each page is opened; the time runs from the navigation until the page says what
 * it keeps or that it is "not on this device yet". The peer, measured in the same run, is the same
 * page opened online in a second phone whose copy is allowed to finish, until its heading is drawn
 * and nothing is loading. Built server and Chromium as the browser journeys use them.
 *
 *   node scripts/build.mjs && npx tsx bench/offline-answers.bench.ts [rounds]     (default 5)
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { appReady, launchBrowser, phone, signInAs } from '../tests/e2e/support/browser.js';
import { holdTheNotes, notOnDevice } from '../tests/e2e/support/held-notes.js';
import { startServer } from '../tests/e2e/support/server.js';
import { ms, percentile, table, printWhenRunAsScript, type Benchmark } from './lib.js';

const goalMs = 3000;
const rep = 'rep.fl@humidor.test';

/** The pages of the journey, and what each says offline when the copy has not arrived. */
const pages: { path: string; offline: (page: Page) => Locator }[] = [
  { path: '/notefeed', offline: notOnDevice },
  { path: '/outbox', offline: (page) => page.getByRole('button', { name: 'Send now' }) },
  {
    path: '/',
    offline: (page) => page.getByRole('heading', { name: 'Open Tasks' }).or(notOnDevice(page)).first(),
  },
  { path: '/orderfeed', offline: notOnDevice },
];

/** From the navigation's start (to `path`, or a reload) until `answered` resolves, in milliseconds. */
async function timeTo(
  page: Page,
  path: string | 'reload',
  answered: () => Promise<unknown>,
): Promise<number> {
  const started = performance.now();
  if (path === 'reload') await page.reload({ waitUntil: 'commit' });
  else await page.goto(path, { waitUntil: 'commit' });
  await answered();
  return performance.now() - started;
}

const drawn = async (page: Page) => {
  await appReady(page);
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root'));
};

async function oneRound(
  browser: Browser,
  url: string,
): Promise<Record<string, { offline: number; online: number }>> {
  // Not the journeys' newContext: its photographs on failure need a running test.
  const offline = await browser.newContext({ baseURL: url, viewport: phone });
  const online = await browser.newContext({ baseURL: url, viewport: phone });
  try {
    const page = await offline.newPage();
    const notes = await holdTheNotes(page);
    await signInAs(page, rep);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await notes.reached;
    await offline.setOffline(true);
    await notes.drop();
    const peer = await online.newPage();
    await signInAs(peer, rep);
    const figures: Record<string, { offline: number; online: number }> = {};
    for (const { path, offline: says } of pages) {
      figures[path] = {
        offline: await timeTo(page, path, () => says(page).waitFor()),
        online: await timeTo(peer, path, () => drawn(peer)),
      };
    }
    figures['/orderfeed reloaded'] = {
      offline: await timeTo(page, 'reload', () => notOnDevice(page).waitFor()),
      online: await timeTo(peer, 'reload', () => drawn(peer)),
    };
    return figures;
  } finally {
    await offline.close();
    await online.close();
  }
}

export async function runOfflineAnswersBench(rounds = 5) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const runs: Record<string, { offline: number[]; online: number[] }> = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const [path, figure] of Object.entries(await oneRound(browser, server.url))) {
        const run = (runs[path] ??= { offline: [], online: [] });
        run.offline.push(figure.offline);
        run.online.push(figure.online);
      }
    }
    return Object.entries(runs).map(([path, run]) => ({
      path,
      offlineP50: percentile(run.offline, 50),
      offlineMax: Math.max(...run.offline),
      onlineP50: percentile(run.online, 50),
      ratio: percentile(run.offline, 50) / percentile(run.online, 50),
    }));
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function report(rounds = 5): Promise<string> {
  const rows = await runOfflineAnswersBench(rounds);
  return [
    `A rep's phone offline before its copy arrived (the notes held, then the signal dropped), ${rounds} rounds, each page opened by navigation; the peer is the same page online in another phone of the same run. Goal: ${goalMs} ms (issue 31); ratio = offline p50 / online p50. \`node scripts/build.mjs && npx tsx bench/offline-answers.bench.ts [rounds]\``,
    '',
    table(
      ['page', 'offline p50', 'offline max', 'online p50', 'offline / online', 'max / goal'],
      rows.map((r) => [
        r.path,
        ms(r.offlineP50),
        ms(r.offlineMax),
        ms(r.onlineP50),
        r.ratio.toFixed(2),
        (r.offlineMax / goalMs).toFixed(2),
      ]),
    ),
  ].join('\n');
}

export const offlineAnswersBenchmark: Benchmark = {
  name: 'Offline: each page answering before the copy arrived',
  run: () => report(),
};

printWhenRunAsScript(import.meta.url, report, 5);
