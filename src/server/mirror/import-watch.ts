import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { lastSuccessfulImport } from '../system/queries.js';

/**
 * On SQLite the event bus lives in one process, so an import run by `npm run import` in another
 * process is not heard. The server notices the new last-import time instead and tells its listeners.
 * (On PostgreSQL the bus is shared through LISTEN/NOTIFY and this is not needed.)
 *
 * Returns one look at the time, the one the timer takes, so that a test knows when a look is over.
 */
export function watchOtherProcessImports(
  app: FastifyInstance,
  deps: { db: Db; bus: EventBus },
  everyMs = 3_000,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let seen: string | null = null;
  const look = async () => {
    const at = await lastSuccessfulImport(deps.db);
    if (at !== seen) {
      seen = at;
      await deps.bus.publish({ kind: 'import.completed' });
    }
  };
  app.addHook('onReady', async () => {
    seen = await lastSuccessfulImport(deps.db);
    timer = setInterval(() => void look().catch(() => undefined), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return look;
}
