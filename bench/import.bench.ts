/**
 * Import throughput: the demo company (scale 1: reference lists, items, 1,500 customers, three
 * years of invoices, sales orders and credit memos) through importBatch into a fresh SQLite file.
 * Goal: ≥ 5,000 documents/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { openRuntime } from '../src/server/runtime.js';
import { table, type Benchmark } from './lib.js';

const goal = 5000;

export const importBenchmark: Benchmark = {
  name: 'Import throughput',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-bench-import-'));
    const runtime = await openRuntime(
      loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: undefined }),
    );
    try {
      const cpuBefore = process.cpuUsage();
      const result = await loadDemoCompany({ db: runtime.database.db, bus: runtime.bus }, { scale: 1 });
      const cpu = process.cpuUsage(cpuBefore);
      const seconds = result.milliseconds / 1000;
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      const rate = Math.round(result.documents / seconds);
      const lines = await runtime.database.db
        .selectFrom('invoiceLines')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [
        'The demo company (scale 1) generated and fed through `importBatch` (batches of 500, one transaction',
        `each) into a fresh SQLite file (WAL, synchronous FULL). Includes generating the documents. Goal ≥ ${goal} documents/s.`,
        '',
        table(
          [
            'documents',
            'invoice lines',
            'wall time',
            'documents/s',
            'CPU time',
            'documents per CPU second',
            'within goal',
          ],
          [
            [
              result.documents,
              Number(lines.n),
              `${seconds.toFixed(1)} s`,
              rate,
              `${cpuSeconds.toFixed(1)} s`,
              Math.round(result.documents / cpuSeconds),
              rate >= goal ? 'yes' : 'no',
            ],
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
