/**
 * The week planner against the limit (issue 47 item 4). Generated problems (bench/planner-problems.ts)
 * of 8–80 stops over 1–5 days are planned with Humidor's planner at its normal budget; those of up
 * to 12 stops are also solved exactly (bench/planner-exact.ts), those of 20–80 stops also planned
 * by the same planner given 60 s. Then the time of a 40-stop and an 80-stop, 5-day plan on the
 * server (Node, the planner bundled by esbuild as the server's build bundles it) and in headless
 * Chromium with the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), standing in for a phone.
 *
 *   npx tsx bench/planner.bench.ts [--long-ms 60000] [--runs 5]     (--quick: a 5 s long run)
 *   npx tsx bench/planner.bench.ts --only 80 --long-rounds 60000       (80-stop problems only; the long run
 *                                                                        counted in rounds, which load does not weaken)
 *   npx tsx bench/planner.bench.ts --only 20 --long-rounds 20000 --seeds 35   (47 and 1–35: a seed's chance to
 *                                                                        miss, which 12 seeds tell too roughly)
 *   npx tsx bench/planner.bench.ts --only 80 --long-rounds 20000 --seeds 72 --first-seed 101   (47 and 101–172:
 *                                                                        seeds no choice was tuned on)
 *   npx tsx bench/planner.bench.ts --only 80 --reference 3489/1036.1,3093/1131 --seeds 36 --first-seed 301
 *                                                                       (against fixed plans, no long run: a change
 *                                                                        judged at fresh seeds; the missing seeds listed)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/support/browser.js';
import {
  defaultIterations,
  type Plan,
  type PlanProblem,
  type SearchOptions,
} from '../src/domain/planner/index.js';
import { percentile, table, type Benchmark } from './lib.js';
import { solveExactly } from './planner-exact.js';
import { benchmarkCases, generateProblem } from './planner-problems.js';

type PlanFn = (problem: PlanProblem, options?: SearchOptions) => Plan;
const throttling = 4;
/** The normal budget, without its time cap: the figures are for the whole search a user's plan gets. */
const normal: SearchOptions = { budgetMs: 600_000 };
const entry = path.resolve(import.meta.dirname, '../src/domain/planner/index.ts');

async function bundle(format: 'esm' | 'iife'): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format,
    globalName: format === 'iife' ? 'planner' : undefined,
    minify: true,
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}

async function serverPlanner(): Promise<PlanFn> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-planner-')), 'planner.mjs');
  fs.writeFileSync(file, await bundle('esm'));
  return ((await import(pathToFileURL(file).href)) as { planProblem: PlanFn }).planProblem;
}

/** CPU and wall milliseconds of one call. CPU is the process's own time, which a loaded machine inflates less. */
function timedPlan(plan: PlanFn, problem: PlanProblem, options: SearchOptions) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = plan(problem, options);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { result, wall, cpu: (used.user + used.system) / 1000 };
}

/** The seeds besides 47 at which the normal budget is also run: one seed's plan says little when seeds spread as wide as the gap. */
const seedsBesides47 = (count: number, first = 1) => Array.from({ length: count }, (_, i) => i + first);

/**
 * Issue 47's goal for 20–80 stops, "within 2 % of the best plan the same planner finds" given a long
 * run (decision 0366): at most 2 % less priority placed than the long run, and at most 2 % more drive
 * unless the plan places more priority. Asked of the normal budget at 12 seeds (47 and 1–11), since
 * one seed's plan says little when seeds spread about as wide as the gap; the worst seed decides.
 */
function againstLongRun(plan: PlanFn, problem: PlanProblem, long: Plan, spreadSeeds: number[]) {
  const longPriority = long.priority ?? 0;
  const seeds = [47, ...spreadSeeds];
  const plans = seeds.map((seed) => plan(problem, { ...normal, seed }));
  const short = plans.map((p) => ((longPriority - (p.priority ?? 0)) / longPriority) * 100);
  const over = plans.map((p) =>
    (p.priority ?? 0) > longPriority + 1e-6
      ? Number.NEGATIVE_INFINITY
      : ((p.driveMinutes - long.driveMinutes) / long.driveMinutes) * 100,
  );
  const placed = plans.map((p) => p.priority ?? 0);
  const mean = placed.reduce((sum, p) => sum + p, 0) / placed.length;
  const worstShort = Math.max(...short);
  const worstOver = Math.max(...over);
  const missedAt = seeds.filter((_, i) => short[i]! > 2 || over[i]! > 2);
  return {
    spread: `${mean.toFixed(1)} (${Math.min(...placed)}–${Math.max(...placed)})`,
    worstShort,
    worstOver,
    met: worstShort <= 2 && worstOver <= 2,
    missedAt,
    seeds: plans.length,
  };
}

const label = (c: { stops: number; days: number; seed: number }) =>
  `${c.stops} stops, ${c.days} d, #${c.seed}`;
const pct = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} %`;

async function browserTimes(problems: PlanProblem[], runs: number): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: await bundle('iife') });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
    // A string, not a function: tsx's transform would name the arrows with a helper the page lacks.
    return await page.evaluate<number[]>(`(() => {
      const problems = ${JSON.stringify(problems)};
      const out = [];
      globalThis.planner.planProblem(problems[0], ${JSON.stringify(normal)}); // warms the engine up
      for (const problem of problems) {
        for (let i = 0; i < ${runs}; i++) {
          const start = performance.now();
          globalThis.planner.planProblem(problem, ${JSON.stringify(normal)});
          out.push(performance.now() - start);
        }
      }
      return out;
    })()`);
  } finally {
    await browser.close();
  }
}

export interface ReportOptions {
  /** The long run's time. */
  longMs?: number;
  /** The long run counted in rounds instead of time (its time then uncapped). */
  longRounds?: number;
  /** Runs of each 40-stop problem for the time goal. */
  runs?: number;
  /** Only the problems of this many stops (and no time goal), for a targeted look. */
  only?: number;
  /** Seeds besides 47 at which the normal budget is run against the long run (11: the goal's 12 seeds). */
  seeds?: number;
  /**
   * The first of those seeds (1). The planner's choices were kept on seeds 1–72, which flatter it;
   * seeds from 101 on were never tuned on (decision 0391).
   */
  firstSeed?: number;
  /**
   * Fixed references instead of the long run, one `priority/drive` for each problem of `only` in
   * order (`--reference 3489/1036.1,3093/1131`): judging candidates at many seeds against the same
   * plans, without a long run each time.
   */
  references?: { priority: number; driveMinutes: number }[];
}

export async function report(options: ReportOptions = {}): Promise<string> {
  const { longMs = 60_000, longRounds, runs = 5, only, seeds = 11, firstSeed = 1, references } = options;
  if (references && only === undefined) throw new Error('--reference needs --only');
  const spreadSeeds = seedsBesides47(seeds, firstSeed);
  const longName = references
    ? 'fixed reference'
    : longRounds
      ? `${longRounds.toLocaleString('en-US')}-round run`
      : `${(longMs / 1000).toFixed(0)} s run`;
  const longOptions: SearchOptions = longRounds
    ? { iterations: longRounds, budgetMs: Number.MAX_SAFE_INTEGER }
    : { budgetMs: longMs, iterations: Number.MAX_SAFE_INTEGER };
  const loadAtStart = os.loadavg()[0]!;
  const plan = await serverPlanner();
  const small: string[][] = [];
  const large: string[][] = [];
  let smallMet = 0;
  let smallCount = 0;
  let largeMet = 0;
  let largeCount = 0;
  // Progress on stderr (the report is printed at the end, on stdout): a 60 s run takes minutes.
  const progress = (what: string) =>
    process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${what}\n`);
  const cases = benchmarkCases.filter((c) => only === undefined || c.stops === only);
  if (references && references.length !== cases.length)
    throw new Error(`--reference needs ${cases.length} plans, one for each problem of ${only} stops`);
  for (const [index, c] of cases.entries()) {
    progress(
      `${label(c)}: ${c.stops <= 12 ? 'planning and solving exactly' : `planning, the ${longName}, ${spreadSeeds.length + 1} seeds`}`,
    );
    const problem = generateProblem(c.stops, c.days, c.seed);
    const ours = timedPlan(plan, problem, normal);
    if (c.stops <= 12) {
      const started = performance.now();
      const best = solveExactly(problem);
      const exactMs = performance.now() - started;
      const samePriority = Math.abs((ours.result.priority ?? 0) - best.priority) < 1e-6;
      // The plan prints its drive to a tenth of a minute; the optimum is compared at the same precision.
      const optimum = Math.round(best.drive * 10) / 10;
      const over = ((ours.result.driveMinutes - optimum) / optimum) * 100;
      const met = samePriority && over <= 1;
      smallCount++;
      if (met) smallMet++;
      small.push([
        label(c),
        `${best.priority} / ${optimum}`,
        `${ours.result.priority} / ${ours.result.driveMinutes}`,
        samePriority ? 'yes' : 'no',
        pct(over),
        `${ours.cpu.toFixed(0)} ms`,
        `${exactMs.toFixed(0)} ms`,
        met ? 'yes' : 'no',
      ]);
    } else {
      const reference = references?.[index];
      const long = reference
        ? { result: { days: [], unplaced: [], ...reference } satisfies Plan, cpu: 0 }
        : timedPlan(plan, problem, longOptions);
      const gap = ((ours.result.driveMinutes - long.result.driveMinutes) / long.result.driveMinutes) * 100;
      const lessPriority = (ours.result.priority ?? 0) < (long.result.priority ?? 0) - 1e-6;
      const atSeeds = againstLongRun(plan, problem, long.result, spreadSeeds);
      const met = atSeeds.met;
      largeCount++;
      if (met) largeMet++;
      large.push([
        label(c),
        `${ours.result.priority} / ${ours.result.driveMinutes}`,
        `${ours.cpu.toFixed(0)} ms`,
        `${long.result.priority} / ${long.result.driveMinutes}`,
        reference ? '–' : `${(long.cpu / 1000).toFixed(1)} s`,
        lessPriority
          ? 'less'
          : (ours.result.priority ?? 0) > (long.result.priority ?? 0) + 1e-6
            ? 'more'
            : 'same',
        pct(gap),
        `${ours.result.unplaced.length} of ${c.stops}`,
        atSeeds.spread,
        `${atSeeds.worstShort.toFixed(2)} %`,
        atSeeds.worstOver === Number.NEGATIVE_INFINITY ? 'more priority' : pct(atSeeds.worstOver),
        met
          ? 'yes'
          : `no (${atSeeds.missedAt.length} of ${atSeeds.seeds} seeds: ${atSeeds.missedAt.join(', ')})`,
      ]);
    }
  }
  const head = [
    `Problems from \`bench/planner-problems.ts\` (home in Tampa, shops within about 25 miles, 08:00–18:00 weekdays, four kinds of opening hours, 20–60-minute visits, priorities 1–100, an appointment for about every eight stops, more stops than fit), planned at the normal budget (${defaultIterations} rounds, seed 47). Priority / drive = the sum of the priorities placed / total drive minutes. Load average at the start: ${loadAtStart.toFixed(1)}, at the end: ${os.loadavg()[0]!.toFixed(1)}.`,
  ];
  const smallPart =
    small.length === 0
      ? []
      : [
          '',
          `**Up to 12 stops against the optimum** (exact dynamic programming, \`bench/planner-exact.ts\`): ${smallMet} of ${smallCount} meet the goal (same priority, drive within 1 %).`,
          '',
          table(
            [
              'problem',
              'optimum',
              'planner',
              'same priority',
              'drive over optimum',
              'planner CPU',
              'exact',
              'goal met',
            ],
            small,
          ),
        ];
  const largePart = [
    '',
    `**20–80 stops against ${references ? 'fixed references (`--reference`)' : `the same planner given a ${longName}`}**: ${largeMet} of ${largeCount} within 2 % of it at every one of ${spreadSeeds.length + 1} seeds (47 and ${spreadSeeds[0]}–${spreadSeeds.at(-1)}; at most 2 % less priority, and at most 2 % more drive unless more priority; decision 0366).`,
    '',
    table(
      [
        'problem',
        'planner',
        'planner CPU',
        longName,
        'its CPU',
        'priority',
        'drive over long run',
        'left out',
        `priority at ${spreadSeeds.length + 1} seeds: mean (min–max)`,
        'most priority short',
        'most drive over',
        'goal met',
      ],
      large,
    ),
  ];
  if (only !== undefined) return [...head, ...smallPart, ...largePart].join('\n');
  progress('timing 40- and 80-stop plans on the server');
  const sizes = [40, 80].map((stops) => {
    const problems = [1, 2].map((seed) => generateProblem(stops, 5, seed));
    const server = problems.flatMap((problem) =>
      Array.from({ length: runs }, () => timedPlan(plan, problem, normal)),
    );
    return { stops, problems, cpu: server.map((s) => s.cpu), wall: server.map((s) => s.wall) };
  });
  const rows: string[][] = [];
  for (const { stops, problems, cpu, wall } of sizes) {
    progress(`${stops} stops: timing in Chromium at ${throttling}×`);
    const phone = await browserTimes(problems, runs);
    // The goals are for 40 stops; 80 stops has none stated for the server, and 5 s on a phone (decision 0380).
    const serverGoal = (ms: number) => (stops === 40 ? (ms / 2000).toFixed(3) : '–');
    rows.push(
      [
        `${stops} stops: server (Node, CPU)`,
        `${percentile(cpu, 50).toFixed(0)} ms`,
        `${Math.max(...cpu).toFixed(0)} ms`,
        serverGoal(Math.max(...cpu)),
      ],
      [
        `${stops} stops: server (Node, wall)`,
        `${percentile(wall, 50).toFixed(0)} ms`,
        `${Math.max(...wall).toFixed(0)} ms`,
        serverGoal(Math.max(...wall)),
      ],
      [
        `${stops} stops: Chromium at ${throttling}× slowdown (wall)`,
        `${percentile(phone, 50).toFixed(0)} ms`,
        `${Math.max(...phone).toFixed(0)} ms`,
        (Math.max(...phone) / 5000).toFixed(3),
      ],
    );
  }
  return [
    ...head,
    ...smallPart,
    ...largePart,
    '',
    `**A 40-stop and an 80-stop, 5-day plan** (two problems each × ${runs} runs): goals ≤ 2 s on the server and ≤ 5 s on a phone (4× CPU slowdown) for 40 stops; ≤ 5 s on a phone for 80.`,
    '',
    table(['where', 'p50', 'max', 'max / goal'], rows),
  ].join('\n');
}

export const plannerBenchmark: Benchmark = {
  name: 'Week planner against the optimum (issue 47)',
  run: () => report(),
};

/** `--reference 3489/1036.1,3093/1131`: the fixed plans' priority and drive. */
function referencesOf(args: string[]) {
  const i = args.indexOf('--reference');
  if (i < 0) return undefined;
  return (args[i + 1] ?? '').split(',').map((pair) => {
    const [priority, driveMinutes] = pair.split('/').map(Number);
    if (!Number.isFinite(priority) || !Number.isFinite(driveMinutes))
      throw new Error(`--reference: "${pair}" is not priority/drive`);
    return { priority: priority!, driveMinutes: driveMinutes! };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const valueOf = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : undefined;
  };
  report({
    longMs: args.includes('--quick') ? 5_000 : valueOf('--long-ms'),
    longRounds: valueOf('--long-rounds'),
    runs: valueOf('--runs'),
    only: valueOf('--only'),
    seeds: valueOf('--seeds'),
    firstSeed: valueOf('--first-seed'),
    references: referencesOf(args),
  })
    .then((text) => console.log(text))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
