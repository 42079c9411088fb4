/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) against the built app for
 * /login, / signed in, the shop portal's /shop/sign-in and /shop signed in as a buyer, and against a
 * plain Vite + React app (bench/peer-app) built by the same Vite in the same run. Runs are
 * interleaved (peer, /login, /, /shop/sign-in, /shop each round) so the shared machine's load falls on
 * all of them alike; the table gives medians and the ratio of each to the peer.
 *
 *   npx tsx bench/lighthouse.bench.ts [rounds]     (default 5 rounds; also part of `npm run bench`)
 *   LIGHTHOUSE_PAGES=/shop npx tsx bench/lighthouse.bench.ts 5    (the peer and the pages whose name holds `/shop`)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { isShopPath } from '../src/server/http/web-app.js';
import { build as buildHumidor } from '../scripts/build.mjs';
import { measureInitial } from './initial-js.js';
import { loadAverages, table, printWhenRunAsScript, type Benchmark } from './lib.js';
import { shopBuyerCookies, startShopBenchServer } from './shop-buyer.js';

const root = path.resolve(import.meta.dirname, '..');
const peerRoot = path.join(import.meta.dirname, 'peer-app');
const peerOut = path.join(root, 'dist/bench-peer');
const webCopy = path.join(root, 'dist/bench-web');
/** Issue 13's goal for both routes. */
export const lighthouseGoal = 0.95;

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a build's files as Humidor's server does (precompressed .br/.gz siblings when the browser
 * accepts them, hashed assets cached for good, login.html for /login, index.html for every other
 * path) and, given `api`, passes the pages, /api and /healthz through to that server, which draws
 * them as it would for a user. Humidor's assets come from a copy of its build (dist/bench-web) so
 * another `vite build` in the same checkout cannot swap files mid-run.
 */
function serveBuild(dir: string, api?: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    // Humidor's pages come from its server too: it draws the signed-in home page (decision 0092).
    const page = !path.extname(pathname);
    if (api && (pathname.startsWith('/api/') || pathname === '/healthz' || page)) {
      const target = new URL(request.url ?? '/', api);
      const upstream = http.request(
        target,
        { method: request.method, headers: { ...request.headers, host: target.host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
      return;
    }
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // The sign-in page is a page of its own, as the server sends it (decision 0091).
      const signIn = path.join(dir, 'login.html');
      const shop = path.join(dir, 'shop.html');
      file =
        pathname === '/login' && fs.existsSync(signIn)
          ? signIn
          : isShopPath(pathname) && fs.existsSync(shop)
            ? shop
            : path.join(dir, 'index.html');
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const headers: http.OutgoingHttpHeaders = {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    };
    let body = fs.readFileSync(file);
    if (accepts.includes('br') && fs.existsSync(`${file}.br`)) {
      body = fs.readFileSync(`${file}.br`);
      headers['content-encoding'] = 'br';
    } else if (accepts.includes('gzip')) {
      body = fs.existsSync(`${file}.gz`) ? fs.readFileSync(`${file}.gz`) : zlib.gzipSync(body, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** name=value pairs of a signed-in browser: the session, and the time zone every page load leaves. */
async function signInCookies(baseUrl: string): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'rep.fl@humidor.test', password: 'humidor-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => {
    const [name = '', ...value] = (c.split(';')[0] ?? '').split('=');
    return { name, value: value.join('=') };
  });
  if (!cookies.length) throw new Error('sign-in set no cookie');
  // As a browser that has opened Humidor before carries it (app/first-screen.ts): its time zone,
  // which is this machine's, as Chromium runs here.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [...cookies, { name: 'humidor_tz', value: encodeURIComponent(zone) }];
}

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  benchmarkIndex: number;
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, rare in headless Chromium) is run again. */
async function audit(port: number, url: string, attempt = 1): Promise<Sample> {
  try {
    return await auditOnce(port, url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`  ${url}: ${(error as Error).message}; again`);
    return audit(port, url, attempt + 1);
  }
}

async function auditOnce(port: number, url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // LIGHTHOUSE_REPORTS=<folder> keeps every run's full report, to see where the time went.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance?.score ?? NaN,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function runLighthouse(rounds = 5): Promise<string> {
  // Both apps built now by the same Vite: Humidor as `npm run build` builds it (its config, and the
  // stamp of its sources, so the server started below does not build it again: under load that
  // rebuild outlasted the server's start deadline), the peer with React only.
  await buildHumidor(['web']);
  await build({
    configFile: false,
    root: peerRoot,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: peerOut, emptyOutDir: true },
  });
  fs.rmSync(webCopy, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'dist/web'), webCopy, { recursive: true });
  const initial = measureInitial(webCopy);
  const load = loadAverages();
  // The API only (the pages come from the copy above), from the sources in development mode with the
  // demo data: Vite's build set NODE_ENV=production in this process, which would ask for dist/server.
  // The server mails the shop buyer's invitation to a sink here (bench/shop-buyer.ts).
  const { smtp, server } = await startShopBenchServer();
  const web = await serveBuild(webCopy, server.url);
  const peer = await serveBuild(peerOut);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  const allTargets = [
    { name: 'peer: plain Vite + React', url: `${peer.url}/` },
    { name: 'Humidor `/login`', url: `${web.url}/login` },
    { name: 'Humidor `/` signed in', url: `${web.url}/`, cookies: await signInCookies(server.url) },
    // The shop portal's first page for a buyer's phone (issue 48, decision 0352): its own entry. A
    // buyer without a session lands here from /shop too.
    { name: 'Humidor `/shop/sign-in`', url: `${web.url}/shop/sign-in` },
    // The storefront itself, for a buyer of a shop with a last order (decision 0354).
    {
      name: 'Humidor `/shop` signed in',
      url: `${web.url}/shop`,
      cookies: await shopBuyerCookies(server.url, smtp),
    },
  ];
  // LIGHTHOUSE_PAGES=<text> measures only the pages whose name holds it, beside the peer: more rounds
  // of one page in the same time, and less of the run for the shared machine's load to fall on.
  const only = process.env.LIGHTHOUSE_PAGES;
  const targets = allTargets.filter((t, index) => index === 0 || !only || t.name.includes(only));
  // The session is a cookie in the browser's jar, as after signing in (a Cookie header added to every
  // request would lose to the jar once the page sets its own cookie), and only for the signed-in page.
  const jar = (await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)).contexts()[0];
  if (!jar) throw new Error('Chromium has no default browser context');
  const signedIn = async <T>(
    target: { url: string; cookies?: { name: string; value: string }[] },
    run: () => Promise<T>,
  ) => {
    if (!target.cookies) return run();
    await jar.addCookies(target.cookies.map((cookie) => ({ ...cookie, url: target.url })));
    try {
      return await run();
    } finally {
      await jar.clearCookies();
    }
  };
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  try {
    for (const target of targets) await signedIn(target, () => audit(chrome.port, target.url)); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        const sample = await signedIn(target, () => audit(chrome.port, target.url));
        samples.get(target.name)!.push(sample);
        console.log(`  round ${round + 1} ${target.name}: ${sample.score.toFixed(2)}`);
      }
    }
  } finally {
    chrome.kill();
    await peer.close();
    await web.close();
    await server.stop();
    await smtp.close();
  }
  const medians = targets.map((t) => {
    const list = samples.get(t.name)!;
    const m = (key: keyof Sample) => median(list.map((s) => s[key]));
    return {
      name: t.name,
      scores: list.map((s) => s.score),
      score: m('score'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      bytes: m('bytes'),
      benchmarkIndex: m('benchmarkIndex'),
    };
  });
  const peerScore = medians[0]!.score;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G and 4× CPU slowdown), headless Chromium.`,
    `Load average ${load} when the run started (2 cores shared with other work); Lighthouse's CPU benchmark index`,
    `${Math.round(median(medians.map((m) => m.benchmarkIndex)))} (median; the 4× slowdown is applied on top of it, so a busier machine lengthens TBT and LCP,`,
    'which the peer, with almost no script, hardly feels).',
    `One warm-up, then ${rounds} interleaved rounds (peer, \`/login\`, \`/\` signed in as rep.fl@humidor.test, \`/shop/sign-in\`,`,
    '`/shop` signed in as a buyer made for the run). Medians.',
    'The peer is a plain Vite + React page (`bench/peer-app`) built by the same Vite in the same run and served',
    `gzipped from a local static server. Goal: a score ≥ ${lighthouseGoal} for every route.`,
    'Repeat: `npx tsx bench/lighthouse.bench.ts` (5 rounds; a number as argument changes it).',
    '',
    table(
      [
        'page',
        'score (median)',
        'scores',
        'ratio to peer',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'transferred',
        'within goal',
      ],
      medians.map((m, index) => [
        m.name,
        m.score.toFixed(2),
        m.scores.map((x) => x.toFixed(2)).join(' / '),
        (m.score / peerScore).toFixed(2),
        s(m.fcp),
        s(m.lcp),
        `${Math.round(m.tbt)} ms`,
        m.cls.toFixed(3),
        `${Math.round(m.bytes / 1024)} KB`,
        index === 0 ? '' : m.score >= lighthouseGoal ? 'yes' : 'no',
      ]),
    ),
    '',
    'First download of the same build (bench/initial-js.ts: entry chunk, route chunk and their static imports, gzip level 9):',
    '',
    table(
      ['route', 'JS gzip', 'CSS gzip'],
      initial.map((r) => [`\`${r.route}\``, `${r.jsGzipKb.toFixed(1)} KB`, `${r.cssGzipKb.toFixed(1)} KB`]),
    ),
  ].join('\n');
}

export const lighthouseBenchmark: Benchmark = {
  name: 'First screen on a phone (Lighthouse)',
  run: () => runLighthouse(),
};

printWhenRunAsScript(import.meta.url, runLighthouse, 5);
