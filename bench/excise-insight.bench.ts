/**
 * Insight's excise block (issue 46, part 6): GET /api/insights/excise through app.inject for the
 * page's three months, as the admin (every state) and a Florida and Georgia rep, and for two years,
 * on the cached demo company at scale 30 with every brand given a premium cigar's tax profile (as
 * the compliance report's bench). Beside it, in the same run: the same figures computed as the
 * block did before its totals were kept (every line of the months read and taxed), the raw SQL read
 * of those lines (that way's floor), the raw SQL read of the kept cells (the kept way's floor), and
 * the keeper's fill of every month (decision 0357).
 * `npx tsx bench/excise-insight.bench.ts [rounds]`.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { exciseMonthsKeeper } from '../src/server/compliance-reports/excise-months.js';
import {
  exciseMonthsKeeperName,
  markExciseTotalsStale,
} from '../src/server/compliance/excise-months-mark.js';
import { markRefill } from '../src/server/db/refills.js';
import { fillMarked } from '../src/server/shared/keeper.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { signIn } from '../src/server/test/harness.js';
import { everyStateAdmin, liveExciseByMonth } from '../src/server/test/excise-fixtures.js';
import type { Db } from '../src/server/db/database.js';
import { profileEveryBrand } from './compliance-report.bench.js';
import { openDataset } from './customer-stats.bench.js';
import { ms, percentile, printWhenRunAsScript, table, timed, type Benchmark } from './lib.js';

/** The `months` months ending with the latest invoice's, as 'YYYY-MM'. */
async function latestMonths(db: Db, months: number): Promise<{ from: string; to: string }> {
  const { rows } = await sql<{ last: string }>`select max("txnDate") as last from invoices`.execute(db);
  const to = rows[0]!.last.slice(0, 7);
  const [year, month] = to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - months, 1));
  return { from: first.toISOString().slice(0, 7), to };
}

/** The months' lines of goods with their documents, in SQL alone: the floor of taxing them. */
async function rawLines(db: Db, from: string, to: string): Promise<number> {
  const read = (documents: string, lines: string) =>
    sql<{ txnId: string }>`
    select d."txnId", d."txnDate", d."shipState", l."itemListId", l."quantity", l."rate", l."amount", i."brand"
    from ${sql.table(documents)} d join ${sql.table(lines)} l on l."txnId" = d."txnId"
    left join items i on i."listId" = l."itemListId"
    where d."shipState" is not null and d."txnDate" between ${`${from}-01`} and ${`${to}-31`}
      and l."itemListId" is not null`.execute(db);
  const [invoices, credits] = await Promise.all([
    read('invoices', 'invoiceLines'),
    read('creditMemos', 'creditMemoLines'),
  ]);
  return invoices.rows.length + credits.rows.length;
}

/** The kept cells of the months, in SQL alone: the floor of the kept way. */
async function rawCells(db: Db, from: string, to: string): Promise<number> {
  const { rows } = await sql`
    select "shipState", "month", "netSalesCents", "exciseCents", "untaxedLines" from "exciseMonths"
    where "month" between ${from} and ${to} and "documents" > 0`.execute(db);
  return rows.length;
}

export async function exciseInsightBenchmark(rounds: number): Promise<string> {
  const { runtime, seeded } = await openDataset();
  const { db } = runtime.database;
  await profileEveryBrand(db);
  // The profiles may be new to this dataset: the kept totals are made again, and that is timed.
  await markRefill(db, exciseMonthsKeeperName);
  const fill = await timed(() => fillMarked(db, [exciseMonthsKeeper]));
  const app = await buildApp(runtime);
  await app.ready();
  try {
    // The page's request (this month and the two before) and two years, now that they cost no more.
    const page = await latestMonths(db, 3);
    const years = await latestMonths(db, 24);
    const urlOf = ({ from, to }: { from: string; to: string }) =>
      `/api/insights/excise?from=${from}&to=${to}`;
    const admin = await signIn(app, 'admin@humidor.test', demoPassword);
    const rep = await signIn(app, 'rep.fl@humidor.test', demoPassword);
    const reads: [name: string, read: () => Promise<unknown>][] = [
      [
        'GET, admin, 3 months',
        () => app.inject({ method: 'GET', url: urlOf(page), headers: { cookie: admin } }),
      ],
      [
        'GET, rep (FL, GA), 3 months',
        () => app.inject({ method: 'GET', url: urlOf(page), headers: { cookie: rep } }),
      ],
      [
        'GET, admin, 24 months',
        () => app.inject({ method: 'GET', url: urlOf(years), headers: { cookie: admin } }),
      ],
      ['raw SQL: the kept cells, 3 months', () => rawCells(db, page.from, page.to)],
      [
        'taxed at read time, 3 months (before)',
        () => liveExciseByMonth(db, everyStateAdmin, page.from, page.to),
      ],
      ['raw SQL: the lines, 3 months', () => rawLines(db, page.from, page.to)],
    ];
    const times = new Map<string, number[]>();
    for (let round = 0; round <= rounds; round += 1) {
      for (const [name, read] of reads) {
        const { wall } = await timed(read);
        if (round > 0) times.set(name, [...(times.get(name) ?? []), wall]); // round 0 warms up
      }
    }
    // An admin saves a tax profile: every cell is stale, and the page's first read counts its three
    // months again (each state's month in a short transaction of its own).
    await markExciseTotalsStale(db);
    const firstRead = await timed(() =>
      app.inject({ method: 'GET', url: urlOf(page), headers: { cookie: admin } }),
    );
    const kept = (
      await app.inject({ method: 'GET', url: urlOf(page), headers: { cookie: admin } })
    ).json() as {
      rows: unknown;
    };
    const live = await liveExciseByMonth(db, everyStateAdmin, page.from, page.to);
    const equal = JSON.stringify(kept.rows) === JSON.stringify(live);
    const lines = await rawLines(db, page.from, page.to);
    const cells = await rawCells(db, years.from, years.to);
    const p50 = (name: string) => percentile(times.get(name)!, 50);
    const row = (name: string, peer: string) => [
      name,
      ms(p50(name)),
      ms(Math.max(...times.get(name)!)),
      `${(p50(name) / p50(peer)).toFixed(1)}×`,
    ];
    const cellsPeer = 'raw SQL: the kept cells, 3 months';
    const linesPeer = 'raw SQL: the lines, 3 months';
    return [
      `SQLite, the demo company at scale 30 (the customer stats dataset), every brand given a premium cigar's`,
      `tax profile. The page's months ${page.from} to ${page.to}: ${lines.toLocaleString('en-US')} lines of goods;`,
      `${years.from} to ${years.to}: ${cells} kept cells. One warm-up, then ${rounds} rounds.`,
      `The kept figures equal the ones taxed at read time: ${equal ? 'yes' : 'NO'}.`,
      `The keeper's fill of every month: ${ms(fill.wall)} wall, ${ms(fill.cpu)} CPU.`,
      `The page's first read after a tax profile is saved (every cell stale): ${ms(firstRead.wall)} wall, ${ms(firstRead.cpu)} CPU.`,
      seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
      '',
      table(
        ['read', 'p50', 'max', 'ratio to its raw read (p50)'],
        [
          row('GET, admin, 3 months', cellsPeer),
          row('GET, rep (FL, GA), 3 months', cellsPeer),
          row('GET, admin, 24 months', cellsPeer),
          row(cellsPeer, cellsPeer),
          row('taxed at read time, 3 months (before)', linesPeer),
          row(linesPeer, linesPeer),
        ],
      ),
    ].join('\n');
  } finally {
    await app.close();
    await runtime.close();
  }
}

export const exciseInsightBench: Benchmark = {
  name: 'Excise insight',
  run: () => exciseInsightBenchmark(5),
};

printWhenRunAsScript(import.meta.url, exciseInsightBenchmark, 5);
