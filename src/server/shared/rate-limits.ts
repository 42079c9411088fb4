import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';

/** One call in this many also clears windows that ended long ago, so the table stays small. */
const sweepEvery = 500;

/**
 * A store for @fastify/rate-limit that counts in the database, so every Humidor process behind a
 * load balancer shares one budget per user or address (fixed windows: one upsert per API request).
 * Used on PostgreSQL; a single SQLite process keeps its counts in memory.
 */
export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      calls += 1;
      const sweep =
        calls % sweepEvery === 0
          ? db
              .deleteFrom('apiRateLimits')
              .where('windowStart', '<', windowStart - timeWindow)
              .execute()
          : Promise.resolve();
      db.insertInto('apiRateLimits')
        .values({ key, windowStart, count: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'windowStart'])
            .doUpdateSet((eb) => ({ count: eb('apiRateLimits.count', '+', 1) })),
        )
        .returning('count')
        .executeTakeFirstOrThrow()
        .then(async (row) => {
          await sweep;
          callback(null, { current: Number(row.count), ttl: windowStart + timeWindow - now });
        })
        .catch((error: Error) => callback(error));
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
