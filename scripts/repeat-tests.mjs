// Runs one test project several times in a row beside a CPU-bound process, to find the tests that
// fail by chance (docs/testing.md):
//   node scripts/repeat-tests.mjs --runs 5 --project api [--postgres] [files or folders…]
//   node scripts/repeat-tests.mjs --runs 3 --project e2e
// Every run goes on to the end (no retry); each run's output is kept in a file named in the summary.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from './pg-cluster.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    project: { type: 'string', default: 'api' },
    postgres: { type: 'boolean', default: false },
    'not-busy': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-repeat-'));

// The busy process stands in for a CI machine doing other work at the same time.
const busy = values['not-busy'] ? null : spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy?.kill('SIGKILL');
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const cluster = values.postgres ? await startPostgresCluster() : null;
if (values.postgres && !cluster) {
  console.error('No PostgreSQL server binaries (initdb, pg_ctl) found.');
  process.exit(1);
}

const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    const log = path.join(logDir, `run-${run}.log`);
    const result = spawnSync('npx', ['vitest', 'run', '--project', values.project, ...positionals], {
      env: {
        ...process.env,
        NO_COLOR: '1',
        ...(cluster ? { HUMIDOR_TEST_POSTGRES_URL: cluster.url } : {}),
      },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    // eslint-disable-next-line no-control-regex -- colour codes, should a reporter still send them
    const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
    fs.writeFileSync(log, output);
    const failed = [...new Set(output.match(/^ FAIL .*$/gm) ?? [])].map((line) => line.slice(6));
    const seconds = Math.round((Date.now() - started) / 1000);
    results.push({ run, ok: result.status === 0, seconds, failed, log });
    console.log(`run ${run}/${runs}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s (${log})`);
    for (const name of failed) console.log(`  ✗ ${name}`);
  }
} finally {
  cluster?.stop();
  stopBusy();
}
const passed = results.filter((r) => r.ok).length;
console.log(
  `\n${values.project}${values.postgres ? ' on PostgreSQL' : ''}: ${passed} of ${runs} runs passed${busy ? ', beside a CPU-bound process' : ''}.`,
);
process.exitCode = passed === runs ? 0 : 1;
