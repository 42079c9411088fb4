// `npm test`: every suite — lint, typecheck, unit tests, API tests on SQLite, the API tests again on
// PostgreSQL, the fault suite with real processes, and the browser journeys. Independent suites run
// side by side (their output is printed whole when each ends) so that both cores stay busy: the
// browser journeys start when the API suites and the unit tests have ended, beside the fault suite
// (decision 0388).
// HUMIDOR_REQUIRE_ALL=1 (set by .ci/run) turns a missing PostgreSQL or Chromium into a failure
// instead of a suite reported as not run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin, startPostgresCluster } from './pg-cluster.mjs';
import { chromiumPath } from './chromium.mjs';

const requireAll = process.env.HUMIDOR_REQUIRE_ALL === '1';
const runStarted = Date.now();
const results = [];
/** Every test file's time, reported by scripts/file-times-reporter.mjs, for the slowest files at the end. */
const fileTimes = [];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-test-reports-'));

/** vitest's arguments for a suite (its projects, the usual output and the file times) and their report. */
function vitest(name, projects, extra = []) {
  const report = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  return {
    args: [...args, '--reporter=default', '--reporter=./scripts/file-times-reporter.mjs'],
    env: { HUMIDOR_FILE_TIMES: report },
    report,
  };
}

/** Adds a suite's file times to `fileTimes`; a missing or cut-short report adds nothing. */
function readFileTimes(suite, report) {
  if (!report || !fs.existsSync(report)) return;
  try {
    for (const file of JSON.parse(fs.readFileSync(report, 'utf8'))) fileTimes.push({ suite, ...file });
  } catch {
    // the times are there to read, not worth failing the run for
  }
}

/** Runs one suite to its end, holding its output back so that side-by-side suites do not interleave. */
function step(name, command, args, env = {}, report = undefined) {
  const started = Date.now();
  console.log(`▶ ${name} (started)`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n━━━ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds}s ━━━`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      results.push({ name, ok, seconds, failures: ok ? [] : failureLines(text.toString()) });
      readFileTimes(name, report);
      resolve(ok);
    });
  });
}

/**
 * The last lines that name what failed (vitest's FAIL and × lines, the first line of each error), so the
 * summary at the very end of the output says which tests failed: CI may keep only the last part.
 */
function failureLines(text) {
  // eslint-disable-next-line no-control-regex -- the colours some tools print whatever FORCE_COLOR says
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((line) => /^\s*(FAIL\b|×|\S*Error\b)/.test(line));
  return [...new Set(lines.map((line) => line.trim()))].slice(-30);
}

function missing(name, why) {
  console.log(`\n■ ${name}: NOT RUN — ${why}`);
  results.push({ name, ok: !requireAll, skipped: true, seconds: 0 });
}

const hasPostgres = Boolean(findPostgresBin());
const noPostgres = 'no PostgreSQL server binaries (initdb, pg_ctl) were found';
const hasChromium = fs.existsSync(chromiumPath);

async function postgresApiTests() {
  const cluster = await startPostgresCluster().catch((error) => {
    console.log(`PostgreSQL could not start: ${error.message}`);
    return null;
  });
  if (!cluster) return missing('API tests on PostgreSQL', 'the throwaway PostgreSQL cluster did not start');
  try {
    // Two workers: one waits on the database about half its time, which left a core idle once the
    // SQLite suite and the unit tests had ended (decision 0388).
    const suite = vitest('API tests on PostgreSQL', ['api'], ['--maxWorkers', '2']);
    await step(
      'API tests on PostgreSQL',
      'npx',
      suite.args,
      { ...suite.env, HUMIDOR_TEST_POSTGRES_URL: cluster.url },
      suite.report,
    );
  } finally {
    cluster.stop();
  }
}

// Lint and typecheck keep what they learnt in node_modules/.cache (decision 0285): a clean checkout
// (CI) starts without it and pays what it did before; a second run here checks only what changed.
const cache = path.join('node_modules', '.cache', 'humidor');

// The unit tests need nothing built and share nothing with the other suites: they start at once and
// run through stages 1 and 2, so that a core is not left idle while the last of lint, typecheck and
// the build ends, or while the last API suite does (decision 0285).
// Two projects: most files share a worker's modules, a few need one of their own (decision 0363).
const units = vitest('unit tests', ['unit', 'unit-own-worker']);
const unitTests = step('unit tests', 'npx', units.args, units.env, units.report);

// Stage 1: static checks beside the build the browser journeys need.
const [, , built] = await Promise.all([
  step('lint', 'npx', [
    'eslint',
    '.',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    path.join(cache, 'eslint'),
  ]),
  step('typecheck', 'npx', [
    'tsc',
    '--noEmit',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    path.join(cache, 'tsconfig.tsbuildinfo'),
  ]),
  hasChromium
    ? step('build the web app and the server', 'node', ['scripts/build.mjs'])
    : Promise.resolve(false),
]);

// Stage 2: the API suite on both databases, side by side (the unit tests still running beside them).
const sqlite = vitest('API tests on SQLite', ['api']);
await Promise.all([
  step('API tests on SQLite', 'npx', sqlite.args, sqlite.env, sqlite.report),
  hasPostgres ? postgresApiTests() : missing('API tests on PostgreSQL', noPostgres),
  unitTests,
]);

// Stage 3: the browser journeys (two files at a time, vitest.config.ts) beside the fault suite (real
// server processes killed with -9, and a PostgreSQL they terminate, stop and start), which alone
// would leave a core idle for its minute (decision 0388).
async function faultSuite() {
  if (!hasPostgres) return missing('fault suite with real processes', noPostgres);
  const fault = vitest('fault suite', ['fault']);
  await step('fault suite with real processes', 'npx', fault.args, fault.env, fault.report);
}
// A deploy under an open tab: Chromium's swap of its service worker is bound to time (app/pwa/
// register.ts retries it for ten seconds) and ran past that beside another journey file; it runs
// after the others, with nothing beside it (decision 0388).
const alone = ['tests/e2e/deploy.test.ts'];
async function journeys() {
  if (!hasChromium)
    return missing(
      'browser journeys in Chromium',
      `no browser at ${chromiumPath} (apt-get install chromium)`,
    );
  if (!built) return missing('browser journeys in Chromium', 'the build failed');
  const excluded = alone.flatMap((file) => ['--exclude', file]);
  const e2e = vitest('browser journeys', ['e2e'], excluded);
  await step('browser journeys in Chromium', 'npx', e2e.args, e2e.env, e2e.report);
  const last = vitest('browser journeys alone', ['e2e'], ['--no-file-parallelism', ...alone]);
  await step('browser journeys that run alone', 'npx', last.args, last.env, last.report);
}
await Promise.all([faultSuite(), journeys()]);

// Where the time goes, for the next run's reader (the whole run's budget is 15 minutes, docs/testing.md);
// printed before the summary, which stays the last thing in the output.
const slowest = fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 20);
if (slowest.length > 0) {
  console.log('\nSlowest test files');
  for (const { suite, file, seconds, importSeconds } of slowest)
    console.log(
      `  ${seconds.toFixed(1).padStart(7)}s  ${file}  (${suite}; importing ${importSeconds.toFixed(1)}s)`,
    );
}
console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.ok ? (r.skipped ? '–' : '✓') : '✗'} ${r.name}${r.skipped ? ' (not run)' : ` (${r.seconds}s)`}`,
  );
  for (const line of r.failures ?? []) console.log(`      ${line}`);
}
fs.rmSync(reports, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(
  `suites: ${results.length - failed} passed, ${failed} failed, in ${Math.round((Date.now() - runStarted) / 1000)}s`,
);
process.exit(failed ? 1 : 0);
