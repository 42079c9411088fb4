/**
 * Typing into the order form (issue 13 part 2): keystroke → next paint in a quantity box of the
 * largest order form, in headless Chromium with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), against the same input in a plain React app (bench/peer-app/
 * order-form.html, as many rows, built by the same Vite) measured in the same run, interleaved.
 *
 * A keystroke's time runs from its keydown's timestamp to a task queued from the first animation
 * frame after its input event (that frame's paint is done by then). Each keystroke also counts the
 * DOM mutations it caused and the product rows they touched.
 *
 *   npx tsx bench/order-form.bench.ts [keystrokes]     (default 60 per round; also part of `npm run bench`)
 */
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, loadConfigFromFile, preview, type Plugin } from 'vite';
import { startServer } from '../tests/e2e/support/server.js';
import { chromiumPath } from '../tests/e2e/support/browser.js';
import { percentile, table, type Benchmark } from './lib.js';

const root = path.resolve(import.meta.dirname, '..');
const peerRoot = path.join(import.meta.dirname, 'peer-app');
const peerOut = path.join(root, 'dist/bench-peer-order-form');
const webOut = path.join(root, 'dist/bench-order-form-web');
/** Issue 13's goal: one frame at 60 Hz. */
export const keystrokeGoalMs = 16;
const throttling = 4;
const rounds = 3;

interface Keystroke {
  ms: number;
  mutations: number;
  rows: number;
}

/** Installs the in-page recorder: keydown timestamp → input → rAF → task; mutations and rows touched. */
async function installRecorder(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Recorder = { samples: { ms: number; mutations: number; rows: number }[] };
    const recorder: Recorder = { samples: [] };
    (window as unknown as { __keystrokes: Recorder }).__keystrokes = recorder;
    let start = 0;
    let records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeOldValue: true,
    });
    document.addEventListener('keydown', (event) => (start = event.timeStamp), true);
    document.addEventListener(
      'input',
      () => {
        const began = start;
        requestAnimationFrame(() =>
          setTimeout(() => {
            const ms = performance.now() - began;
            // React rewrites every controlled input's name and type after an input event: no-op
            // writes, not renders, so left out
            const changed = [...records, ...observer.takeRecords()].filter(
              (r) =>
                r.type !== 'attributes' ||
                (r.target as Element).getAttribute(r.attributeName!) !== r.oldValue,
            );
            const rows = new Set<Element>();
            for (const record of changed) {
              const node = record.target instanceof Element ? record.target : record.target.parentElement;
              const row = node?.closest('[data-testid="product-row"]');
              if (row) rows.add(row);
            }
            recorder.samples.push({ ms, mutations: changed.length, rows: rows.size });
            records = [];
          }),
        );
      },
      true,
    );
  });
}

/** Types `count` keystrokes into the box (1, 2, Backspace, Backspace, …: the line appears and goes). */
async function typeInto(page: Page, label: string, count: number): Promise<Keystroke[]> {
  const input = page.getByRole('spinbutton', { name: label, exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await input.fill('');
  await page.evaluate(() => {
    (window as unknown as { __keystrokes: { samples: unknown[] } }).__keystrokes.samples = [];
  });
  const keys = ['1', '2', 'Backspace', 'Backspace'];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(keys[i % keys.length]!);
    // the next key only once this one has painted, as a person types (and each sample stands alone)
    await page.waitForFunction(
      (n) => (window as unknown as { __keystrokes: { samples: unknown[] } }).__keystrokes.samples.length >= n,
      i + 1,
      { polling: 'raf' },
    );
  }
  return page.evaluate(
    () => (window as unknown as { __keystrokes: { samples: Keystroke[] } }).__keystrokes.samples,
  );
}

async function throttled(browser: Browser, baseURL: string) {
  // no service worker: its precaching after load would run beside the keystrokes
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, throttle: (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate }) };
}

interface Env {
  settings: { orderForms?: { name: string }[] };
}

/**
 * Humidor's web app as `npm run build` makes it, from vite.config.ts, into a folder of its own so
 * builds for other runs in the same checkout cannot swap files mid-run. React's production build is
 * asked for by name: a test run's NODE_ENV gives the e2e server's build React's development build.
 * The config's after-build step is left out: it compresses and moves files in dist/web itself.
 */
async function buildWeb(): Promise<void> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.join(root, 'vite.config.ts'),
  );
  if (!loaded) throw new Error('vite.config.ts did not load');
  const { config } = loaded;
  const plugins = [config.plugins ?? []]
    .flat(3)
    .filter((p): p is Plugin => Boolean(p) && (p as Plugin).name !== 'humidor-production-assets');
  await build({
    ...config,
    configFile: false,
    mode: 'production',
    root: path.join(root, 'src/web'),
    plugins,
    define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warn',
    build: { ...config.build, outDir: webOut, emptyOutDir: true, manifest: false, sourcemap: false },
  });
}

export async function runOrderForm(keystrokes = 60): Promise<string> {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  await buildWeb();
  await build({
    configFile: false,
    mode: 'production',
    root: peerRoot,
    plugins: [react()],
    logLevel: 'warn',
    build: {
      outDir: peerOut,
      emptyOutDir: true,
      rollupOptions: { input: path.join(peerRoot, 'order-form.html') },
    },
  });
  // The API only, with the demo data (Vite's build set NODE_ENV=production in this process, which
  // would ask for a production configuration); the pages come from the build above, through a
  // preview server that passes /api on. The session cookie is set by the API's own origin: cookies
  // do not tell ports apart, so the preview's requests carry it too.
  const server = await startServer({ NODE_ENV: 'development', DEMO_DATA: 'on' });
  const web = await preview({
    configFile: false,
    root: path.join(root, 'src/web'),
    logLevel: 'warn',
    build: { outDir: webOut },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, proxy: { '/api': server.url } },
  });
  const webUrl = web.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  const peer = await preview({
    configFile: false,
    root: peerRoot,
    logLevel: 'warn',
    build: { outDir: peerOut },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const peerUrl = peer.resolvedUrls?.local[0] ?? '';
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const humidor = await throttled(browser, webUrl);
    const { page } = humidor;
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('rep.fl@humidor.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('humidor-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const env = (await (await page.request.get('/api/environment')).json()) as Env;
    // the largest order form: the most product rows to re-render if memoization fails
    let largest = { name: '', items: [] as { name: string }[] };
    for (const form of env.settings.orderForms ?? []) {
      const catalog = (await (
        await page.request.get(`/api/order-form?form=${encodeURIComponent(form.name)}`)
      ).json()) as { items: { name: string }[] };
      if (catalog.items.length > largest.items.length) largest = { name: form.name, items: catalog.items };
    }
    const target = largest.items[Math.floor(largest.items.length / 2)]!.name;
    // the saved draft opens the form on that order form's Products tab
    await page.goto('/login');
    await page.evaluate(
      ([key, form]) => localStorage.setItem(key!, JSON.stringify({ tab: 'products', orderFormType: form })),
      [`humidor.orderDraft.${me.user.id}`, largest.name],
    );
    await page.goto('/ordercreate');
    await page.getByRole('spinbutton', { name: `Quantity of ${target}` }).waitFor();
    await installRecorder(page);

    const plain = await throttled(browser, peerUrl);
    await plain.page.goto(`/order-form.html?rows=${largest.items.length}`);
    await installRecorder(plain.page);

    const samples = { humidor: [] as Keystroke[], peer: [] as Keystroke[] };
    await typeInto(page, `Quantity of ${target}`, 8); // warm-up
    await typeInto(plain.page, 'Quantity of p-ITEM050', 8);
    for (let round = 0; round < rounds; round++) {
      await humidor.throttle(throttling);
      samples.humidor.push(...(await typeInto(page, `Quantity of ${target}`, keystrokes)));
      await humidor.throttle(1);
      await plain.throttle(throttling);
      samples.peer.push(...(await typeInto(plain.page, 'Quantity of p-ITEM050', keystrokes)));
      await plain.throttle(1);
      console.log(`  round ${round + 1} done`);
    }
    await plain.context.close();
    await humidor.context.close();

    const peerP50 = percentile(
      samples.peer.map((s) => s.ms),
      50,
    );
    const row = (name: string, list: Keystroke[], isPeer: boolean) => {
      const times = list.map((s) => s.ms);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      return [
        name,
        `${p50.toFixed(1)} ms`,
        `${p95.toFixed(1)} ms`,
        `${Math.max(...times).toFixed(1)} ms`,
        (p50 / peerP50).toFixed(2),
        percentile(
          list.map((s) => s.mutations),
          50,
        ),
        Math.max(...list.map((s) => s.rows)),
        isPeer ? '' : p95 <= keystrokeGoalMs ? 'yes (p95)' : p50 <= keystrokeGoalMs ? 'p50 only' : 'no',
      ];
    };
    return [
      `Load average ${load} when the run started (2 cores shared with other work: the slowdown is applied on top of it).`,
      `Headless Chromium, CPU slowed ${throttling}× by CDP \`Emulation.setCPUThrottlingRate\`, 1280×900. Humidor's`,
      `largest order form (${largest.name}, ${largest.items.length} products) on its Products tab, signed in as`,
      `rep.fl@humidor.test, against a plain React page with as many rows (\`bench/peer-app/order-form.html\`: the`,
      'quantities in one useState, nothing memoized) built by the same Vite. Typing 1, 2, Backspace, Backspace… into',
      `one quantity box, the next key once the last has painted; ${rounds} interleaved rounds of ${keystrokes} keystrokes each.`,
      'A keystroke is timed from its keydown to a task queued from the next animation frame (its paint done);',
      `rows touched are the product rows whose DOM the keystroke changed. Goal: ≤ ${keystrokeGoalMs} ms.`,
      'Repeat: `npx tsx bench/order-form.bench.ts` (a number as argument sets the keystrokes per round).',
      '',
      table(
        [
          'page',
          'p50',
          'p95',
          'max',
          'p50 ratio to peer',
          'DOM mutations (p50)',
          'rows touched (max)',
          'within goal',
        ],
        [row('peer: plain React', samples.peer, true), row('Humidor order form', samples.humidor, false)],
      ),
    ].join('\n');
  } finally {
    await browser.close();
    await new Promise<void>((done) => peer.httpServer.close(() => done()));
    await new Promise<void>((done) => web.httpServer.close(() => done()));
    await server.stop();
  }
}

export const orderFormBenchmark: Benchmark = {
  name: 'Order form',
  run: () => runOrderForm(),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runOrderForm(Number(process.argv[2] ?? 60))
    .then((text) => console.log(text))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
