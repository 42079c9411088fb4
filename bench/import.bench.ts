/**
 * Import throughput: the demo company (scale 1: reference lists, items, 1,500 customers, three
 * years of invoices, sales orders and credit memos) through importBatch into a fresh SQLite file, with
 * and without generating the documents on the way. Goal: ≥ 5,000 documents/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { generateDemoCompany } from '../src/server/demo/index.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { importBatch } from '../src/server/mirror/import.js';
import { openRuntime } from '../src/server/runtime.js';
import { table, type Benchmark } from './lib.js';

const goal = 5000;

function measured(documents: number, milliseconds: number, cpu: NodeJS.CpuUsage) {
  const seconds = milliseconds / 1000;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = Math.round(documents / seconds);
  return [
    `${seconds.toFixed(1)} s`,
    rate,
    `${cpuSeconds.toFixed(1)} s`,
    Math.round(documents / cpuSeconds),
    rate >= goal ? 'yes' : 'no',
  ];
}

async function importAlone(dir: string) {
  const runtime = await openRuntime(
    loadConfig({
      ...process.env,
      DATA_DIR: path.join(dir, 'alone'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: undefined,
    }),
  );
  try {
    const batches = [...generateDemoCompany({ scale: 1 })];
    const deps = { db: runtime.database.db, bus: runtime.bus };
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let documents = 0;
    for (const batch of batches) {
      const result = await importBatch(deps, batch.entity, batch.body);
      if (result.rejected.length) throw new Error(`The import refused a demo ${batch.entity}.`);
      documents += batch.count;
    }
    return measured(documents, performance.now() - started, process.cpuUsage(cpuBefore));
  } finally {
    await runtime.close();
  }
}

export const importBenchmark: Benchmark = {
  name: 'Import throughput',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-bench-import-'));
    const runtime = await openRuntime(
      loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: undefined }),
    );
    try {
      // First as `npm start` loads it (the generator feeding the import), then the import alone.
      const cpuBefore = process.cpuUsage();
      const result = await loadDemoCompany({ db: runtime.database.db, bus: runtime.bus }, { scale: 1 });
      const cpu = process.cpuUsage(cpuBefore);
      const withGeneration = measured(result.documents, result.milliseconds, cpu);
      const lines = await runtime.database.db
        .selectFrom('invoiceLines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const importOnly = await importAlone(dataDir);
      return [
        'The demo company (scale 1) fed through `importBatch` (batches of 500, one transaction each) into a fresh',
        'SQLite file (WAL, synchronous FULL): once as `npm start` loads it, the generator making each batch as it',
        'goes, then again into another fresh file with every batch generated beforehand (the import alone).',
        `Wall time, and process CPU time (less sensitive to other work on the shared machine). Goal ≥ ${goal} documents/s.`,
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
            ['generation and import', result.documents, Number(lines.n), ...withGeneration],
            ['import alone', result.documents, Number(lines.n), ...importOnly],
          ],
        ),
        '',
        table(
          ['entity', 'documents'],
          Object.entries(result.byEntity).map(([entity, n]) => [entity, n]),
        ),
      ].join('\n');
    } finally {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
