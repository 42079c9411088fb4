import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ensureDemoUsers } from '../bootstrap/demo-users.js';
import { loadConfig } from '../config/config.js';
import { notesPerScale, ordersPerScale, seedScaledActivity } from '../demo/activity.js';
import { customersPerScale } from '../demo/index.js';
import { loadDemoCompany } from '../demo/load.js';
import { openRuntime } from '../runtime/runtime.js';

/**
 * `npm run seed -- --scale N`: loads N times the demo company into the configured database (its
 * customers and three years of QuickBooks transactions through the import), then N times the app's
 * own data: notes with comments and attachment rows, app orders with lines, tags and raffle tickets.
 * `--no-transactions` leaves out the QuickBooks transactions (most of the time at large scales).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      'no-transactions': { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 200) {
    throw new Error('--scale must be a whole number from 1 to 200');
  }
  const transactions = !values['no-transactions'];
  const runtime = await openRuntime(loadConfig());
  try {
    console.log(
      `Seeding scale ${scale}: ${scale * customersPerScale} customers${transactions ? ' and their transactions' : ''}…`,
    );
    let lastLogged = 0;
    const result = await loadDemoCompany(
      { db: runtime.database.db, bus: runtime.bus },
      { scale, transactions },
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
    await ensureDemoUsers(runtime);
    console.log(`Writing about ${scale * notesPerScale} notes and ${scale * ordersPerScale} orders…`);
    const started = performance.now();
    const written = await seedScaledActivity(runtime.database.db, {
      scale,
      onProgress: (table, n) => {
        if (n % 100_000 === 0) console.log(`  ${n} ${table}`);
      },
    });
    console.log(`Wrote in ${((performance.now() - started) / 1000).toFixed(1)}s:`, written);
    // Fresh statistics, so the planner picks each feed filter's own index (docs/decisions/0043).
    await sql`analyze`.execute(runtime.database.db);
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
