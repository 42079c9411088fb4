/**
 * Import throughput: the demo company at scale 30 (reference lists, items, 45,000 customers, three
 * years of invoices, sales orders and credit memos: about 520,000 documents) through importBatch into
 * fresh SQLite files:
 * - as `npm run seed` and `npm start` load it (generator and import together, the trusted path),
 * - the import alone on batches generated beforehand, trusted (the demo loader and `npm run import`:
 *   hand-written reader for well-formed transactions, commits that do not wait for the disk, and
 *   the documents' secondary indexes built once at the end of a first load: mirror/bulk.ts),
 * - the same batches through the API's path (zod for every document, durable commits), the peer;
 * - then 5,000 new invoices into the loaded company, a later import: dated over the last four weeks
 *   (as a later run of the Web Connector brings them) and, the worst case, spread over three years.
 * Goal: ≥ 5,000 documents/s wall time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { generateDemoCompany, type DemoBatch } from '../src/server/demo/index.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { firstLoad } from '../src/server/mirror/bulk.js';
import { importBatch } from '../src/server/mirror/import.js';
import { openRuntime } from '../src/server/runtime.js';
import { table, type Benchmark } from './lib.js';

const goal = 5000;
const scale = Number(process.env.BENCH_IMPORT_SCALE ?? 30);

function measured(documents: number, milliseconds: number, cpu: NodeJS.CpuUsage) {
  const seconds = milliseconds / 1000;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = Math.round(documents / seconds);
  return {
    rate,
    cells: [
      `${seconds.toFixed(1)} s`,
      rate,
      `${cpuSeconds.toFixed(1)} s`,
      Math.round(documents / cpuSeconds),
      rate >= goal ? 'yes' : 'no',
    ],
  };
}

async function fresh(dir: string, name: string) {
  return openRuntime(
    loadConfig({
      ...process.env,
      DATA_DIR: path.join(dir, name),
      LOG_LEVEL: 'silent',
      DATABASE_URL: undefined,
    }),
  );
}

async function importAlone(dir: string, name: string, batches: DemoBatch[], trusted: boolean) {
  const runtime = await fresh(dir, name);
  try {
    const deps = { db: runtime.database.db, bus: runtime.bus };
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let documents = 0;
    const batchMs: number[] = [];
    const load = async () => {
      for (const batch of batches) {
        const batchStarted = performance.now();
        const result = await importBatch(deps, batch.entity, batch.body, { trusted });
        batchMs.push(performance.now() - batchStarted);
        if (result.rejected.length) throw new Error(`The import refused a demo ${batch.entity}.`);
        documents += batch.count;
      }
    };
    // the trusted loaders build the documents' indexes once at the end of a first load (into an
    // empty mirror; into a loaded one they import as any later import); the API path receives one
    // batch at a time and cannot
    await (trusted ? firstLoad(deps.db, load) : load());
    return {
      documents,
      batchMs,
      ...measured(documents, performance.now() - started, process.cpuUsage(cpuBefore)),
    };
  } finally {
    await runtime.close();
  }
}

/**
 * 5,000 invoices the loaded company does not have yet: ten invoice batches taken across the years
 * (so they touch many customers and brands), each invoice under a new id and the next reference
 * number, as QuickBooks numbers a new invoice, whatever its date. `recent`: dated over the
 * four weeks up to the company's last invoice, as the invoices a later run of the Web Connector
 * brings; otherwise they keep their dates, spread over the three years (the worst case for the
 * date-ordered indexes).
 */
function newInvoices(batches: DemoBatch[], { recent }: { recent: boolean }): DemoBatch[] {
  type Invoice = { TxnID: string; RefNumber: string; TxnDate: string };
  const invoices = batches.filter((b) => b.entity === 'invoices');
  const last = invoices
    .flatMap((b) => (b.body.InvoiceRet as Invoice[]).map((invoice) => invoice.TxnDate))
    .reduce((a, b) => (a > b ? a : b));
  const daysBefore = (days: number) =>
    new Date(Date.parse(`${last}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const step = Math.max(1, Math.floor(invoices.length / 10));
  let next = 0;
  return invoices
    .filter((_, index) => index % step === 0)
    .slice(0, 10)
    .map((b) => {
      const list = (b.body.InvoiceRet as Invoice[]).map((invoice, index) => ({
        ...invoice,
        TxnID: `F${invoice.TxnID.slice(1)}`,
        RefNumber: `N${String((next += 1)).padStart(7, '0')}`,
        ...(recent ? { TxnDate: daysBefore(index % 28) } : {}),
      }));
      return { ...b, body: { InvoiceRet: list } };
    });
}

export const importBenchmark: Benchmark = {
  name: 'Import throughput',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-bench-import-'));
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    try {
      const runtime = await fresh(dataDir, 'seed');
      const cpuBefore = process.cpuUsage();
      const result = await loadDemoCompany({ db: runtime.database.db, bus: runtime.bus }, { scale });
      const withGeneration = measured(result.documents, result.milliseconds, process.cpuUsage(cpuBefore));
      const lines = await runtime.database.db
        .selectFrom('invoiceLines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await runtime.close();
      const batches = [...generateDemoCompany({ scale })];
      const peer = await importAlone(dataDir, 'api', batches, false);
      const trusted = await importAlone(dataDir, 'trusted', batches, true);
      // each later import into its own copy of the loaded company, once the gigabytes just written
      // are on disk: the kernel writing them back meanwhile would be timed as the import's
      fs.cpSync(path.join(dataDir, 'trusted'), path.join(dataDir, 'spread'), { recursive: true });
      execFileSync('sync');
      const later = {
        recent: newInvoices(batches, { recent: true }),
        spread: newInvoices(batches, { recent: false }),
      };
      // The company's 520,000 documents, kept in memory, would make every full garbage collection
      // during the later imports mark them all: a server holds none of them.
      batches.length = 0;
      const recent = await importAlone(dataDir, 'trusted', later.recent, true);
      const spread = await importAlone(dataDir, 'spread', later.spread, true);
      const n = result.documents;
      return [
        `The demo company at scale ${scale} fed through \`importBatch\` (batches of 500, one transaction each) into fresh SQLite files`,
        '(WAL): once as `npm run seed` and `npm start` load it (the generator making each batch as it goes, the trusted path),',
        'then the import alone on batches generated beforehand, trusted (the hand-written reader of well-formed transactions',
        '`mirror/trusted.ts`, commits with synchronous NORMAL) and through the API path (zod for every document, synchronous',
        'FULL) as the peer. Wall time, and process CPU time (less sensitive to other work on the shared machine).',
        `Goal ≥ ${goal} documents/s. Load average ${load} when it started. Repeat: \`npm run bench -- import\``,
        '(`BENCH_IMPORT_SCALE=N` for another scale).',
        '',
        table(
          [
            'run',
            'documents',
            'invoice lines',
            'wall time',
            'documents/s',
            'CPU time',
            'documents per CPU second',
            'within goal',
          ],
          [
            ['generation and import (trusted)', n, Number(lines.n), ...withGeneration.cells],
            ['import alone, trusted', n, Number(lines.n), ...trusted.cells],
            ['import alone, API path (peer)', n, Number(lines.n), ...peer.cells],
            [
              'new invoices of the last four weeks into the loaded company, trusted',
              recent.documents,
              '',
              ...recent.cells,
            ],
            [
              'new invoices spread over three years into the loaded company, trusted',
              spread.documents,
              '',
              ...spread.cells,
            ],
          ],
        ),
        '',
        `The trusted import alone runs at ${(trusted.rate / peer.rate).toFixed(2)}× the API path's documents/s in the same run.`,
        '',
        'Each later import batch by batch (ms; the first opens on a cold page and statement cache):',
        '',
        table(
          ['later import', 'batches of 500 (ms)'],
          [
            ['last four weeks', recent.batchMs.map((ms) => Math.round(ms)).join(', ')],
            ['spread over three years', spread.batchMs.map((ms) => Math.round(ms)).join(', ')],
          ],
        ),
        '',
        table(
          ['entity', 'documents'],
          Object.entries(result.byEntity).map(([entity, count]) => [entity, count]),
        ),
      ].join('\n');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
