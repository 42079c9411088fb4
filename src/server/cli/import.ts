// npm run import -- <file.json|folder>
// A file is one JSON object whose keys are import entities (customers, items, invoices, salesorders,
// creditmemos, pricelevels, terms, salesreps, deleted) and whose values are what POST /api/import/<entity>
// takes. A folder imports every .json in name order. Exit code 0: all imported; 2: some documents
// were rejected (listed); 1: the import could not run.
import { loadConfig } from '../config/config.js';
import { importPath } from '../mirror/import-files.js';
import { openRuntime } from '../runtime/runtime.js';

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run import -- <file.json|folder>');
  const runtime = await openRuntime(loadConfig());
  try {
    const started = Date.now();
    const totals = await importPath({ db: runtime.database.db, bus: runtime.bus }, target, (line) =>
      console.log(line),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Imported ${totals.files} file(s): ${totals.accepted} accepted, ${totals.rejected} rejected in ${seconds.toFixed(1)} s.`,
    );
    return totals.rejected > 0 ? 2 : 0;
  } finally {
    await runtime.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
