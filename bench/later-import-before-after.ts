/**
 * A later import timed with the code before a change and after it, in the same run: the demo company
 * at `BENCH_IMPORT_SCALE` (30) loaded once by this checkout's code, then 5,000 new invoices of the
 * last four weeks sent into copies of it through the API path, rounds alternating between the
 * checkout given (the code before) and this one, each in a process of its own
 * (bench/later-import.ts), `BENCH_LATER_ROUNDS` (5) rounds each; the medians and ranges are printed
 * as Markdown. Both checkouts must make the same schema, as a change that adds no migration does.
 * Usage: `npx tsx bench/later-import-before-after.ts <checkout before>`, for example a
 * `git archive <commit> | tar -x -C /tmp/before` with node_modules linked in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { generateDemoCompany, type DemoBatch } from '../src/server/demo/index.js';
import { firstLoad } from '../src/server/mirror/bulk.js';
import { importBatch } from '../src/server/mirror/import.js';
import { laterColumns, laterRound, laterRow, newInvoices, type LaterRun } from './import.bench.js';
import { openBenchRuntime, table } from './lib.js';

const before = process.argv[2];
if (!before || !fs.existsSync(path.join(before, 'bench/later-import.ts')))
  throw new Error('Usage: later-import-before-after.ts <checkout before, with bench/later-import.ts>');
const scale = Number(process.env.BENCH_IMPORT_SCALE ?? 30);
const rounds = Number(process.env.BENCH_LATER_ROUNDS ?? 5);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-bench-before-after-'));
try {
  const loaded = path.join(dataDir, 'loaded');
  const invoices: DemoBatch[] = [];
  const runtime = await openBenchRuntime(loaded);
  try {
    const deps = { db: runtime.database.db, bus: runtime.bus };
    await firstLoad(deps.db, async () => {
      for (const batch of generateDemoCompany({ scale })) {
        const result = await importBatch(deps, batch.entity, batch.body, { trusted: true });
        if (result.rejected.length) throw new Error(`The import refused a demo ${batch.entity}.`);
        if (batch.entity === 'invoices') invoices.push(batch);
      }
    });
  } finally {
    await runtime.close();
  }
  const recent = path.join(dataDir, 'recent.json');
  fs.writeFileSync(recent, JSON.stringify(newInvoices(invoices, { recent: true })));
  invoices.length = 0;
  // the load's garbage collected first: V8 marking it on a helper thread slows the child processes
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const runs: Record<'before' | 'after', LaterRun[]> = { before: [], after: [] };
  for (let round = 0; round < rounds; round += 1) {
    runs.before.push(laterRound(loaded, recent, 'api', path.resolve(before)));
    runs.after.push(laterRound(loaded, recent, 'api'));
  }
  console.log(
    [
      `Scale ${scale}, last four weeks, API path, ${rounds} rounds each alternating; load average ${load} when the rounds began.`,
      '',
      table(laterColumns, [
        laterRow(`before (${path.basename(path.resolve(before))})`, runs.before).cells,
        laterRow('after (this checkout)', runs.after).cells,
      ]),
    ].join('\n'),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
