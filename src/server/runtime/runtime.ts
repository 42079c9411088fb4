import path from 'node:path';
import type { AppConfig } from '../config/config.js';
import { openDatabase, waitForDatabase, type Database, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createAuth, type Auth } from '../auth/auth.js';
import { restoreDeferredIndexes } from '../mirror/bulk.js';
import { fillMarkedKeepers } from '../keepers/registered.js';
import { createInProcessBus, createPostgresBus, type BusLogger, type EventBus } from '../live/bus.js';

/** The long-lived parts a server, a CLI command or a test needs, opened and migrated. */
export interface Runtime {
  config: AppConfig;
  database: Database;
  auth: Auth;
  bus: EventBus;
  close(): Promise<void>;
}

interface RuntimeOptions extends DatabaseOptions {
  /** Where the event bus reports its connection; silent when omitted (tests, CLI commands). */
  logger?: BusLogger;
}

export async function openRuntime(
  config: AppConfig,
  { logger, ...overrides }: RuntimeOptions = {},
): Promise<Runtime> {
  const database = openDatabase(
    {
      databaseUrl: config.databaseUrl,
      sqliteFile: path.join(config.dataDir, 'humidor.sqlite'),
      timeouts: config.databaseTimeouts,
      ...overrides,
    },
    logger,
  );
  await waitForDatabase(database, logger);
  await migrateToLatest(database.db, { schema: overrides.pgSchema });
  await restoreDeferredIndexes(database.db);
  // Migrations shape a keeper's tables and mark it; its fill runs here, with the code of today.
  await fillMarkedKeepers(database.db);
  const bus =
    database.pgPool !== undefined
      ? await createPostgresBus(database.pgPool, `humidor_events_${overrides.pgSchema ?? 'public'}`, {
          logger,
        })
      : createInProcessBus();
  const auth = createAuth(config, database, bus);
  return {
    config,
    database,
    auth,
    bus,
    async close() {
      await bus.close();
      await database.destroy();
    },
  };
}
