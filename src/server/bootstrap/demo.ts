import type { DemoOptions } from '../demo/index.js';
import { loadDemoCompany } from '../demo/load.js';
import { seedDemoEvents } from '../demo/appointments.js';
import { seedDemoLicenses } from '../demo/licenses.js';
import { seedDemoCompliance } from '../demo/compliance.js';
import { seedDemoNotes } from '../demo/notes.js';
import { seedDemoOrders } from '../demo/orders.js';
import { seedDemoProspects } from '../demo/prospects.js';
import { seedVisitHistory } from '../demo/visits.js';
import { seedDemoPlanning } from '../demo/planning.js';
import type { Runtime } from '../runtime/runtime.js';

/**
 * On an empty database (no customers) with demo data on, loads the demo company through the import,
 * logging a progress line now and then, then the demo events, notes, the company's permits and the items' tax profiles, app orders, the reps' visit history, the shops' licenses and opening hours, the reps' working days and the prospects near the shops. Returns whether it did.
 */
export async function ensureDemoData(
  runtime: Runtime,
  log: { info(message: string, ...args: unknown[]): void },
  /** The company's size and day (tests load a slice); the demo company by default. */
  company: DemoOptions = {},
): Promise<boolean> {
  if (!runtime.config.demoData) return false;
  const { db } = runtime.database;
  const any = await db.selectFrom('customers').select('listId').limit(1).executeTakeFirst();
  if (any) return false;
  log.info('Loading the demo company (customers, items and three years of transactions)…');
  let lastLogged = 0;
  const result = await loadDemoCompany({ db, bus: runtime.bus }, company, (progress) => {
    if (progress.documents - lastLogged < 5000) return;
    lastLogged = progress.documents;
    log.info('  demo company: %d documents loaded (%s)', progress.documents, progress.entity);
  });
  log.info(
    'Loaded the demo company: %d documents in %ss',
    result.documents,
    (result.milliseconds / 1000).toFixed(1),
  );
  await seedDemoEvents(runtime);
  await seedDemoNotes(runtime);
  // The items' tax profiles before the orders: each order's excise is worked out when it is placed.
  await seedDemoCompliance(db);
  await seedDemoOrders(runtime);
  await seedVisitHistory(db);
  await seedDemoLicenses(runtime);
  await seedDemoPlanning(db);
  await seedDemoProspects(db);
  return true;
}
