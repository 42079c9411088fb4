/**
 * The scale benchmarks' dataset: `npm run seed -- --scale 30` in a cached SQLite file: 45,000
 * customers with three years of QuickBooks invoices, sales orders and credit memos (about 340,000
 * invoices over 18 brands, each customer buying from its own favourite items), about 1,000,000 notes
 * (with tags, tasks, comments and attachment rows) and 500,000 app orders (with lines, tags and
 * raffle tickets). The invoices and credit memos are there for /insights, which reads their summary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { seedScaledActivity } from '../src/server/demo/activity.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import type { Runtime } from '../src/server/runtime/runtime.js';
import { openBenchRuntime } from './lib.js';

export const datasetScale = 30;
const cacheDir = path.resolve(`bench/.cache/scale-${datasetScale}`);
const readyFile = path.join(cacheDir, 'ready.json');
/** Raised when the dataset changes, so a cache made by an older seed is made again. */
const datasetVersion = 3;

export interface ScaleDataset {
  runtime: Runtime;
  /** How the dataset was made this run, or null when it came from the cache. */
  seeded: string | null;
  counts: Record<string, number>;
}

/**
 * Opens the SQLite database cached in `cacheDir`, emptied first when its `ready.json` is missing (a
 * seeding that did not finish).
 */
export async function openCachedRuntime(cacheDir: string): Promise<Runtime> {
  if (!fs.existsSync(path.join(cacheDir, 'ready.json')))
    fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  return openBenchRuntime(cacheDir);
}

/** Opens (creating and seeding on first use) the cached scale-30 dataset. */
export async function openScaleDataset(): Promise<ScaleDataset> {
  // A cache made by an older seed is made again.
  if (!isCurrent()) fs.rmSync(cacheDir, { recursive: true, force: true });
  const runtime = await openCachedRuntime(cacheDir);
  if (fs.existsSync(readyFile)) {
    const ready = JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { counts: Record<string, number> };
    return { runtime, seeded: null, counts: ready.counts };
  }
  const started = performance.now();
  const { db } = runtime.database;
  const company = await loadDemoCompany({ db, bus: runtime.bus }, { scale: datasetScale, batchSize: 1000 });
  await ensureDemoUsers(runtime);
  const written = await seedScaledActivity(db, { scale: datasetScale });
  await sql`analyze`.execute(db);
  const counts = {
    customers: company.byEntity.customers ?? 0,
    invoices: company.byEntity.invoices ?? 0,
    creditMemos: company.byEntity.creditmemos ?? 0,
    ...written,
  };
  const seconds = (performance.now() - started) / 1000;
  const seeded = `Seeded in ${seconds.toFixed(0)} s (\`npm run seed -- --scale ${datasetScale}\`).`;
  fs.writeFileSync(readyFile, JSON.stringify({ version: datasetVersion, counts, seeded }));
  return { runtime, seeded, counts };
}

function isCurrent(): boolean {
  if (!fs.existsSync(readyFile)) return false;
  const ready = JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { version?: number };
  return ready.version === datasetVersion;
}

/** Creates the dataset alone: `npx tsx bench/scale-dataset.ts`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const dataset = await openScaleDataset();
  console.log(dataset.seeded ?? 'From the cache.', dataset.counts);
  await dataset.runtime.close();
}
