/**
 * Several instances (issue 31): the built server on one PostgreSQL, 100 keep-alive connections of a
 * mixed read and write load, sent to one instance and then spread over two, in turns. Reports
 * throughput, p50/p99 and errors side by side, the CPU each side used per request, and PostgreSQL's
 * own load (pg_stat_database transactions and block reads per second, its processes' CPU per request),
 * which says how far a larger machine could take more instances before the database is the limit.
 * BENCH_SCALE_SECONDS sets each measurement's length (default 60).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';
import { startPostgresCluster } from '../scripts/pg-cluster.mjs';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { loadConfig } from '../src/server/config/config.js';
import { openRuntime } from '../src/server/runtime/runtime.js';
import { orderBody, seedOrderFixtures } from '../src/server/test/order-fixtures.js';
import { createUser } from '../src/server/users/commands.js';
import { percentile, signedInCookie, table, type Benchmark } from './lib.js';

const connections = 100;
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 60);
const rep = { email: 'rep.bench@humidor.test', firstName: 'Ben', lastName: 'Ch', role: 'rep' as const };

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Instance {
  child: ChildProcess;
  port: number;
  cookie: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      // An office's whole budget, so the run measures serving rather than refusing.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not start within 120 s');
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const cookie = await signedInCookie(base, rep.email, demoPassword);
  return { child, port, cookie };
}

/** User and system CPU time of processes so far (ms), on Linux, with their reaped children's. */
function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** PostgreSQL's processes: the postmaster (a backend's parent) and its children. */
function postgresPids(postmaster: number): number[] {
  const children = fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return Number(fields[1]) === postmaster;
    } catch {
      return false;
    }
  });
  return [postmaster, ...children.map(Number)];
}

const reads = ['/api/me', '/api/notes', '/api/orders', '/api/customers/search?q=smoke', '/api/notifications'];

interface Result {
  latencies: number[];
  errors: number;
  writes: number;
  seconds: number;
  humidorCpuMs: number;
  postgresCpuMs: number;
  stats: Record<string, number>;
}

/** `connections` loops spread evenly over `instances`: two reads for each write (a note or an order). */
async function load(
  instances: Instance[],
  durationSeconds: number,
  stats: () => Promise<Record<string, number>>,
  pgPids: () => number[],
) {
  const agents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const latencies: number[] = [];
  let errors = 0;
  let writes = 0;
  const one = (target: number, step: number) =>
    new Promise<void>((resolve) => {
      const instance = instances[target]!;
      const write = step % 3 === 2;
      const body = write
        ? JSON.stringify(
            step % 2
              ? { ...orderBody({ instructions: `Bench ${step}` }), clientId: crypto.randomUUID() }
              : {
                  noteClass: 'Personal-Note',
                  customerListId: null,
                  subject: `Bench ${step}`,
                  text: 'Written by the scale-out benchmark.',
                  tags: ['Personal-Note'],
                  damagedItems: [],
                  clientId: crypto.randomUUID(),
                },
          )
        : undefined;
      const sent = performance.now();
      const request = http.request(
        {
          host: '127.0.0.1',
          port: instance.port,
          agent: agents[target],
          method: write ? 'POST' : 'GET',
          path: write ? (step % 2 ? '/api/orders' : '/api/notes') : reads[step % reads.length],
          headers: {
            cookie: instance.cookie,
            origin: `http://127.0.0.1:${instance.port}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - sent);
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            else if (write) writes += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const humidorPids = instances.map((i) => i.child.pid ?? 0);
  const before = { humidor: cpuMsOf(humidorPids), postgres: cpuMsOf(pgPids()), stats: await stats() };
  const started = performance.now();
  const until = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let step = lane; performance.now() < until; step += 1) await one(lane % instances.length, step);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const after = await stats();
  for (const agent of agents) agent.destroy();
  return {
    latencies,
    errors,
    writes,
    seconds: elapsed,
    humidorCpuMs: cpuMsOf(humidorPids) - before.humidor,
    postgresCpuMs: cpuMsOf(pgPids()) - before.postgres,
    stats: Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, (v - (before.stats[k] ?? 0)) / elapsed]),
    ),
  } satisfies Result;
}

export const scaleOutBenchmark: Benchmark = {
  name: 'Several instances: one against two on one PostgreSQL',
  async run() {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The build failed.');
    const cluster = await startPostgresCluster();
    if (!cluster) throw new Error('This benchmark needs PostgreSQL server binaries (initdb, pg_ctl).');
    const started: Instance[] = [];
    const client = new pg.Client({ connectionString: cluster.url });
    try {
      const runtime = await openRuntime(loadConfig({ NODE_ENV: 'test', DATABASE_URL: cluster.url }));
      await createUser(runtime.database.db, runtime.auth, {
        ...rep,
        states: ['FL'],
        repCode: 'FL',
        password: demoPassword,
      });
      await seedOrderFixtures(runtime.database.db);
      await runtime.close();
      started.push(...(await Promise.all([startInstance(cluster.url), startInstance(cluster.url)])));
      await client.connect();
      const postmaster = Number(
        fs
          .readFileSync(
            `/proc/${(await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid}/stat`,
            'utf8',
          )
          .split(') ')[1]
          ?.split(' ')[1],
      );
      const stats = async () => {
        const { rows } = await client.query<Record<string, string>>(
          'SELECT xact_commit, xact_rollback, blks_hit, blks_read, tup_returned, tup_inserted, tup_updated FROM pg_stat_database WHERE datname = current_database()',
        );
        return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
      };
      const pgPids = () => postgresPids(postmaster);
      // A short warm-up of both, then one instance and two in turn.
      await load(started, 5, stats, pgPids);
      const results: [string, Result][] = [];
      for (const [label, instances] of [
        ['one instance', started.slice(0, 1)],
        ['two instances', started],
      ] as const)
        results.push([label, await load([...instances], seconds, stats, pgPids)]);

      const rows = results.map(([label, r]) => {
        const perSecond = r.latencies.length / r.seconds;
        return [
          label,
          Math.round(perSecond).toLocaleString('en-US'),
          `${percentile(r.latencies, 50).toFixed(1)} ms`,
          `${percentile(r.latencies, 99).toFixed(1)} ms`,
          r.errors,
          `${(r.humidorCpuMs / r.latencies.length).toFixed(2)} ms`,
          `${(r.postgresCpuMs / r.latencies.length).toFixed(2)} ms`,
          Math.round(r.stats.xact_commit ?? 0).toLocaleString('en-US'),
          Math.round(r.stats.blks_hit ?? 0).toLocaleString('en-US'),
          Math.round(r.stats.blks_read ?? 0).toLocaleString('en-US'),
          Math.round((r.stats.tup_inserted ?? 0) + (r.stats.tup_updated ?? 0)).toLocaleString('en-US'),
        ];
      });
      return [
        `${connections} keep-alive connections for ${seconds} s per side, after a warm-up of both; a third of the requests write (a note or an order with its client ID), the rest read (/api/me, the notes feed, the orders feed, customer search, notifications), signed in as one rep. The built server (\`scripts/start.mjs\`), PostgreSQL is the test suite's throwaway cluster on the same machine (fsync off), the order fixtures' customers and items; the load generator runs in the benchmark's process. Two instances get half the connections each, as a load balancer spreads them.`,
        '',
        table(
          [
            'target',
            'requests/s',
            'p50',
            'p99',
            'errors',
            'Humidor CPU per request',
            'PostgreSQL CPU per request',
            'commits/s',
            'blocks hit/s',
            'blocks read/s',
            'rows written/s',
          ],
          rows,
        ),
        '',
        'Repeat: `npm run bench -- several` (BENCH_SCALE_SECONDS=15 for a short check).',
      ].join('\n');
    } finally {
      await client.end().catch(() => undefined);
      for (const instance of started) instance.child.kill('SIGTERM');
      await Promise.all(
        started.map((i) => (i.child.exitCode === null ? new Promise((r) => i.child.once('exit', r)) : null)),
      );
      cluster.stop();
    }
  },
};
