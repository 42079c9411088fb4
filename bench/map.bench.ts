/**
 * The map's data for an admin, server-side: GET /api/map/customers through app.inject (session,
 * scoping, the SQL, the cached buying facts, the columns, serialization) on the demo company at
 * scale 30 with its transactions (45,000 customers; the dataset of the customer stats benchmark),
 * against the same SQL run raw. Goals (issue 27): at most 1.5 MB gzipped, p95 ≤ 150 ms.
 */
import { gzipSync } from 'node:zlib';
import { buildApp } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { mapCustomerRows } from '../src/server/map/queries.js';
import { signIn } from '../src/server/test/harness.js';
import { openDataset } from './customer-stats.bench.js';
import { ms, percentile, table, type Benchmark } from './lib.js';

const goalMs = 150;
const goalBytes = 1.5 * 1024 * 1024;
const rounds = 30;

export const mapBenchmark: Benchmark = {
  name: 'Map data',
  async run() {
    const { runtime, seeded } = await openDataset();
    const { db } = runtime.database;
    const app = await buildApp(runtime);
    await app.ready();
    try {
      const rows: (string | number)[][] = [];
      for (const email of ['admin@humidor.test', 'rep.fl@humidor.test']) {
        const cookie = await signIn(app, email, demoPassword);
        const user = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        const request = () => app.inject({ method: 'GET', url: '/api/map/customers', headers: { cookie } });
        const coldStart = performance.now();
        const first = await request();
        const cold = performance.now() - coldStart;
        if (first.statusCode !== 200) throw new Error(`the map answered ${first.statusCode}`);
        const answer = first.json<{ ids: string[]; today: string }>();
        const gzipped = gzipSync(first.rawPayload).length;
        const times: number[] = [];
        for (let i = 0; i < rounds; i += 1) {
          const started = performance.now();
          await request();
          times.push(performance.now() - started);
        }
        // The same SQL, raw: what the route adds is the difference.
        const principal = {
          id: user.id,
          role: email.startsWith('admin') ? 'admin' : 'rep',
          states: email.startsWith('admin') ? [] : ['FL', 'GA'],
        } as const;
        const raw: number[] = [];
        for (let i = 0; i < rounds; i += 1) {
          const started = performance.now();
          await mapCustomerRows(
            db,
            {
              ...principal,
              states: [...principal.states],
              email,
              displayName: '',
              repCode: null,
              canChangeOrderStatus: false,
              reportUrl: null,
            },
            answer.today,
          );
          raw.push(performance.now() - started);
        }
        const p95 = percentile(times, 95);
        rows.push([
          email,
          answer.ids.length.toLocaleString('en-US'),
          `${(first.rawPayload.length / 1024).toFixed(0)} KB`,
          `${(gzipped / 1024).toFixed(0)} KB`,
          ms(cold),
          ms(percentile(times, 50)),
          ms(p95),
          ms(percentile(raw, 95)),
          p95 <= goalMs && gzipped <= goalBytes ? 'yes' : 'no',
        ]);
      }
      return [
        'SQLite, the demo company at scale 30 with three years of transactions (the customer stats dataset).',
        `One cold request (it works out every customer's grade and last invoice once a day and after each import), then ${rounds} warm ones;`,
        'the raw column is the scoped customers, places and last visits SQL alone. Goals: ≤ 1.5 MB gzipped, p95 ≤ 150 ms.',
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
        '',
        table(
          ['user', 'customers', 'JSON', 'gzipped', 'cold', 'p50', 'p95', 'raw SQL p95', 'within goals'],
          rows,
        ),
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
