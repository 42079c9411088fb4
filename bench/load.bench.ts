/**
 * Load: 50 keep-alive connections against the real server (`node scripts/start.mjs`, the demo company
 * on SQLite) signed in as a rep, next to a bare Fastify hello-world started the same way, in
 * interleaved rounds. Reports throughput, the server process's CPU time per request and p50/p99
 * latency per target, and Humidor's ratio to bare Fastify by both. Goals: authenticated /api/me and customer search ≥ 30 % of bare
 * Fastify's throughput; the rep's read mix at p99 < 100 ms with no errors (issues 13 and 19).
 * BENCH_LOAD_SECONDS sets the length of each measurement (default 10; the figure used 30).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { percentile, signedInCookie, table, type Benchmark } from './lib.js';

const connections = 50;
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const rounds = 2;
const dataDir = path.resolve('bench/.cache/load');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startHumidor() {
  const port = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'on',
      // An office's whole budget, so the run measures serving rather than refusing.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, child, 600_000);
  const cookie = await signedInCookie(base, 'rep.fl@humidor.test', 'humidor-demo');
  return { child, port, cookie };
}

async function startPeer() {
  const port = await freePort();
  const child = fork(path.resolve('bench/peer-fastify.mjs'), [], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitFor(`http://127.0.0.1:${port}/hello`, child, 30_000);
  return { child, port };
}

interface Result {
  requests: number;
  /** CPU time the server process used during the run (ms), from /proc; 0 where there is none. */
  serverCpuMs: number;
  errors: number;
  latencies: number[];
  seconds: number;
}

/** User and system CPU time of a process so far (ms), on Linux; 0 elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** `connections` loops, each sending its next request when the last one answered, for `seconds`. */
async function load(server: ChildProcess, port: number, paths: string[], cookie = ''): Promise<Result> {
  const cpuBefore = cpuMsOf(server.pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const one = (target: string) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get(
        { host: '127.0.0.1', port, path: target, agent, headers: { cookie } },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - sent);
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await one(paths[next++ % paths.length] as string);
    }),
  );
  agent.destroy();
  return {
    requests: latencies.length,
    serverCpuMs: cpuMsOf(server.pid) - cpuBefore,
    errors,
    latencies,
    seconds: (performance.now() - started) / 1000,
  };
}

const repMix = [
  '/api/me',
  '/api/customers/search?q=miami',
  '/api/notes',
  '/api/orders',
  '/api/notifications/unread-count',
  '/api/customers/search?q=cigar',
];

export const loadBenchmark: Benchmark = {
  name: 'Load: 50 connections, Humidor against bare Fastify',
  async run() {
    const humidor = await startHumidor();
    const peer = await startPeer();
    const targets = {
      'bare Fastify GET /hello': () => load(peer.child, peer.port, ['/hello']),
      'GET /api/me (rep)': () => load(humidor.child, humidor.port, ['/api/me'], humidor.cookie),
      'GET /api/customers/search (rep)': () =>
        load(
          humidor.child,
          humidor.port,
          ['/api/customers/search?q=miami', '/api/customers/search?q=cigar'],
          humidor.cookie,
        ),
      "rep's read mix": () => load(humidor.child, humidor.port, repMix, humidor.cookie),
    };
    const results = new Map<string, Result[]>();
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (const [name, run] of Object.entries(targets)) {
          results.set(name, [...(results.get(name) ?? []), await run()]);
        }
      }
    } finally {
      humidor.child.kill('SIGTERM');
      peer.child.kill('SIGTERM');
    }
    const rate = (all: Result[]) =>
      all.reduce((sum, r) => sum + r.requests, 0) / all.reduce((sum, r) => sum + r.seconds, 0);
    const peerRate = rate(results.get('bare Fastify GET /hello') ?? []);
    const cpuPerRequest = (all: Result[]) =>
      all.reduce((sum, r) => sum + r.serverCpuMs, 0) / all.reduce((sum, r) => sum + r.requests, 0);
    const peerCpu = cpuPerRequest(results.get('bare Fastify GET /hello') ?? []);
    const rows = [...results].map(([name, all]) => {
      const latencies = all.flatMap((r) => r.latencies);
      const perSecond = rate(all);
      return [
        name,
        Math.round(perSecond).toLocaleString('en-US'),
        `${((perSecond / peerRate) * 100).toFixed(1)} %`,
        peerCpu > 0 ? `${cpuPerRequest(all).toFixed(3)} ms` : 'n/a',
        peerCpu > 0 ? `${((peerCpu / cpuPerRequest(all)) * 100).toFixed(1)} %` : 'n/a',
        `${percentile(latencies, 50).toFixed(1)} ms`,
        `${percentile(latencies, 99).toFixed(1)} ms`,
        all.reduce((sum, r) => sum + r.errors, 0),
      ];
    });
    return [
      `${connections} keep-alive connections, ${rounds} interleaved rounds of ${seconds} s per target; the load generator runs in the benchmark's process, the servers in their own. Rep: rep.fl@humidor.test on the demo company (SQLite). Goals: /api/me and search ≥ 30 % of bare Fastify; the read mix p99 < 100 ms with 0 errors.`,
      '',
      "Server CPU per request is the CPU time the server process used during the run (Linux /proc) over the requests it answered; its ratio to bare Fastify's is the throughput ratio each would reach with a core to itself, less disturbed by other work on the machine than requests per second.",
      '',
      table(
        [
          'target',
          'requests/s',
          'of bare Fastify',
          'server CPU per request',
          'of bare Fastify (by CPU)',
          'p50',
          'p99',
          'errors',
        ],
        rows,
      ),
      '',
      `Repeat: \`npm run bench -- load\` (BENCH_LOAD_SECONDS=30 for the issue's 30 s runs).`,
    ].join('\n');
  },
};
