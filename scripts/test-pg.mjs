// Runs vitest against a throwaway PostgreSQL cluster: `node scripts/test-pg.mjs src/server/notes`.
import { spawnSync } from 'node:child_process';
import { startPostgresCluster } from './pg-cluster.mjs';

const cluster = await startPostgresCluster();
if (!cluster) {
  console.error('No PostgreSQL server binaries (initdb, pg_ctl) found.');
  process.exit(1);
}
try {
  const args = process.argv.slice(2);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...args], {
    stdio: 'inherit',
    env: { ...process.env, HUMIDOR_TEST_POSTGRES_URL: cluster.url },
  });
  process.exitCode = run.status ?? 1;
} finally {
  cluster.stop();
}
