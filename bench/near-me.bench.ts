/**
 * Near me, server-side: GET /api/visits/near through app.inject (session, scoping, the box search,
 * grades and last orders of the 50, serialization) on the cached SQLite dataset of the demo company
 * at scale 30 that the customer statistics' benchmark makes (45,000 customers placed at their ZIP
 * centres by the import, with their transactions), against the raw SQL of
 * the first box the handler asks for. Goal (issue 27): p95 ≤ 25 ms.
 */
import { stateScopeOf, type Principal } from '../src/domain/access/policy.js';
import { buildApp } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { createRandom } from '../src/server/demo/random.js';
import { signIn } from '../src/server/test/harness.js';
import { nearestInBox } from '../src/server/visits/near.js';
import { ms, percentile, table, timed, type Benchmark } from './lib.js';
import { openDataset } from './customer-stats.bench.js';

const goalMs = 25;
const origins = 40;
const rounds = 5;

export const nearMeBenchmark: Benchmark = {
  name: 'Near me',
  async run() {
    const { runtime, seeded } = await openDataset();
    const { db } = runtime.database;
    const app = await buildApp(runtime);
    await app.ready();
    try {
      const rows: (string | number)[][] = [];
      for (const email of ['admin@humidor.test', 'rep.fl@humidor.test']) {
        const cookie = await signIn(app, email, demoPassword);
        const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
        const user = me.json().user as Principal;
        const scope = stateScopeOf(user);
        // Origins a few miles from random customers the user may see: where a rep stands.
        const places = await db
          .selectFrom('customerLocations')
          .innerJoin('customers', 'customers.listId', 'customerLocations.customerListId')
          .select(['customerLocations.latitude', 'customerLocations.longitude'])
          .$if(scope.kind === 'states', (q) => q.where('customers.shipState', 'in', user.states))
          .orderBy('customerLocations.customerListId')
          .execute();
        const random = createRandom(27);
        const points = Array.from({ length: origins }, () => {
          const p = random.pick(places);
          return { latitude: p.latitude + 0.03, longitude: p.longitude - 0.03 };
        });
        const api: number[] = [];
        const raw: number[] = [];
        const peer: number[] = [];
        let cpu = 0;
        for (let round = 0; round < rounds + 1; round += 1) {
          for (const point of points) {
            const request = await timed(() =>
              app.inject({
                method: 'GET',
                url: `/api/visits/near?latitude=${point.latitude}&longitude=${point.longitude}`,
                headers: { cookie },
              }),
            );
            if (request.result.statusCode !== 200)
              throw new Error(`near answered ${request.result.statusCode}`);
            const query = await timed(() => nearestInBox(db, user, point, 25));
            // The peer: the lightest signed-in request, through the same session, right after.
            const me = await timed(() => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
            if (round === 0) continue;
            api.push(request.wall);
            raw.push(query.wall);
            peer.push(me.wall);
            cpu += request.cpu;
          }
        }
        const [apiP50, apiP95, rawP50, rawP95] = [api, api, raw, raw].map((times, i) =>
          percentile(times, i % 2 === 0 ? 50 : 95),
        ) as [number, number, number, number];
        const cpuEach = cpu / api.length;
        const peerP95 = percentile(peer, 95);
        rows.push([
          email,
          api.length,
          ...[apiP50, apiP95, rawP50, rawP95, cpuEach, peerP95].map(ms),
          `${(apiP95 / peerP95).toFixed(1)}×`,
          apiP95 <= goalMs ? 'yes' : 'no',
        ]);
      }
      const customers = await db
        .selectFrom('customerLocations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [
        `SQLite, the demo company at scale 30 with its transactions (${Number(customers.n).toLocaleString('en-US')} placed`,
        `at their ZIP centres; the customer statistics' dataset). Per user ${origins} origins`,
        `near random customers of their states; one warm-up round, then ${rounds} rounds. "API" is the wall time`,
        'per request through `app.inject`; "SQL" is the first box\'s query alone (`nearestInBox`, 25 miles);',
        "the peer is `GET /api/me` through the same session right after each request, and the ratio is Near me's",
        "p95 over the peer's, which a loaded machine inflates alike.",
        `Goal p95 ≤ ${goalMs} ms.`,
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
        '',
        table(
          [
            'user',
            'requests',
            'API p50',
            'API p95',
            'SQL p50',
            'SQL p95',
            'CPU per request',
            'peer p95',
            'p95 / peer p95',
            'p95 within goal',
          ],
          rows,
        ),
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
