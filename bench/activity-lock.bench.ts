/**
 * The write lock during a wide rep activity read (issue 44, defect 2; decision 0246): a rep asks for
 * three years of weeks never counted, while notes are posted. Every write transaction of the server
 * is timed from its first statement to its end (`db.transaction` wrapped here); the figure is the
 * longest as a ratio to the 50 ms limit (below 1 is within it), with the notes answered meanwhile.
 * On SQLite a transaction holds the only connection, so its length is how long any write waits.
 *
 *   npx tsx bench/activity-lock.bench.ts [scale]     (default 1: the demo company once)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '../src/domain/insights/periods.js';
import { buildApp } from '../src/server/app.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { onTableWrite, type Db } from '../src/server/db/database.js';
import { seedScaledActivity } from '../src/server/demo/activity.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { companyToday } from '../src/server/insights/figures.js';
import { signIn } from '../src/server/test/harness.js';
import { visitNote } from '../src/server/test/note-fixtures.js';
import { ms, openBenchRuntime, table, printWhenRunAsScript, type Benchmark } from './lib.js';

const limitMs = 50;

interface Hold {
  ms: number;
  /** The tables it wrote: on SQLite nothing else writes while a transaction holds the connection. */
  tables: Set<string>;
}

/** Times every transaction's work from its first statement until it returns (the commit aside). */
function timeTransactions(db: Db): Hold[] {
  const holds: Hold[] = [];
  let current: Set<string> | null = null;
  onTableWrite(db, (table) => current?.add(table));
  const transaction = db.transaction.bind(db);
  db.transaction = () => {
    const builder = transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = (work) =>
      execute(async (tx) => {
        const started = performance.now();
        const tables = new Set<string>();
        current = tables;
        try {
          return await work(tx);
        } finally {
          holds.push({ ms: performance.now() - started, tables });
          current = null;
        }
      });
    return builder;
  };
  return holds;
}

const longestOf = (holds: Hold[]) => Math.max(0, ...holds.map((hold) => hold.ms));

export async function runActivityLockBench(scale = 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-activity-lock-'));
  const runtime = await openBenchRuntime(dataDir);
  try {
    const { db } = runtime.database;
    await loadDemoCompany({ db, bus: runtime.bus }, { scale, batchSize: 1000 });
    await ensureDemoUsers(runtime);
    const seeded = await seedScaledActivity(db, { scale });
    const app = await buildApp(runtime);
    await app.ready();
    const cookie = await signIn(app, 'rep.fl@humidor.test', demoPassword);
    const { today } = await companyToday(db);
    const customer = await db
      .selectFrom('customers')
      .select('listId')
      .where('state', '=', 'FL')
      .executeTakeFirstOrThrow();
    const holds = timeTransactions(db);
    let reading = true;
    let notes = 0;
    const writer = (async () => {
      while (reading) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/notes',
          headers: { cookie },
          payload: visitNote(customer.listId, []),
        });
        if (answer.statusCode !== 201) throw new Error(`note: ${answer.statusCode} ${answer.body}`);
        if (reading) notes += 1;
      }
    })();
    const started = performance.now();
    const read = await app.inject({
      method: 'GET',
      url: `/api/insights/rep-activity?range=custom&from=${addDays(today, -3 * 365)}&to=${today}`,
      headers: { cookie },
    });
    const wall = performance.now() - started;
    reading = false;
    await writer;
    if (read.statusCode !== 200) throw new Error(`rep activity: ${read.statusCode} ${read.body}`);
    const weeks = Number(
      (
        await db
          .selectFrom('activityWeeksDone')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await app.close();
    const weekWrites = holds.filter((hold) => hold.tables.has('activityWeeksDone'));
    const noteWrites = holds.filter((hold) => hold.tables.has('notes'));
    return {
      scale,
      seeded,
      weeks,
      wall,
      notes,
      transactions: holds.length,
      longest: longestOf(holds),
      longestWeek: longestOf(weekWrites),
      longestNote: longestOf(noteWrites),
      ratio: longestOf(weekWrites) / limitMs,
    };
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function report(scale?: number): Promise<string> {
  const r = await runActivityLockBench(scale);
  return [
    `Rep activity as rep.fl over three years never counted (the demo company × ${r.scale}: ${r.seeded.notes ?? 0} notes, ${r.seeded.orders ?? 0} orders), SQLite, while rep.fl posts notes one after another. Limit: ${limitMs} ms of write lock (issue 44); ratio = the read's longest write transaction / limit; load average ${os.loadavg()[0]!.toFixed(1)} at the end. \`npx tsx bench/activity-lock.bench.ts ${r.scale}\`.`,
    '',
    table(
      [
        'weeks kept',
        'read',
        'notes answered during the read',
        'write transactions',
        'longest of the read (a week)',
        'longest of a note',
        'longest of all',
        'read’s longest / limit',
      ],
      [
        [
          r.weeks,
          ms(r.wall),
          r.notes,
          r.transactions,
          ms(r.longestWeek),
          ms(r.longestNote),
          ms(r.longest),
          r.ratio.toFixed(3),
        ],
      ],
    ),
  ].join('\n');
}

export const activityLockBenchmark: Benchmark = {
  name: 'Insights: the write lock during a wide rep activity read',
  run: () => report(),
};

printWhenRunAsScript(import.meta.url, report, 1);
