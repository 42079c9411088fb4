/**
 * Where the signed-in home page's main-thread time goes in its first seconds, at Lighthouse's 4× CPU
 * slowdown (issue 13's phone): a fresh context (empty storage, as Lighthouse starts), signed in as
 * rep.fl@humidor.test, opens `/` and is left alone for the given seconds. Prints the renderer main
 * thread's busy time (top-level tasks; wall time, and the thread's CPU time), the blocking time past
 * 50 ms per task (Lighthouse's TBT counts those between FCP and interactive), each long task with
 * the source files its time went to, and a CPU profile of the same load by source file and function
 * (through the build's source maps in dist/sourcemaps). Against the built app (node scripts/build.mjs).
 *
 *   npx tsx bench/home-profile.ts [seconds=12] [runs=1]
 *
 * HOME_PROFILE_PEER=<checkout>: another checkout's build beside this one, runs alternating (an older
 * commit: git archive it into /tmp, link node_modules, node scripts/build.mjs there).
 * HOME_PROFILE_BRIEF=1: the figures only. HOME_PROFILE_COPY_KEPT=1: the device has a fresh offline
 * copy recorded, so the working set is not fetched (what the page costs without it).
 * INCLUSIVE_TOP=<n>: how many functions the inclusive list shows (60).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchOptions } from '../tests/e2e/support/browser.js';
import { startServer } from '../tests/e2e/support/server.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the 4× slowdown's pauses and other processes on the cores do not add. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 12);
const runs = Number(process.argv[3] ?? 1);

async function signIn(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: 'rep.fl@humidor.test', password: 'humidor-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.getSetCookie().map((c) => {
    const [name = '', ...value] = (c.split(';')[0] ?? '').split('=');
    return { name, value: value.join('='), url: baseUrl };
  });
}

/** The top-level tasks of the busiest renderer main thread (the page's, not about:blank's). */
function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (main: TraceEvent) =>
    events.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur,
    );
  const total = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + t.dur!, 0);
  const all = mains.map(tasksOf).sort((a, b) => total(b) - total(a));
  if (!all[0]) throw new Error('no renderer main thread in the trace');
  return all[0];
}

const sourceMaps = new Map<string, SourceMapConsumer | null>();
let mapsRoot = root;
/** A frame by its place in the sources (dist/sourcemaps, written by the build), else as run. */
function where(frame: ProfileNode['callFrame']): string {
  const script = frame.url.replace(/^https?:\/\/[^/]+/, '');
  if (!script.startsWith('/assets/')) return `${frame.functionName || '(anonymous)'} ${script || '(native)'}`;
  if (!sourceMaps.has(script)) {
    const file = path.join(mapsRoot, 'dist/sourcemaps', `${script}.map`);
    sourceMaps.set(
      script,
      fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null,
    );
  }
  const original = sourceMaps
    .get(script)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original?.source) return `${frame.functionName || '(anonymous)'} ${script}`;
  const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${source}:${original.line}`;
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const bySource = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const here = where(byId.get(id)!.callFrame);
    self.set(here, (self.get(here) ?? 0) + ms);
    const file = here.replace(/:\d+$/, '');
    bySource.set(file, (bySource.get(file) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = where(byId.get(node)!.callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms);
    }
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .filter(([k]) => !/\((idle|program|root)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n);
  return {
    self: top(self, 25),
    bySource: top(bySource, 25),
    inclusive: top(inclusive, Number(process.env.INCLUSIVE_TOP ?? 60)),
  };
}

interface Figures {
  busy: number;
  cpu: number;
  long: number;
  blocking: number;
}

async function run(browser: Browser, baseUrl: string, details: boolean): Promise<Figures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const cookies = await signIn(baseUrl);
  await context.addCookies(cookies);
  if (process.env.HOME_PROFILE_COPY_KEPT) {
    const me = (await (
      await fetch(`${baseUrl}/api/me`, {
        headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).json()) as { user: { id: string } };
    await context.addInitScript((id) => {
      localStorage.setItem(
        `humidor.workingSet.${id}`,
        JSON.stringify({ customers: 1, notes: 1, capped: false, at: Date.now() }),
      );
    }, me.user.id);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: [
      'disabled-by-default-lighthouse',
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
    ],
  });
  await cdp.send('Profiler.start');
  const start = Date.now();
  await page.goto(`${baseUrl}/`);
  await page.waitForTimeout(seconds * 1000 - (Date.now() - start));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const tasks = mainThreadTasks(trace.traceEvents);
  const busy = tasks.reduce((sum, t) => sum + t.dur! / 1000, 0);
  const cpu = tasks.reduce((sum, t) => sum + (t.tdur ?? 0) / 1000, 0);
  const long = tasks.filter((t) => t.dur! > 50_000);
  const blocking = long.reduce((sum, t) => sum + t.dur! / 1000 - 50, 0);
  const first = tasks[0]?.ts ?? 0;
  console.log(
    `main thread busy ${busy.toFixed(0)} ms (CPU ${cpu.toFixed(0)} ms) over ${seconds} s; ${long.length} long tasks, ${blocking.toFixed(0)} ms past 50 ms`,
  );
  const figures = { busy, cpu, long: long.length, blocking };
  if (!details) return figures;
  const perSecond = new Map<number, number>();
  for (const t of tasks) {
    const second = Math.floor((t.ts - first) / 1e6);
    perSecond.set(second, (perSecond.get(second) ?? 0) + t.dur! / 1000);
  }
  console.log('  busy per second: ' + [...perSecond].map(([s, ms]) => `${s}s ${ms.toFixed(0)}`).join(', '));
  console.log(
    '  long tasks (start s: ms): ' +
      long.map((t) => `${((t.ts - first) / 1e6).toFixed(2)}: ${(t.dur! / 1000).toFixed(0)}`).join(', '),
  );
  // What ran in each long task: the profile's samples in its time, by source file (self time).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sampleTimes: number[] = [];
  profile.timeDeltas.reduce((at, delta) => (sampleTimes.push(at + delta), at + delta), profile.startTime);
  for (const task of long) {
    const files = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i]!;
      if (at < task.ts || at > task.ts + task.dur!) return;
      const file = where(byId.get(id)!.callFrame).replace(/:\d+$/, '');
      files.set(file, (files.get(file) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const top = [...files].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `    ${((task.ts - first) / 1e6).toFixed(2)} s, ${(task.dur! / 1000).toFixed(0)} ms: ` +
        top.map(([file, ms]) => `${file.replace(/^main\/node_modules\//, '')} ${ms.toFixed(0)}`).join('; '),
    );
  }
  const main = tasks[0]!;
  const kinds = new Map<string, number>();
  for (const e of trace.traceEvents)
    if (e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.name !== 'RunTask')
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur / 1000);
  console.log(
    '  trace events (inclusive ms): ' +
      [...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', '),
  );
  const times = selfTimes(profile);
  const list = (title: string, rows: [string, number][]) => {
    console.log(`  ${title}:`);
    for (const [name, ms] of rows) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  };
  list('JS self time by source file', times.bySource);
  list('JS self time by function', times.self);
  list('inclusive time by function', times.inclusive);
  return figures;
}

// HOME_PROFILE_PEER=<another checkout>: its build too (a copy of an older commit, built there), the
// runs alternating between the two so the shared machine's load falls on both alike.
const peerRoot = process.env.HOME_PROFILE_PEER;
const builds = [
  { name: 'this checkout', root, start: () => startServer() },
  ...(peerRoot
    ? [
        {
          name: peerRoot,
          root: peerRoot,
          start: () => startServer({ LOG_LEVEL: 'warn' }, path.join(peerRoot, 'scripts/start.mjs')),
        },
      ]
    : []),
];
const [browser, ...servers] = await Promise.all([
  chromium.launch(launchOptions),
  ...builds.map((b) => b.start()),
]);
const results = builds.map(() => [] as Figures[]);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (let i = 0; i < runs; i++)
    for (const [index, build] of builds.entries()) {
      console.log(`${build.name}, run ${i + 1}:`);
      mapsRoot = build.root;
      sourceMaps.clear();
      results[index]!.push(
        await run(browser, servers[index]!.url, i === 0 && !process.env.HOME_PROFILE_BRIEF),
      );
    }
  for (const [index, build] of builds.entries()) {
    const list = results[index]!;
    console.log(
      `${build.name}: median of ${list.length}: busy ${median(list.map((f) => f.busy)).toFixed(0)} ms ` +
        `(CPU ${median(list.map((f) => f.cpu)).toFixed(0)} ms), ` +
        `${median(list.map((f) => f.long))} long tasks, ${median(list.map((f) => f.blocking)).toFixed(0)} ms past 50 ms`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
