import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { customersPerScale } from '../demo/index.js';
import { loadDemoCompany } from '../demo/load.js';
import { openRuntime } from '../runtime.js';

/** `npm run seed -- --scale N`: loads N times the demo company into the configured database. */
async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 200) {
    throw new Error('--scale must be a whole number from 1 to 200');
  }
  const runtime = await openRuntime(loadConfig());
  try {
    console.log(`Seeding scale ${scale}: ${scale * customersPerScale} customers and their transactions…`);
    let lastLogged = 0;
    const result = await loadDemoCompany(
      { db: runtime.database.db, bus: runtime.bus },
      { scale },
      (progress) => {
        if (progress.documents - lastLogged < 20_000) return;
        lastLogged = progress.documents;
        console.log(`  ${progress.documents} documents (${progress.entity})`);
      },
    );
    const seconds = result.milliseconds / 1000;
    console.log(
      `Loaded ${result.documents} documents in ${seconds.toFixed(1)}s (${Math.round(result.documents / seconds)} documents/s):`,
      result.byEntity,
    );
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
