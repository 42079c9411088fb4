// `npm test`: lint, typecheck, unit and API tests on SQLite, the API tests again on PostgreSQL,
// then the browser journeys. HUMIDOR_REQUIRE_ALL=1 (set by .ci/run) turns a missing PostgreSQL
// or Chromium into a failure instead of a skipped suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findPostgresBin, startPostgresCluster } from './pg-cluster.mjs';
import { chromiumPath } from './chromium.mjs';

const requireAll = process.env.HUMIDOR_REQUIRE_ALL === '1';
const results = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function missing(name, why) {
  console.log(`\n■ ${name}: NOT RUN — ${why}`);
  results.push({ name, ok: !requireAll, skipped: true, seconds: 0 });
}

step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('unit and API tests on SQLite', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api']);

const cluster = await startPostgresCluster().catch((error) => {
  console.log(`PostgreSQL could not start: ${error.message}`);
  return null;
});
if (cluster) {
  try {
    step('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], {
      HUMIDOR_TEST_POSTGRES_URL: cluster.url,
    });
  } finally {
    cluster.stop();
  }
} else {
  missing('API tests on PostgreSQL', 'no PostgreSQL server binaries (initdb, pg_ctl) were found');
}

// Real server processes killed with -9, and a PostgreSQL they terminate, stop and start (tests/fault).
if (findPostgresBin()) step('fault suite with real processes', 'npx', ['vitest', 'run', '--project', 'fault']);
else missing('fault suite with real processes', 'no PostgreSQL server binaries (initdb, pg_ctl) were found');

if (fs.existsSync(chromiumPath)) {
  if (step('build the web app and the server', 'node', ['scripts/build.mjs'])) {
    step('browser journeys in Chromium', 'npx', ['vitest', 'run', '--project', 'e2e']);
  }
} else {
  missing('browser journeys in Chromium', `no browser at ${chromiumPath} (apt-get install chromium)`);
}

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.ok ? (r.skipped ? '–' : '✓') : '✗'} ${r.name}${r.skipped ? ' (not run)' : ` (${r.seconds}s)`}`,
  );
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
