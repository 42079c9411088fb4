/**
 * Endpoint minus its SQL (issue 13, part 3): each endpoint through `app.inject` against the same
 * database work run directly, taking turns call by call in one process, as wall time and CPU time per
 * call. The difference is what the server adds: routing, hooks, session check, validation,
 * serialisation. Goal: within 0.5 ms. A bare Fastify app answering through `app.inject` in the same
 * rounds shows what Fastify and the injection alone cost.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.js';
import { sessionLookup, sessionTokenOf } from '../src/server/session/principal.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { createCustomerSearch } from '../src/server/customers/search-index.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { signIn } from '../src/server/test/harness.js';
import { findPrincipal } from '../src/server/users/queries.js';
import { openBenchRuntime, percentile, table, type Benchmark } from './lib.js';

const dataDir = path.resolve('bench/.cache/overhead');
const rounds = 30;
const perBatch = 50;

const goalMs = 0.5;
const searches = ['miami', 'cigar', 'jos', 'smoke shop', 'garcia'];

interface Timing {
  wall: number[];
  cpuMs: number;
  calls: number;
}

/** One call: its wall time, and the process CPU time it took. */
async function timed(timing: Timing, call: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await call();
  timing.wall.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  timing.cpuMs += (used.user + used.system) / 1000;
  timing.calls += 1;
}

const newTiming = (): Timing => ({ wall: [], cpuMs: 0, calls: 0 });
const f3 = (value: number) => `${value.toFixed(3)} ms`;

export const overheadBenchmark: Benchmark = {
  name: 'Endpoint minus its SQL',
  async run() {
    fs.rmSync(dataDir, { recursive: true, force: true });
    // The rate limit still counts every call; its budget is lifted so the run measures serving, not refusing.
    const runtime = await openBenchRuntime(dataDir);
    await loadDemoCompany({ db: runtime.database.db, bus: runtime.bus }, { scale: 1, transactions: false });
    await ensureDemoUsers(runtime);
    const app = await buildApp(runtime);
    await app.ready();
    const bare = Fastify({ logger: false });
    bare.get('/hello', async () => ({ hello: 'world' }));
    await bare.ready();
    try {
      const { db } = runtime.database;
      const email = 'rep.fl@humidor.test';
      const cookie = await signIn(app, email, demoPassword);
      const token = sessionTokenOf(cookie, runtime.config.authSecret) as string;
      const principal = await findPrincipal(
        db,
        (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
      );
      if (!principal) throw new Error(`${email} is missing`);
      const lookup = sessionLookup(db);
      const search = createCustomerSearch({ db, bus: runtime.bus });
      const get = async (url: string) => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      };
      const targets: [string, (i: number) => Promise<unknown>][] = [
        ['bare Fastify GET /hello (inject)', () => bare.inject({ method: 'GET', url: '/hello' })],
        ['SQL: session lookup', () => lookup(token)],
        ['GET /api/me', () => get('/api/me')],
        [
          'SQL: search queries (search module called directly)',
          (i) => search.search(principal, searches[i % searches.length] as string, 20),
        ],
        [
          'GET /api/customers/search',
          (i) =>
            get(
              `/api/customers/search?q=${encodeURIComponent(searches[i % searches.length] as string)}&limit=20`,
            ),
        ],
      ];
      const timings = new Map(targets.map(([name]) => [name, newTiming()]));
      // Call by call, each endpoint right after its SQL alone, so both run with the same caches
      // warm or cold: in tight loops of its own the SQL runs faster than it ever does in a server.
      for (let round = 0; round < rounds + 3; round += 1) {
        for (let i = 0; i < perBatch; i += 1) {
          for (const [name, call] of targets) {
            // The first rounds warm the JIT and the statement cache and are not counted.
            await timed(round < 3 ? newTiming() : (timings.get(name) as Timing), () => call(i));
          }
        }
      }
      const wall = (name: string) => percentile((timings.get(name) as Timing).wall, 50);
      const cpu = (name: string) => {
        const t = timings.get(name) as Timing;
        return t.cpuMs / t.calls;
      };
      const row = (name: string) => [
        name,
        f3(wall(name)),
        f3(percentile((timings.get(name) as Timing).wall, 95)),
        f3(cpu(name)),
      ];
      const pairs: [string, string, string][] = [
        ['GET /api/me', 'GET /api/me', 'SQL: session lookup'],
        [
          'GET /api/customers/search',
          'GET /api/customers/search',
          'SQL: search queries (search module called directly)',
        ],
      ];
      const differences = pairs.map(([label, endpoint, sqlAlone]) => {
        const wallOver = wall(endpoint) - wall(sqlAlone);
        const cpuOver = cpu(endpoint) - cpu(sqlAlone);
        return [label, f3(wallOver), f3(cpuOver), Math.max(wallOver, cpuOver) <= goalMs ? 'yes' : 'no'];
      });
      return [
        `SQLite, the demo company's customers (scale 1, no transactions), signed in as ${email}. ${rounds * perBatch} calls per target after ${3 * perBatch} warm-up calls, in one process, the targets taking turns call by call: wall time per call (p50, p95) and process CPU time per call (steadier on the shared machine). The session lookup runs the compiled statement the access hook uses; the search row calls the customer search module the route calls, without HTTP, session check, validation or serialisation. \`/api/me\` finds a session asked within the last 2 s in the principal cache, so most calls run no SQL at all.`,
        '',
        table(
          ['target', 'p50', 'p95', 'CPU per call'],
          targets.map(([name]) => row(name)),
        ),
        '',
        table(
          ['endpoint', 'added to its SQL (p50 wall)', 'added (CPU per call)', `within ${goalMs} ms`],
          differences,
        ),
        '',
        `Repeat: \`npm run bench -- 'endpoint minus'\`.`,
      ].join('\n');
    } finally {
      await bare.close();
      await app.close();
      await runtime.close();
    }
  },
};
