/**
 * `npm run bench`: runs every benchmark module and writes docs/performance.md. Add a benchmark by
 * writing a module that exports a `Benchmark` (bench/lib.ts) and listing it below.
 */
import fs from 'node:fs';
import path from 'node:path';
import { activityLockBenchmark } from './activity-lock.bench.js';
import { complianceReportBenchmark } from './compliance-report.bench.js';
import { customerStatsBenchmark } from './customer-stats.bench.js';
import { exciseInsightBench } from './excise-insight.bench.js';
import { importBenchmark } from './import.bench.js';
import { initialJsBenchmark } from './initial-js.js';
import { insightsBenchmark } from './insights.bench.js';
import { lighthouseBenchmark } from './lighthouse.bench.js';
import { loadBenchmark } from './load.bench.js';
import { licenseListBenchmark } from './license-list.bench.js';
import { machineDescription, type Benchmark } from './lib.js';
import { nearMeBenchmark } from './near-me.bench.js';
import { mapBenchmark } from './map.bench.js';
import { notesBenchmark } from './notes.bench.js';
import { offlineAnswersBenchmark } from './offline-answers.bench.js';
import { overheadBenchmark } from './overhead.bench.js';
import { orderFormBenchmark } from './order-form.bench.js';
import { orderGateBenchmark } from './order-gate.bench.js';
import { ordersFeedBenchmark } from './orders-feed.bench.js';
import { ordersTotalsBenchmark } from './orders-totals.bench.js';
import { pdfBenchmark } from './pdf.bench.js';
import { plannerBenchmark } from './planner.bench.js';
import { routePlanBenchmark } from './route-plan.bench.js';
import { scaleOutBenchmark } from './scale-out.bench.js';
import { searchBenchmark } from './search.bench.js';
import { shopCatalogueBenchmark } from './shop-catalogue.bench.js';
import { shopMainThreadBenchmark } from './shop-main-thread.bench.js';

const benchmarks: Benchmark[] = [
  searchBenchmark,
  importBenchmark,
  ordersTotalsBenchmark,
  orderFormBenchmark,
  ordersFeedBenchmark,
  customerStatsBenchmark,
  nearMeBenchmark,
  mapBenchmark,
  insightsBenchmark,
  activityLockBenchmark,
  pdfBenchmark,
  notesBenchmark,
  loadBenchmark,
  scaleOutBenchmark,
  overheadBenchmark,
  initialJsBenchmark,
  lighthouseBenchmark,
  routePlanBenchmark,
  offlineAnswersBenchmark,
  licenseListBenchmark,
  complianceReportBenchmark,
  exciseInsightBench,
  plannerBenchmark,
  shopCatalogueBenchmark,
  shopMainThreadBenchmark,
  orderGateBenchmark,
];

async function main() {
  const only = process.argv.slice(2);
  const selected = only.length
    ? benchmarks.filter((b) => only.some((o) => b.name.toLowerCase().includes(o)))
    : benchmarks;
  const sections: string[] = [];
  const machine = machineDescription();
  for (const benchmark of selected) {
    const started = performance.now();
    console.log(`▶ ${benchmark.name}…`);
    const section = await benchmark.run();
    console.log(section, `\n(${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    sections.push(`## ${benchmark.name}\n\n${section}`);
  }
  if (only.length) return;
  const file = path.resolve('docs/performance.md');
  const text = [
    '# Performance',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine:`,
    '',
    machine,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  fs.writeFileSync(file, text);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
