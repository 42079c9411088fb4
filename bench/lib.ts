import os from 'node:os';
import { loadConfig } from '../src/server/config/config.js';
import type { Db } from '../src/server/db/database.js';
import type { DB } from '../src/server/db/schema.js';
import { openRuntime, type Runtime } from '../src/server/runtime/runtime.js';

/** What every benchmark module gives the runner: a name and a Markdown section for docs/performance.md. */
export interface Benchmark {
  name: string;
  run(): Promise<string>;
}

/**
 * The server's runtime over the SQLite database in `dataDir` (made when missing), quiet, its API
 * rate limit lifted: the benchmarks send thousands of requests a minute from one address.
 */
export function openBenchRuntime(dataDir: string): Promise<Runtime> {
  return openRuntime(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: undefined,
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    }),
  );
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Runs `work` once: its result, its wall time and the process CPU time it took, in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; wall: number; cpu: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  return { result, wall, cpu: (used.user + used.system) / 1000 };
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The machine's three load averages, as a benchmark's heading quotes them: "2.54, 5.47, 9.52". */
export const loadAverages = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

export function machineDescription(): string {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length} (${os.arch()})`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()}`,
    `- Node.js ${process.versions.node}`,
    `- Load average when the run started: ${loadAverages()} (the machine is shared; figures on an idle machine are better)`,
  ].join('\n');
}

/** One value of a feed filter: its label in the report and its query string ('' = not set). */
export type FilterValue = [label: string, query: string];

/** Every combination of one value per filter: the feed screens let a user set them all at once. */
export function combinations(filters: FilterValue[][]): FilterValue[] {
  let out: FilterValue[] = [['', '']];
  for (const values of filters) {
    out = out.flatMap(([label, query]) =>
      values.map(([l, q]): FilterValue => [
        [label, l].filter(Boolean).join(', '),
        [query, q].filter(Boolean).join('&'),
      ]),
    );
  }
  return out.map(([label, query]) => [label || 'no filter', query]);
}

export interface FeedTiming {
  wall: number;
  cpu: number;
}

/**
 * Page 1 and page 2 (keyset cursor, when there is one) of every combination through `inject`,
 * `rounds` times after one warm-up round; the times of each combination, and how many rows page 1 had.
 */
export async function measureFeedCombinations(
  inject: (url: string) => Promise<{ statusCode: number; json(): unknown }>,
  path: string,
  combos: FilterValue[],
  rounds: number,
): Promise<Map<string, { times: FeedTiming[]; rows: number }>> {
  const results = new Map(combos.map(([label]) => [label, { times: [] as FeedTiming[], rows: 0 }]));
  const get = async (url: string) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await inject(url);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return { timing: { wall, cpu: (used.user + used.system) / 1000 }, body: response.json() };
  };
  for (let round = 0; round <= rounds; round += 1) {
    for (const [label, query] of combos) {
      const url = `${path}?limit=50${query ? `&${query}` : ''}`;
      const first = await get(url);
      const body = first.body as { nextCursor: string | null } & Record<string, unknown[]>;
      const next = body.nextCursor ? await get(`${url}&cursor=${body.nextCursor}`) : null;
      const result = results.get(label);
      if (!result || round === 0) continue;
      result.rows = Object.values(body).find(Array.isArray)?.length ?? 0;
      result.times.push(first.timing, ...(next ? [next.timing] : []));
    }
  }
  return results;
}

/** The per-user summary row and the slowest combinations of a feed measurement. */
export function summarizeFeed(
  user: string,
  results: Map<string, { times: FeedTiming[]; rows: number }>,
  goalMs: number,
) {
  const all = [...results.values()].flatMap((r) => r.times);
  const wall = all.map((t) => t.wall);
  const cpu = all.map((t) => t.cpu);
  const perCombo = [...results].map(([label, r]) => ({
    label,
    rows: r.rows,
    p50: percentile(
      r.times.map((t) => t.wall),
      50,
    ),
    p95: percentile(
      r.times.map((t) => t.wall),
      95,
    ),
    cpuP95: percentile(
      r.times.map((t) => t.cpu),
      95,
    ),
  }));
  const over = perCombo.filter((c) => c.p95 > goalMs).length;
  const p95 = percentile(wall, 95);
  const row = [
    user,
    results.size,
    all.length,
    ms(percentile(wall, 50)),
    ms(p95),
    ms(percentile(cpu, 95)),
    ms(Math.max(...wall)),
    over,
    p95 <= goalMs ? 'yes' : 'no',
  ];
  const slowest = perCombo.sort((a, b) => b.p50 - a.p50).slice(0, 8);
  return { row, slowest, p95, perCombo };
}

/** A feed's requests as one user: `url` answered through the app, signed in. */
type FeedRequests = (url: string) => Promise<{ statusCode: number; json(): unknown }>;

/**
 * Every user's feed measured (`measureFeedCombinations`): the summary rows, each user's five slowest
 * combinations, the most combinations that matched nothing for one user, and each user's figures.
 */
export async function measureFeedPerUser(
  users: readonly string[],
  requestsAs: (email: string) => Promise<FeedRequests>,
  feed: { path: string; combos: FilterValue[]; rounds: number; goalMs: number },
) {
  const rows: (string | number)[][] = [];
  const slow: (string | number)[][] = [];
  const perUser: { email: string; perCombo: ReturnType<typeof summarizeFeed>['perCombo'] }[] = [];
  let empty = 0;
  for (const email of users) {
    const results = await measureFeedCombinations(
      await requestsAs(email),
      feed.path,
      feed.combos,
      feed.rounds,
    );
    const summary = summarizeFeed(email, results, feed.goalMs);
    rows.push(summary.row);
    empty = Math.max(empty, summary.perCombo.filter((c) => c.rows === 0).length);
    for (const c of summary.slowest.slice(0, 5))
      slow.push([email, c.label, c.rows, ms(c.p50), ms(c.p95), ms(c.cpuP95)]);
    perUser.push({ email, perCombo: summary.perCombo });
  }
  return { rows, slow, empty, perUser };
}

export const feedSummaryHeader = [
  'user',
  'combinations',
  'requests',
  'p50',
  'p95',
  'CPU p95',
  'max',
  'combinations with p95 over the goal',
  'p95 within goal',
];

/** Signs a user in on a running server and answers the session cookie to send with each request. */
export async function signedInCookie(base: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!signIn.ok || !cookie) throw new Error(`Sign-in failed: ${signIn.status}`);
  return cookie;
}

/** The number of rows in a table of the benchmark's dataset. */
export async function rowCount(db: Db, table: keyof DB & string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Run as a script (`npx tsx bench/x.bench.ts [rounds]`): prints the report of `rounds` (the first
 * argument, else `defaultRounds`) and exits 1 on a failure. `moduleUrl` is the caller's
 * `import.meta.url`, so nothing runs when `bench/run.ts` imports the file.
 */
export function printWhenRunAsScript(
  moduleUrl: string,
  report: (rounds: number) => Promise<string>,
  defaultRounds: number,
): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  report(Number(process.argv[2] ?? defaultRounds))
    .then((text) => console.log(text))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
