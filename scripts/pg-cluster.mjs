// A throwaway PostgreSQL cluster for the test suite: initdb in a temp dir as a non-root user,
// on a free loopback port. Used by scripts/test.mjs and the benchmarks.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const binDirs = [
  '/usr/local/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

export function findPostgresBin() {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...binDirs]) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs a command as the unprivileged owner of the cluster when we are root (initdb refuses root). */
function runAs(user, command, args) {
  if (!user) return execFileSync(command, args, { stdio: 'pipe' });
  const quoted = [command, ...args].map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(' ');
  return execFileSync('su', ['-s', '/bin/sh', user, '-c', quoted], { stdio: 'pipe' });
}

function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  for (const candidate of ['postgres', 'nobody']) {
    if (spawnSync('id', ['-u', candidate]).status === 0) return candidate;
  }
  throw new Error('Running as root and found neither a postgres nor a nobody user to own the test cluster.');
}

export async function startPostgresCluster() {
  const bin = findPostgresBin();
  if (!bin) return null;
  const user = clusterUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  runAs(user, path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'humidor',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const startServer = () =>
    runAs(user, path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
  startServer();
  const url = `postgres://humidor@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** Stops the server but keeps its data, for the fault suite (see `startServer`). */
    stopServer() {
      runAs(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    startServer,
    stop() {
      try {
        runAs(user, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
