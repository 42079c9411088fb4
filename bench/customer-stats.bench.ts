/**
 * Customer stats, server-side: GET /api/customers/:listId/stats through app.inject (session, scoping,
 * the SQL aggregates over invoice and sales order lines, serialization) on a cached SQLite dataset of
 * the demo company at scale 30 (45,000 customers, three years of transactions, over a million invoice
 * lines), loaded through the same import as QuickBooks' connector, plus one customer with about 10,000
 * invoice lines. Goal: p95 ≤ 100 ms.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { createRandom } from '../src/server/demo/random.js';
import type { Db } from '../src/server/db/database.js';
import { importBatch } from '../src/server/mirror/import.js';
import type { Runtime } from '../src/server/runtime/runtime.js';
import { signIn } from '../src/server/test/harness.js';
import { ms, percentile, rowCount, table, type Benchmark } from './lib.js';
import { openCachedRuntime } from './scale-dataset.js';

const scale = 30;
const cacheDir = path.resolve('bench/.cache/customer-stats-scale30');
const readyFile = path.join(cacheDir, 'ready.json');
const goalMs = 100;
const heaviest = 10;
const sampled = 30;
const rounds = 5;

/**
 * The demo's busiest customer has under 200 invoice lines; a real distributor has a few far larger
 * accounts. One Florida customer (visible to rep.fl) gets copies of existing invoices and sales orders,
 * through the import, until it has about 10,000 invoice lines.
 */
async function addLargeCustomer(runtime: Runtime): Promise<string> {
  const { db } = runtime.database;
  const deps = { db, bus: runtime.bus };
  const customer = await db
    .selectFrom('customers')
    .select(['listId', 'fullName'])
    .where('shipState', '=', 'FL')
    .orderBy('listId')
    .executeTakeFirstOrThrow();
  const copies = async (table: 'invoices' | 'salesOrders', entity: 'invoices' | 'salesorders', n: number) => {
    const rows = await db.selectFrom(table).select('raw').orderBy('txnId').limit(n).execute();
    const documents = rows.map(({ raw }, i) => ({
      ...raw,
      TxnID: `LARGE-${table}-${i}`,
      RefNumber: `L${i}`,
      CustomerRef: { ListID: customer.listId, FullName: customer.fullName },
      ShipAddress: { ...(raw.ShipAddress as object), State: 'FL' },
    }));
    const key = table === 'invoices' ? 'InvoiceRet' : 'SalesOrderRet';
    for (let i = 0; i < documents.length; i += 500) {
      const result = await importBatch(deps, entity, { [key]: documents.slice(i, i + 500) });
      if (result.rejected.length) throw new Error(`The import refused a copied ${entity} document.`);
    }
  };
  await copies('invoices', 'invoices', 2500);
  await copies('salesOrders', 'salesorders', 400);
  const lines = await db
    .selectFrom('invoiceLines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customerListId', '=', customer.listId)
    .executeTakeFirstOrThrow();
  return `${customer.listId} (${Number(lines.n).toLocaleString('en-US')} invoice lines)`;
}

/** The demo company at scale 30 with its transactions (cached); the map's and Near me's benchmarks read it too. */
export async function openDataset() {
  const runtime = await openCachedRuntime(cacheDir);
  let seeded: string | null = null;
  if (!fs.existsSync(readyFile)) {
    const result = await loadDemoCompany(
      { db: runtime.database.db, bus: runtime.bus },
      { scale, batchSize: 1000 },
      (p) => {
        if (p.batches % 100 === 0) console.log(`  ${p.documents} documents (${p.entity})…`);
      },
    );
    await ensureDemoUsers(runtime);
    await sql`analyze`.execute(runtime.database.db);
    seeded = `Seeded ${result.documents.toLocaleString('en-US')} documents through \`importBatch\` in ${(
      result.milliseconds / 1000
    ).toFixed(0)} s (batches of 1,000).`;
    fs.writeFileSync(readyFile, JSON.stringify({ scale, seeded }));
  }
  const ready = JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { largeCustomer?: string };
  if (!ready.largeCustomer) {
    ready.largeCustomer = await addLargeCustomer(runtime);
    await sql`analyze`.execute(runtime.database.db);
    fs.writeFileSync(readyFile, JSON.stringify(ready));
  }
  return { runtime, seeded, largeCustomer: ready.largeCustomer };
}

/** The customers with the most invoice lines, then a seeded random sample of the rest, within the given states. */
async function sampleCustomers(db: Db, states: string[] | null) {
  const inStates = (column: 'shipState') =>
    states ? sql<boolean>`${sql.ref(column)} in (${sql.join(states)})` : sql<boolean>`1 = 1`;
  const heavy = await db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.txnId', 'invoiceLines.txnId')
    .select((eb) => ['invoiceLines.customerListId as listId', eb.fn.countAll<number>().as('lines')])
    .where(inStates('shipState'))
    .groupBy('invoiceLines.customerListId')
    .orderBy('lines', 'desc')
    .limit(heaviest)
    .execute();
  const all = await db
    .selectFrom('customers')
    .select('listId')
    .where(inStates('shipState'))
    .orderBy('listId')
    .execute();
  const random = createRandom(30);
  const others = all.map((c) => c.listId).filter((id) => !heavy.some((h) => h.listId === id));
  const sample = Array.from({ length: sampled }, () => random.pick(others));
  return [...heavy.map((h) => h.listId), ...sample];
}

export const customerStatsBenchmark: Benchmark = {
  name: 'Customer stats',
  async run() {
    const { runtime, seeded, largeCustomer } = await openDataset();
    const { db } = runtime.database;
    const app = await buildApp(runtime);
    await app.ready();
    try {
      const rows: (string | number)[][] = [];
      for (const [email, states] of [
        ['admin@humidor.test', null],
        ['rep.fl@humidor.test', ['FL', 'GA']],
      ] as const) {
        const cookie = await signIn(app, email, demoPassword);
        const ids = await sampleCustomers(db, states ? [...states] : null);
        const times: number[] = [];
        const heavyTimes: number[] = [];
        const largestTimes: number[] = [];
        let cpu = 0;
        for (let round = 0; round < rounds + 1; round += 1) {
          for (const [n, id] of ids.entries()) {
            const cpuBefore = process.cpuUsage();
            const started = performance.now();
            const response = await app.inject({
              method: 'GET',
              url: `/api/customers/${id}/stats`,
              headers: { cookie },
            });
            const elapsed = performance.now() - started;
            const used = process.cpuUsage(cpuBefore);
            if (response.statusCode !== 200)
              throw new Error(`stats of ${id} answered ${response.statusCode}`);
            if (round === 0) continue;
            times.push(elapsed);
            cpu += used.user + used.system;
            if (n < heaviest) heavyTimes.push(elapsed);
            if (n === 0) largestTimes.push(elapsed);
          }
        }
        const p95 = percentile(times, 95);
        rows.push([
          email,
          times.length,
          ms(percentile(times, 50)),
          ms(p95),
          ms(percentile(heavyTimes, 95)),
          ms(percentile(largestTimes, 50)),
          ms(cpu / 1000 / times.length),
          p95 <= goalMs ? 'yes' : 'no',
        ]);
      }
      const [customers, invoices, invoiceLines, salesOrderLines] = await Promise.all([
        rowCount(db, 'customers'),
        rowCount(db, 'invoices'),
        rowCount(db, 'invoiceLines'),
        rowCount(db, 'salesOrderLines'),
      ]);
      const n = (v: number) => v.toLocaleString('en-US');
      return [
        `SQLite, the demo company at scale ${scale}: ${n(customers)} customers, ${n(invoices)} invoices, ${n(invoiceLines)}`,
        `invoice lines, ${n(salesOrderLines)} sales order lines. Per user: the ${heaviest} customers with the most invoice lines`,
        `in the user's states and ${sampled} random ones; one warm-up round, then ${rounds} rounds. Wall time per request`,
        'through `app.inject` (session, scoping, SQL aggregates, serialization) and process CPU time per request.',
        `The largest customer is a Florida one given copies of existing invoices and sales orders: ${largeCustomer}.`,
        `Goal p95 ≤ ${goalMs} ms.`,
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
        '',
        table(
          [
            'user',
            'requests',
            'p50',
            'p95',
            `p95, ${heaviest} heaviest`,
            'largest customer p50',
            'CPU per request',
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
