import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config.js';
import { generateDemoCompany } from '../src/server/demo/index.js';
import { importBatch } from '../src/server/mirror/import.js';
import { openRuntime } from '../src/server/runtime.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'r2-prof-'));
const runtime = await openRuntime(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: undefined }));
const batches = [...generateDemoCompany({ scale: 1, today: '2026-11-01' })];
const deps = { db: runtime.database.db, bus: runtime.bus };
const cpu0 = process.cpuUsage();
const t0 = performance.now();
let docs = 0;
for (const b of batches) { const r = await importBatch(deps, b.entity, b.body); if (r.rejected.length) throw new Error(r.rejected[0]!.reason); docs += b.count; }
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
console.log(`import only: ${docs} docs, ${wall.toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s cpu, ${Math.round(docs / wall)} docs/s, ${Math.round(docs / ((cpu.user + cpu.system) / 1e6))} docs/cpu-s`);
await runtime.close();
fs.rmSync(dataDir, { recursive: true, force: true });
