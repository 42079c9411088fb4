/**
 * Insight's excise block (issue 46, part 6): GET /api/insights/excise for the latest 24 months
 * through app.inject, as the admin (every state) and a Florida and Georgia rep, on the cached demo
 * company at scale 30 with every brand given a premium cigar's tax profile (as the compliance
 * report's bench). Beside it, in the same run: the same figures computed as the block did before
 * its totals were kept (every line of the 24 months read and taxed), the raw SQL read of those
 * lines (that way's floor), the raw SQL read of the kept cells (the kept way's floor), and the
 * keeper's fill of every month (decision 0357).
 * `npx tsx bench/excise-insight.bench.ts [rounds]`.
 */
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { signIn } from '../src/server/test/harness.js';
import { everyStateAdmin, liveExciseByMonth } from '../src/server/test/excise-fixtures.js';
import type { Db } from '../src/server/db/database.js';
import { profileEveryBrand } from './compliance-report.bench.js';
import { openDataset } from './customer-stats.bench.js';
import { ms, percentile, printWhenRunAsScript, table, timed, type Benchmark } from './lib.js';

/** The 24 months ending with the latest invoice's. */
async function latestTwoYears(db: Db): Promise<{ from: string; to: string }> {
  const { rows } = await sql<{ last: string }>`select max("txnDate") as last from invoices`.execute(db);
  const to = rows[0]!.last.slice(0, 7);
  const [year, month] = to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 24, 1));
  return { from: first.toISOString().slice(0, 7), to };
}

/** The 24 months' lines of goods with their documents, in SQL alone: the floor of taxing them. */
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

/** The kept cells of the 24 months, in SQL alone: the floor of the kept way. */
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
  const keeper = await import('../src/server/compliance-reports/excise-months.js');
  const { markExciseTotalsStale } = await import('../src/server/compliance/excise-months-mark.js');
  const { fillMarked } = await import('../src/server/shared/keeper.js');
  // The profiles may be new to this dataset: the kept totals are made again, and that is timed.
  await markExciseTotalsStale(db);
  const fill = await timed(() => fillMarked(db, [keeper.exciseMonthsKeeper]));
  const app = await buildApp(runtime);
  await app.ready();
  try {
    const { from, to } = await latestTwoYears(db);
    const url = `/api/insights/excise?from=${from}&to=${to}`;
    const sessions = [
      ['admin', await signIn(app, 'admin@humidor.test', demoPassword)],
      ['rep (FL, GA)', await signIn(app, 'rep.fl@humidor.test', demoPassword)],
    ] as const;
    const times = new Map<string, number[]>();
    const add = (name: string, wall: number) => times.set(name, [...(times.get(name) ?? []), wall]);
    let cells = 0;
    let lines = 0;
    let equal = true;
    for (let round = 0; round <= rounds; round += 1) {
      const walls: [string, number][] = [];
      let kept: unknown = null;
      for (const [who, cookie] of sessions) {
        const answer = await timed(() => app.inject({ method: 'GET', url, headers: { cookie } }));
        if (answer.result.statusCode !== 200) throw new Error(`${url} answered ${answer.result.statusCode}`);
        if (who === 'admin') kept = (answer.result.json() as { rows: unknown }).rows;
        walls.push([`GET ${who}`, answer.wall]);
      }
      const live = await timed(() => liveExciseByMonth(db, everyStateAdmin, from, to));
      if (JSON.stringify(live.result) !== JSON.stringify(kept)) equal = false;
      const rawRead = await timed(() => rawLines(db, from, to));
      const cellRead = await timed(() => rawCells(db, from, to));
      if (round === 0) continue; // warm-up
      for (const [name, wall] of walls) add(name, wall);
      add('taxed at read time (before)', live.wall);
      add('raw SQL: the lines', rawRead.wall);
      add('raw SQL: the kept cells', cellRead.wall);
      lines = rawRead.result;
      cells = cellRead.result;
    }
    const p50 = (name: string) => percentile(times.get(name)!, 50);
    const row = (name: string, peer: string) => [
      name,
      ms(p50(name)),
      ms(Math.max(...times.get(name)!)),
      `${(p50(name) / p50(peer)).toFixed(1)}×`,
    ];
    return [
      `SQLite, the demo company at scale 30 (the customer stats dataset), every brand given a premium cigar's`,
      `tax profile; ${from} to ${to}: ${lines.toLocaleString('en-US')} lines of goods, ${cells} kept cells.`,
      `One warm-up, then ${rounds} rounds. The kept figures equal the ones taxed at read time: ${equal ? 'yes' : 'NO'}.`,
      `The keeper's fill of every month: ${ms(fill.wall)} wall, ${ms(fill.cpu)} CPU.`,
      seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
      '',
      table(
        ['read', 'p50', 'max', 'ratio to its raw read (p50)'],
        [
          row('GET admin', 'raw SQL: the kept cells'),
          row('GET rep (FL, GA)', 'raw SQL: the kept cells'),
          row('raw SQL: the kept cells', 'raw SQL: the kept cells'),
          row('taxed at read time (before)', 'raw SQL: the lines'),
          row('raw SQL: the lines', 'raw SQL: the lines'),
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
