/**
 * Sales insight at scale 30 (issue 28, item 8): each /api/insights request through `app.inject`
 * (session, scoping, validation, the SQL, the at-risk rules, serialisation) against the same
 * queries of `server/insights/queries.ts` called directly, taking turns call by call, for an admin
 * and for a rep. Goals: p95 ≤ 150 ms per request, the at-risk list ≤ 250 ms.
 */
import { sql } from 'kysely';
import type { Principal } from '../src/domain/access/policy.js';
import { insightFiltersSchema } from '../src/domain/insights/contract.js';
import { resolvePeriod } from '../src/domain/insights/periods.js';
import { buildApp } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import type { Db } from '../src/server/db/database.js';
import { activityCounts } from '../src/server/insights/activity-weeks.js';
import { brandReachTally } from '../src/server/insights/presenters.js';
import { companyToday } from '../src/server/insights/figures.js';
import {
  customerLabels,
  filterValues,
  lastInvoiceDate,
  monthlySales,
  netSales,
  ordersNotYetInvoiced,
  riskFacts,
  salesBy,
  eachBrandCustomerSales,
  salesRepNames,
  userLabels,
  type SalesFilters,
} from '../src/server/insights/queries.js';
import { signIn } from '../src/server/test/harness.js';
import { findPrincipal } from '../src/server/users/queries.js';
import { ms, percentile, rowCount, table, type Benchmark } from './lib.js';
import { datasetScale, openScaleDataset } from './scale-dataset.js';

// INSIGHTS_BENCH_ROUNDS=N for fewer or more rounds (the shared machine may not have time for many).
const rounds = Number(process.env.INSIGHTS_BENCH_ROUNDS ?? 6);
const goalMs = 150;
const atRiskGoalMs = 250;

interface Target {
  name: string;
  path: string;
  goal: number;
  /** The queries the handler runs, called directly. */
  direct(db: Db, user: Principal, query: URLSearchParams): Promise<unknown>;
}

async function periodOf(db: Db, query: URLSearchParams) {
  const filters = insightFiltersSchema.parse(Object.fromEntries(query));
  const { today } = await companyToday(db);
  const sales: SalesFilters = { state: filters.state, rep: filters.rep, brand: filters.brand };
  return { period: resolvePeriod(filters, today), today, sales };
}

/** The at-risk reads: the facts the rules need (the names of the few at risk are left out). */
const riskQueries = (db: Db, user: Principal, sales: SalesFilters, today: string) =>
  riskFacts(db, user, sales, today);

const breakdown = (dimension: 'brand' | 'state' | 'rep' | 'customer'): Target => ({
  name: `by ${dimension}`,
  path: `/api/insights/by/${dimension}`,
  goal: goalMs,
  async direct(db, user, query) {
    const { period, sales } = await periodOf(db, query);
    const rows = await salesBy(db, user, sales, period, dimension, 100);
    if (dimension === 'rep') await salesRepNames(db);
    if (dimension === 'customer')
      await customerLabels(
        db,
        rows.map((r) => r.key),
      );
  },
});

/** The requests timed; `customer` is the Florida customer with the most days, whose panel is read. */
const targetsFor = (customer: string): Target[] => [
  {
    name: 'summary',
    path: '/api/insights/summary',
    goal: goalMs,
    async direct(db, user, query) {
      const { period, today, sales } = await periodOf(db, query);
      await ordersNotYetInvoiced(db, user, sales);
      await netSales(db, user, sales, period);
      await riskQueries(db, user, sales, today);
      await lastInvoiceDate(db, user);
    },
  },
  {
    name: 'filters',
    path: '/api/insights/filters',
    goal: goalMs,
    async direct(db, user) {
      await companyToday(db);
      await filterValues(db, user);
      await salesRepNames(db);
    },
  },
  {
    name: 'months',
    path: '/api/insights/months',
    goal: goalMs,
    async direct(db, user, query) {
      const { period, sales } = await periodOf(db, query);
      await monthlySales(db, user, sales, period.to);
    },
  },
  breakdown('brand'),
  breakdown('state'),
  breakdown('rep'),
  breakdown('customer'),
  {
    name: 'at risk',
    path: '/api/insights/at-risk',
    goal: atRiskGoalMs,
    async direct(db, user, query) {
      const { today, sales } = await periodOf(db, query);
      await riskQueries(db, user, sales, today);
    },
  },
  {
    name: 'brand reach',
    path: '/api/insights/brand-reach',
    goal: goalMs,
    async direct(db, user, query) {
      const { period, sales } = await periodOf(db, query);
      const tally = brandReachTally();
      await eachBrandCustomerSales(db, user, sales, period, (_, __, brand, now, before) =>
        tally.add(brand, now, before),
      );
      tally.rows();
    },
  },
  {
    name: 'customer panel',
    path: `/api/customers/${customer}/sales`,
    goal: goalMs,
    async direct(db, user, query) {
      const { period, today, sales } = await periodOf(db, query);
      const filters = { ...sales, customerListId: customer };
      await monthlySales(db, user, filters, period.to);
      await salesBy(db, user, filters, period, 'brand', 1000);
      await riskQueries(db, user, filters, today);
    },
  },
  {
    name: 'rep activity',
    path: '/api/insights/rep-activity',
    goal: goalMs,
    async direct(db, user, query) {
      const { period, sales } = await periodOf(db, query);
      const { timeZone } = await companyToday(db);
      const counts = await activityCounts(db, user, sales, period, timeZone);
      await userLabels(db, [...new Set(counts.map((c) => c.authorId))]);
    },
  },
];

async function timed(times: number[], call: () => Promise<unknown>) {
  const started = performance.now();
  await call();
  times.push(performance.now() - started);
}

/**
 * Marks every customer row changed, as an import touching them all would, and times the first
 * request that builds the kept tables again: the packs (decision 0196) and the at-risk facts (0195).
 */
async function firstReadsAfterWholeImport(app: Awaited<ReturnType<typeof buildApp>>, db: Db) {
  const cookie = await signIn(app, 'admin@humidor.test', demoPassword);
  const request = async (path: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `${path}?range=year`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    return performance.now() - started;
  };
  await sql`insert into ${sql.table('salesPackChanges')} (${sql.ref('shipState')}, ${sql.ref('repCode')}, ${sql.ref('version')})
    select distinct ${sql.ref('shipState')}, ${sql.ref('repCode')}, 1 from ${sql.table('salesCustomers')}
    where 1 = 1 on conflict do nothing`.execute(db);
  const packs = await request('/api/insights/brand-reach');
  await sql`insert into ${sql.table('customerRiskChanges')} (${sql.ref('customerListId')}, ${sql.ref('shipState')}, ${sql.ref('repCode')}, ${sql.ref('version')})
    select ${sql.ref('customerListId')}, ${sql.ref('shipState')}, ${sql.ref('repCode')}, 1 from ${sql.table('salesCustomers')}
    where 1 = 1 on conflict do nothing`.execute(db);
  const risk = await request('/api/insights/at-risk');
  const [pairs, rows] = await Promise.all([rowCount(db, 'salesPacks'), rowCount(db, 'salesCustomers')]);
  return [
    ['brand reach', `${pairs} packs of ${rows.toLocaleString('en-US')} customer rows`, ms(packs)],
    ['at risk', `the facts of ${rows.toLocaleString('en-US')} customer rows`, ms(risk)],
  ];
}

export const insightsBenchmark: Benchmark = {
  name: 'Sales insight',
  async run() {
    const { runtime, seeded } = await openScaleDataset();
    const { db } = runtime.database;
    const app = await buildApp(runtime);
    await app.ready();
    try {
      const topBrand = await db
        .selectFrom('salesSummary')
        .select('brand')
        .groupBy('brand')
        .orderBy(sql`sum(cents)`, 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const busiest = await db
        .selectFrom('salesCustomers')
        .select('customerListId')
        .where('shipState', '=', 'FL')
        .orderBy(sql`length(${sql.ref('days')})`, 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const targets = targetsFor(busiest.customerListId);
      const queries = [
        'range=year',
        'range=last12',
        'range=year&state=FL',
        `range=year&brand=${encodeURIComponent(topBrand.brand)}`,
      ];
      const summary: (string | number)[][] = [];
      const slowest: { user: string; name: string; query: string; p95: number }[] = [];
      for (const email of ['admin@humidor.test', 'rep.fl@humidor.test']) {
        const cookie = await signIn(app, email, demoPassword);
        const userRow = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        const user = await findPrincipal(db, userRow.id);
        if (!user) throw new Error(`No principal for ${email}`);
        for (const target of targets) {
          const endpoint: number[] = [];
          const direct: number[] = [];
          for (const query of queries) {
            const perQuery: number[] = [];
            for (let round = 0; round <= rounds; round += 1) {
              const wall: number[] = [];
              await timed(wall, async () => {
                const response = await app.inject({
                  method: 'GET',
                  url: `${target.path}?${query}`,
                  headers: { cookie },
                });
                if (response.statusCode !== 200)
                  throw new Error(`${target.path}?${query} answered ${response.statusCode}`);
              });
              const alone: number[] = [];
              await timed(alone, () => target.direct(db, user, new URLSearchParams(query)));
              if (round === 0) continue;
              endpoint.push(...wall);
              perQuery.push(...wall);
              direct.push(...alone);
            }
            slowest.push({ user: email, name: target.name, query, p95: percentile(perQuery, 95) });
          }
          const p95 = percentile(endpoint, 95);
          summary.push([
            email,
            target.name,
            endpoint.length,
            ms(percentile(endpoint, 50)),
            ms(p95),
            ms(percentile(direct, 50)),
            ms(percentile(direct, 95)),
            `${target.goal} ms`,
            p95 <= target.goal ? 'yes' : 'no',
          ]);
        }
      }
      const rebuilt = await firstReadsAfterWholeImport(app, db);
      const [invoices, creditMemos, summaryRows] = await Promise.all([
        rowCount(db, 'invoices'),
        rowCount(db, 'creditMemos'),
        rowCount(db, 'salesSummary'),
      ]);
      const first = await db
        .selectFrom('salesSummary')
        .select((eb) => [eb.fn.min('txnDate').as('first'), eb.fn.max('txnDate').as('last')])
        .executeTakeFirstOrThrow();
      const n = (v: number) => v.toLocaleString('en-US');
      return [
        `SQLite, the scale-${datasetScale} dataset: ${n(invoices)} invoices and ${n(creditMemos)} credit memos dated`,
        `${first.first} to ${first.last} (${n(summaryRows)} rows of \`salesSummary\`), 45,000 customers, 1,000,000 notes and`,
        '500,000 app orders. Per user and endpoint, four filter sets (' +
          queries.map((q) => `\`${q}\``).join(', ') +
          `); one warm-up round, then ${rounds} rounds. "Endpoint": wall time per request through`,
        '`app.inject`. "Queries alone": the same calls of `server/insights/queries.ts` the handler makes, run',
        'directly right after it (no HTTP, session, rules or serialisation). Goal p95 ≤ 150 ms, the at-risk list ≤ 250 ms.',
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache/scale-30`); delete it to reseed.',
        '',
        table(
          [
            'user',
            'endpoint',
            'requests',
            'p50',
            'p95',
            'queries alone p50',
            'queries alone p95',
            'goal',
            'met',
          ],
          summary,
        ),
        '',
        'The first read after an import that changed every customer (the kept tables built again,',
        'then the request; an admin, `range=year`):',
        '',
        table(['request', 'builds again', 'wall time'], rebuilt),
        '',
        'The slowest filter sets (p95 of the endpoint):',
        '',
        table(
          ['user', 'endpoint', 'query', 'p95'],
          slowest
            .sort((a, b) => b.p95 - a.p95)
            .slice(0, 8)
            .map((s) => [s.user, s.name, `\`${s.query}\``, ms(s.p95)]),
        ),
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
