/**
 * Where a browser journey's time goes, phase by phase, with the service worker allowed and blocked
 * (decision 0286): a fresh context, its page, the sign-in page cold, signing in to the home page, a
 * second page by address and one by the app's own navigation, then twelve seconds left alone (the
 * worker's install and the offline working set's download happen then). Wall seconds and CPU
 * seconds of every process started here (the server, Chromium and its renderers, this one), as the
 * mean of the runs of each mode, which alternate. Mode `kept` is a context emptied and kept by the
 * journeys' support between runs (decision 0350); its first run is a new context.
 *
 *   node scripts/build.mjs && npx tsx bench/journey-context.bench.ts [allow,block,allow,block,…]
 *   npx tsx bench/journey-context.bench.ts block,kept,block,kept,block,kept,block,kept
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import {
  appReady,
  desktop,
  keptContext,
  launchOptions,
  type ServiceWorkers,
} from '../tests/e2e/support/browser.js';
import { startServer } from '../tests/e2e/support/server.js';

const clockTicks = 100;

/** CPU seconds of this process and every process under it (children that ended included). */
function treeCpu(): number {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      // utime, stime, cutime, cstime
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      cpu.set(Number(entry), ticks / clockTicks);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const total = (pid: number): number =>
    (cpu.get(pid) ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + total(child), 0);
  return total(process.pid);
}

type Phases = Map<string, { wall: number; cpu: number }>;

async function timed(phases: Phases, name: string, step: () => Promise<unknown>): Promise<void> {
  const [wall, cpu] = [performance.now(), treeCpu()];
  await step();
  const sum = phases.get(name) ?? { wall: 0, cpu: 0 };
  phases.set(name, { wall: sum.wall + (performance.now() - wall) / 1000, cpu: sum.cpu + treeCpu() - cpu });
}

async function pageShows(page: Page, heading: RegExp): Promise<void> {
  await appReady(page);
  await page.locator('h1', { hasText: heading }).first().waitFor();
}

/** `kept`: the worker blocked, in the context an earlier run closed, emptied (decision 0350). */
type Mode = ServiceWorkers | 'kept';
const modes = (process.argv[2] ?? 'allow,block,allow,block,allow,block').split(',') as Mode[];
const [server, browser] = await Promise.all([startServer(), chromium.launch(launchOptions)]);
const byMode = new Map<Mode, Phases>();
try {
  for (const mode of modes) {
    const phases = byMode.get(mode) ?? byMode.set(mode, new Map()).get(mode)!;
    let page!: Page;
    const context =
      mode === 'kept'
        ? await keptContext(browser, server.url, desktop)
        : await browser.newContext({ baseURL: server.url, viewport: desktop, serviceWorkers: mode });
    await timed(phases, 'new page', async () => (page = await context.newPage()));
    await timed(phases, 'sign-in page, cold', async () => {
      await page.goto('/login');
      await appReady(page);
    });
    await timed(phases, 'sign in → home page ready', async () => {
      await page.getByLabel('Email').fill('rep.fl@humidor.test');
      await page.getByRole('textbox', { name: 'Password' }).fill('humidor-demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await appReady(page);
    });
    await timed(phases, 'goto /notefeed', async () => {
      await page.goto('/notefeed');
      await pageShows(page, /note/i);
    });
    await timed(phases, 'in-app navigation to /orderfeed', async () => {
      await page.evaluate(() => {
        history.pushState({}, '', '/orderfeed');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await pageShows(page, /order/i);
    });
    for (const from of [0, 3, 6, 9])
      await timed(phases, `left alone, ${from}–${from + 3} s`, async () => {
        // What is measured is what the page does meanwhile, by itself: nothing to wait for.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      });
    await timed(phases, 'close', () => context.close());
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const [mode, phases] of byMode) {
  const runs = modes.filter((m) => m === mode).length;
  let cpu = 0;
  console.log(`\n${mode === 'kept' ? 'kept context' : `service workers ${mode}`} (mean of ${runs}):`);
  for (const [name, sum] of phases) {
    cpu += sum.cpu / runs;
    console.log(
      `  ${name.padEnd(34)} ${(sum.wall / runs).toFixed(2)} s wall  ${(sum.cpu / runs).toFixed(2)} s CPU`,
    );
  }
  console.log(`  ${'all phases'.padEnd(34)} ${' '.repeat(12)}${cpu.toFixed(2)} s CPU`);
}
