/**
 * One later import, in a process of its own, as a server that has been running makes it: opens the
 * data folder given, sends the batches of the JSON file through `importBatch` and prints what it
 * measured as one line of JSON. Started by import.bench.ts, so a later import is not timed in the
 * process that has just generated and loaded the whole company (its gigabytes of garbage slowed the
 * later import by a fifth: docs/performance.md, "Import throughput", session 21).
 * Usage: `node --import tsx bench/later-import.ts <data folder> <batches.json> trusted|api`
 */
import fs from 'node:fs';
import type { DemoBatch } from '../src/server/demo/index.js';
import { importBatch } from '../src/server/mirror/import.js';
import { openBenchRuntime } from './lib.js';

const [dataDir, batchesFile, path] = process.argv.slice(2);
if (!dataDir || !batchesFile || (path !== 'trusted' && path !== 'api'))
  throw new Error('Usage: later-import.ts <data folder> <batches.json> trusted|api');
const batches = JSON.parse(fs.readFileSync(batchesFile, 'utf8')) as DemoBatch[];
const runtime = await openBenchRuntime(dataDir);
try {
  const deps = { db: runtime.database.db, bus: runtime.bus };
  const batchMs: number[] = [];
  let documents = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const batch of batches) {
    const batchStarted = performance.now();
    // the API's path is the Web Connector's and QuickBooks Online's: zod, durable commits
    const result = await importBatch(deps, batch.entity, batch.body, { trusted: path === 'trusted' });
    batchMs.push(performance.now() - batchStarted);
    if (result.rejected.length) throw new Error(`The import refused a new ${batch.entity}.`);
    documents += batch.count;
  }
  const milliseconds = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(JSON.stringify({ documents, milliseconds, cpu, batchMs }));
} finally {
  await runtime.close();
}
