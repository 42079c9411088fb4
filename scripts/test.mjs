// `npm test`: every suite — lint, typecheck, unit and API tests on SQLite, the API tests again on
// PostgreSQL, the fault suite with real processes, and the browser journeys. Independent suites run
// side by side (their output is printed whole when each ends); the browser journeys run last and
// alone, since they measure nothing but must not starve for CPU on a 2-core machine.
// HUMIDOR_REQUIRE_ALL=1 (set by .ci/run) turns a missing PostgreSQL or Chromium into a failure
// instead of a suite reported as not run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { findPostgresBin, startPostgresCluster } from './pg-cluster.mjs';
import { chromiumPath } from './chromium.mjs';

const requireAll = process.env.HUMIDOR_REQUIRE_ALL === '1';
const results = [];

/** Runs one suite to its end, holding its output back so that side-by-side suites do not interleave. */
function step(name, command, args, env = {}) {
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
const hasChromium = fs.existsSync(chromiumPath);

async function postgresApiTests() {
  const cluster = await startPostgresCluster().catch((error) => {
    console.log(`PostgreSQL could not start: ${error.message}`);
    return null;
  });
  if (!cluster) return missing('API tests on PostgreSQL', 'the throwaway PostgreSQL cluster did not start');
  try {
    await step('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], {
      HUMIDOR_TEST_POSTGRES_URL: cluster.url,
    });
  } finally {
    cluster.stop();
  }
}

// Stage 1: static checks beside the build the browser journeys need.
const [, , built] = await Promise.all([
  step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  hasChromium
    ? step('build the web app and the server', 'node', ['scripts/build.mjs'])
    : Promise.resolve(false),
]);

// Stage 2: the API suite on both databases, side by side. The PostgreSQL suite ends minutes before
// the SQLite one, so the fault suite (real server processes killed with -9, and a PostgreSQL they
// terminate, stop and start) follows it there instead of waiting for both.
async function postgresSuites() {
  if (!hasPostgres) {
    const why = 'no PostgreSQL server binaries (initdb, pg_ctl) were found';
    missing('API tests on PostgreSQL', why);
    return missing('fault suite with real processes', why);
  }
  await postgresApiTests();
  await step('fault suite with real processes', 'npx', ['vitest', 'run', '--project', 'fault']);
}
await Promise.all([
  step('unit and API tests on SQLite', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api']),
  postgresSuites(),
]);

// Stage 3: the browser journeys, alone.
if (!hasChromium)
  missing('browser journeys in Chromium', `no browser at ${chromiumPath} (apt-get install chromium)`);
else if (built) await step('browser journeys in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e']);
else missing('browser journeys in Chromium', 'the build failed');

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.ok ? (r.skipped ? '–' : '✓') : '✗'} ${r.name}${r.skipped ? ' (not run)' : ` (${r.seconds}s)`}`,
  );
  for (const line of r.failures ?? []) console.log(`      ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
