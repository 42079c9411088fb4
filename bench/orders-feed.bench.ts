/**
 * Orders feed, server-side: GET /api/orders through app.inject (session, validation, scoped keyset
 * query, serialization) on a cached SQLite dataset of 500,000 app orders. Goal: p95 ≤ 25 ms.
 * The feed page reads the orders table only, so the dataset holds orders and their tags (no
 * order lines, which only Sales by Item and the CSV read).
 */
import fs from 'node:fs';
import path from 'node:path';
import { orderTypes } from '../src/domain/orders/constants.js';
import { computeOrder } from '../src/domain/orders/compute.js';
import { item, rules } from '../src/domain/orders/testing.js';
import { buildApp } from '../src/server/app.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { loadConfig } from '../src/server/config.js';
import { createRandom } from '../src/server/demo/random.js';
import type { NewOrderRow } from '../src/server/orders/commands.js';
import { openRuntime, type Runtime } from '../src/server/runtime.js';
import { signIn } from '../src/server/test/harness.js';
import { ms, percentile, table, type Benchmark } from './lib.js';

const orderCount = 500_000;
const batchSize = 400;
const cacheDir = path.resolve('bench/.cache/orders-feed-500k');
const readyFile = path.join(cacheDir, 'ready.json');
const goalMs = 25;
const states = [
  'FL',
  'GA',
  'TX',
  'CA',
  'NY',
  'NJ',
  'IL',
  'PA',
  'OH',
  'AZ',
  'NV',
  'NC',
  'VA',
  'MI',
  'WA',
  'CO',
  'TN',
  'LA',
  'MA',
  'MD',
];
const tags = rules.orderTags.map((t) => t.label);
const queries = [
  '',
  '?orderType=TAA2025',
  '?status=Order%20Not%20in%20QBooks',
  '?freeShipping=Yes',
  '?customerType=Existing%20Customer&orderType=Regular',
  '?tags=Rush',
];

async function seed(runtime: Runtime): Promise<string> {
  const { db } = runtime.database;
  await ensureDemoUsers(runtime);
  const author = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .orderBy('createdAt')
    .executeTakeFirstOrThrow();
  const random = createRandom(500);
  const products = computeOrder(
    {
      entries: [item('p-ADF109', 310, 620), item('ps-DR100', 32, 60), item('p-CO4004', 280, 560)].map(
        (i, n) => ({
          item: i,
          qty: n + 2,
        }),
      ),
      priceLevel: { name: '0%', percentOff: 0 },
      orderType: 'Regular',
      isTaaMember: false,
      customerYearSales: 0,
    },
    rules,
  );
  const started = performance.now();
  const now = Date.now();
  for (let done = 0; done < orderCount; done += batchSize) {
    const rows: (NewOrderRow & { id: string; estimateId: string })[] = [];
    const orderTags: { orderId: string; tag: string }[] = [];
    for (let n = done; n < Math.min(orderCount, done + batchSize); n += 1) {
      const id = `o-${String(n).padStart(7, '0')}`;
      const state = random.pick(states);
      const rowTags = random.chance(0.2) ? [random.pick(tags)] : [];
      for (const tag of rowTags) orderTags.push({ orderId: id, tag });
      rows.push({
        id,
        estimateId: `EST-${n}`,
        createdAt: new Date(now - n * 60_000 - random.int(0, 59_000)).toISOString(),
        batchId: id,
        status: random.chance(0.8) ? 'OrderInQBooks' : 'OrderSubmitted',
        orderType: random.pick(orderTypes),
        newCustomer: random.chance(0.05),
        customerListId: `C-${random.int(1, 40_000)}`,
        customerName: `Shop ${n}`,
        customerAccountNumber: null,
        customerCity: 'Town',
        customerState: state,
        customerShipState: random.chance(0.9) ? state : random.pick(states),
        customerPhone: null,
        newCustomerInfo: null,
        authorId: author.id,
        authorName: author.name,
        originalAuthorId: author.id,
        originalAuthorName: author.name,
        repCode: 'FL',
        orderFormType: 'Standard',
        priceLevelName: '0%',
        priceLevelPercent: 0,
        terms: 'Net 30',
        instructions: '',
        orderTags: rowTags,
        multiplyOrder: 1,
        optimalAsmtMet: false,
        isTaaMember: false,
        products: products.products,
        totals: products.totals,
        amount: products.totals.amount,
        freeShipping: random.chance(0.3),
        eventBenefits: products.benefits,
        raffleTickets: 0,
        raffleEmail: '',
        commentCount: 0,
        attachmentCount: 0,
        qbTxnId: null,
        pushedAt: null,
      });
    }
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('orders').values(rows).execute();
      if (orderTags.length) await tx.insertInto('orderTags').values(orderTags).execute();
    });
  }
  const seconds = (performance.now() - started) / 1000;
  return `Seeded ${orderCount.toLocaleString('en-US')} orders in ${seconds.toFixed(1)} s.`;
}

async function openDataset() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: cacheDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
  });
  if (!fs.existsSync(readyFile)) fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  const runtime = await openRuntime(config);
  let seeded: string | null = null;
  if (!fs.existsSync(readyFile)) {
    seeded = await seed(runtime);
    fs.writeFileSync(readyFile, JSON.stringify({ orders: orderCount, seeded }));
  }
  return { runtime, seeded };
}

export const ordersFeedBenchmark: Benchmark = {
  name: 'Orders feed',
  async run() {
    const { runtime, seeded } = await openDataset();
    const app = await buildApp(runtime);
    await app.ready();
    try {
      const rows: (string | number)[][] = [];
      for (const email of ['admin@humidor.test', 'rep.fl@humidor.test']) {
        const cookie = await signIn(app, email, demoPassword);
        const get = async (url: string) => {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url, headers: { cookie } });
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200) throw new Error(`feed answered ${response.statusCode}`);
          return { elapsed, body: response.json() as { nextCursor: string | null } };
        };
        const times: number[] = [];
        for (let round = 0; round < 12; round += 1) {
          for (const query of queries) {
            const first = await get(`/api/orders${query}`);
            const joiner = query ? '&' : '?';
            const next = first.body.nextCursor
              ? await get(`/api/orders${query}${joiner}cursor=${first.body.nextCursor}`)
              : null;
            if (round >= 2) times.push(first.elapsed, ...(next ? [next.elapsed] : []));
          }
        }
        const p95 = percentile(times, 95);
        rows.push([email, times.length, ms(percentile(times, 50)), ms(p95), p95 <= goalMs ? 'yes' : 'no']);
      }
      return [
        `SQLite, ${orderCount.toLocaleString('en-US')} app orders over about a year, 20 states, 20% tagged.`,
        `Pages of 50, newest first: ${queries.map((q) => `\`${q || '(no filter)'}\``).join(', ')}, each page 1 and page 2 (keyset cursor);`,
        `two warm-up rounds, then 10 rounds per user. Time per request through \`app.inject\`. Goal p95 ≤ ${goalMs} ms.`,
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
        '',
        table(['user', 'requests', 'p50', 'p95', 'within goal'], rows),
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
