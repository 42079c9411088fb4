/**
 * Where `/shop` signed in spends a phone's main thread (issue 48): the built app in headless Chromium
 * at 4× CPU slowdown (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset simulates), from
 * the navigation until the whole catalogue is drawn. Per page load: Chromium's own main-thread time
 * (`Performance.getMetrics`: tasks, script, style and layout), the long tasks the page saw (the Long
 * Tasks API: over 50 ms) and their blocking time after the first paint (Lighthouse's TBT, measured
 * rather than simulated). `/shop/sign-in`, the same entry without a session, is measured in the same
 * rounds as the peer. PROFILE=<file.cpuprofile> keeps the last round's CPU profile of `/shop`.
 *
 *   npx tsx bench/shop-main-thread.bench.ts [rounds]     (default 5)
 */
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { build as buildHumidor } from '../scripts/build.mjs';
import { loadAverages, ms, percentile, printWhenRunAsScript, table, type Benchmark } from './lib.js';
import { shopBuyerCookies, startShopBenchServer } from './shop-buyer.js';

/** Lighthouse's mobile preset: a Moto G Power's viewport, 4× slower than this machine. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const slowdown = 4;

interface Sample {
  task: number;
  script: number;
  styleLayout: number;
  longTasks: number;
  blocking: number;
  longest: number;
}

/** Page-side: the long tasks and the first paint, recorded from the document's start. */
const observeTasks = () => {
  const seen: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof seen }).__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** One load of `url` until it is drawn: Chromium's main-thread metrics and the long tasks after the first paint. */
async function measure(page: Page, url: string, drawn: string, profile?: string): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const metric = async () =>
    new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
  const before = await metric();
  await page.goto(url);
  // The last element the page draws (one query per check: counting every item each frame cost the
  // page more than the drawing it waits for).
  await page.waitForSelector(drawn, { state: 'attached', timeout: 120_000 });
  // The last slice's layout and paint are part of the load: wait for the frame after it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const after = await metric();
  if (profile) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    fs.writeFileSync(profile, JSON.stringify(cpu));
  }
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await cdp.detach();
  const spent = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  const afterPaint = tasks.filter((t) => t.start >= fcp);
  return {
    task: spent('TaskDuration'),
    script: spent('ScriptDuration'),
    styleLayout: spent('RecalcStyleDuration') + spent('LayoutDuration'),
    longTasks: tasks.length,
    blocking: afterPaint.reduce((sum, t) => sum + t.duration - 50, 0),
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
  };
}

export async function runShopMainThread(rounds = 5): Promise<string> {
  await buildHumidor(['web']);
  const load = loadAverages();
  const { smtp, server } = await startShopBenchServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const cookies = (await shopBuyerCookies(server.url, smtp)).map((c) => ({ ...c, url: server.url }));
    const catalogue = await fetch(`${server.url}/api/shop/catalogue`, {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    const { brands } = (await catalogue.json()) as { brands: { items: { listId: string }[] }[] };
    const items = brands.reduce((sum, b) => sum + b.items.length, 0);
    const lastItem = brands.at(-1)?.items.at(-1)?.listId;
    if (!lastItem) throw new Error('the shop offers nothing');
    const pages = [
      {
        name: '`/shop/sign-in` (peer)',
        url: '/shop/sign-in',
        drawn: 'input[type=password]',
        cookies: [],
      },
      {
        name: `\`/shop\` signed in (${items} items)`,
        url: '/shop',
        drawn: `[data-testid=${JSON.stringify(`shop-item-${lastItem}`)}]`,
        cookies,
      },
    ];
    const samples = pages.map(() => [] as Sample[]);
    for (let round = 0; round <= rounds; round++) {
      for (const [index, target] of pages.entries()) {
        // A first visit each time: nothing cached, no session but the page's own.
        const context = await browser.newContext(phone);
        await context.addCookies(target.cookies);
        await context.addInitScript(observeTasks);
        const page = await context.newPage();
        const last = round === rounds && index === 1 ? process.env.PROFILE : undefined;
        const sample = await measure(page, `${server.url}${target.url}`, target.drawn, last);
        await context.close();
        if (round > 0) samples[index]!.push(sample); // round 0 warms the server and the disk cache
      }
    }
    const median = (list: Sample[], key: keyof Sample) =>
      percentile(
        list.map((s) => s[key]),
        50,
      );
    const peer = samples[0]!;
    return [
      `Headless Chromium at ${slowdown}× CPU slowdown, ${phone.viewport.width} px wide; one warm-up, then ${rounds} rounds, medians.`,
      `Load average ${load} when the run started. Repeat: \`npx tsx bench/shop-main-thread.bench.ts ${rounds}\`.`,
      '',
      table(
        [
          'page',
          'main thread',
          'script',
          'style + layout',
          'long tasks',
          'longest',
          'blocking after first paint',
          'main thread / peer',
        ],
        pages.map((target, index) => {
          const list = samples[index]!;
          return [
            target.name,
            ms(median(list, 'task')),
            ms(median(list, 'script')),
            ms(median(list, 'styleLayout')),
            median(list, 'longTasks'),
            ms(median(list, 'longest')),
            ms(median(list, 'blocking')),
            (median(list, 'task') / median(peer, 'task')).toFixed(2),
          ];
        }),
      ),
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
}

export const shopMainThreadBenchmark: Benchmark = {
  name: "Shop storefront: a phone's main thread (issue 48)",
  run: () => runShopMainThread(),
};

printWhenRunAsScript(import.meta.url, runShopMainThread, 5);
