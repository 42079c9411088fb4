import type { QueryConfig } from 'pg';
import type { Database } from '../db/database.js';

/** How long an instance waits for another one to finish filling the database on first start. */
export const bootstrapWaitMs = 15 * 60_000;

// SQLite belongs to one process; this chain keeps two starts within it apart.
const sqliteChains = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs the first-start work (the demo team and company) while holding a lock that every instance on
 * the same database takes, so two instances started together fill it once: the second waits, then
 * finds it filled. On PostgreSQL an advisory lock per schema, held on its own connection (the work
 * uses others) with the statement limits raised for that one wait.
 */
export async function withBootstrapLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pgPool) {
    const previous = sqliteChains.get(database) ?? Promise.resolve();
    const run = previous.then(work, work);
    sqliteChains.set(
      database,
      run.catch(() => undefined),
    );
    return run;
  }
  const client = await database.pgPool.connect();
  const key = `hashtext('humidor.bootstrap.' || current_schema())`;
  try {
    await client.query(`set statement_timeout = ${bootstrapWaitMs}`);
    // node-pg reads a per-query query_timeout (the pool's is one statement's); its types leave it out.
    const wait = { text: `select pg_advisory_lock(${key})`, query_timeout: bootstrapWaitMs + 1_000 };
    await client.query(wait as QueryConfig);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(${key})`);
    }
  } finally {
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}
