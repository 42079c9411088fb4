/**
 * Orders feed, server-side: GET /api/orders through app.inject (session, validation, scoped keyset
 * query, serialization) on the cached scale-30 dataset (bench/scale-dataset.ts: 500,000 app orders),
 * for the admin and a rep, with every combination of the feed screen's filters. Goal: p95 ≤ 25 ms.
 */
import { buildApp } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { signIn } from '../src/server/test/harness.js';
import {
  combinations,
  feedSummaryHeader,
  measureFeedPerUser,
  table,
  type Benchmark,
  type FilterValue,
} from './lib.js';
import { openScaleDataset } from './scale-dataset.js';

const goalMs = 25;
const rounds = 2;
const users = ['admin@humidor.test', 'rep.fl@humidor.test'];

function filters(now: Date): FilterValue[][] {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  return [
    [
      ['', ''],
      ['Last Month', `from=${encodeURIComponent(lastMonth)}&to=${encodeURIComponent(thisMonth)}`],
    ],
    [
      ['', ''],
      ['in QBooks', 'status=Order%20Submitted%20to%20QBooks'],
      ['not in QBooks', 'status=Order%20Not%20in%20QBooks'],
    ],
    [
      ['', ''],
      ['New Customer', 'customerType=New%20Customer'],
    ],
    [
      ['', ''],
      ['Regular', 'orderType=Regular'],
      ['PCA2025', 'orderType=PCA2025'],
    ],
    [
      ['', ''],
      ['free shipping', 'freeShipping=Yes'],
      ['no free shipping', 'freeShipping=No'],
    ],
    [
      ['', ''],
      ['Rush', 'tags=Rush'],
      ['Phone-Order or Reorder', 'tags=Phone-Order&tags=Reorder'],
    ],
  ];
}

export const ordersFeedBenchmark: Benchmark = {
  name: 'Orders feed',
  async run() {
    const { runtime, seeded, counts } = await openScaleDataset();
    const app = await buildApp(runtime);
    await app.ready();
    try {
      const combos = combinations(filters(new Date()));
      const { rows, slow, empty } = await measureFeedPerUser(
        users,
        async (email) => {
          const cookie = await signIn(app, email, demoPassword);
          return (url) => app.inject({ method: 'GET', url, headers: { cookie } });
        },
        { path: '/api/orders', combos, rounds, goalMs },
      );
      return [
        `SQLite, the scale-30 dataset: ${(counts.orders ?? 0).toLocaleString('en-US')} app orders over a year`,
        `(${(counts.customers ?? 0).toLocaleString('en-US')} customers; order types, statuses, free shipping, tags and other ship states mixed as the seed writes them).`,
        `Every combination of: date (any, Last Month) × status (3) × customer type (any, new) × order type (any, Regular, PCA2025)`,
        `× free shipping (3) × tags (none, Rush, Phone-Order or Reorder): ${combos.length} combinations, ${empty} of which match nothing`,
        `for the rep. Page 1 and page 2 (keyset cursor) of each; one warm-up round, then ${rounds} rounds per user. Time per request`,
        `through \`app.inject\`, and the process CPU time per request. Goal p95 ≤ ${goalMs} ms.`,
        `Repeat: \`npm run bench -- "orders feed"\`.`,
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache/scale-30`); delete it to reseed.',
        '',
        table(feedSummaryHeader, rows),
        '',
        'The slowest combinations (by median):',
        '',
        table(['user', 'filters', 'rows on page 1', 'p50', 'p95', 'CPU p95'], slow),
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
