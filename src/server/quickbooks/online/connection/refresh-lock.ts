import { sql } from 'kysely';
import type { Database, Db, Tx } from '../../../db/database.js';

// SQLite belongs to one process; this chain keeps two refreshes of one company within it apart.
const sqliteChains = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * Runs a refresh of one company's tokens while no other instance refreshes them (decision 0231):
 * on PostgreSQL a transaction-scoped advisory lock per schema and company, so the refresh's HTTP
 * call, the new tokens and the release commit together; on SQLite a chain in this process, the work
 * writing through the database itself.
 */
export async function withRefreshLock<T>(
  database: Database,
  realmId: string,
  work: (scope: Db | Tx) => Promise<T>,
): Promise<T> {
  if (!database.pgPool) {
    const chains = sqliteChains.get(database) ?? new Map<string, Promise<unknown>>();
    sqliteChains.set(database, chains);
    const run = (chains.get(realmId) ?? Promise.resolve()).then(
      () => work(database.db),
      () => work(database.db),
    );
    chains.set(
      realmId,
      run.catch(() => undefined),
    );
    return run;
  }
  return database.db.transaction().execute(async (tx) => {
    // The lock's name keeps its first spelling (decision 0270): during a rolling deploy an instance
    // of the last version must take the same lock, or both could refresh and one lose the token.
    await sql`select pg_advisory_xact_lock(hashtext('humidor.qbo-refresh.' || current_schema() || ':' || ${realmId}))`.execute(
      tx,
    );
    return work(tx);
  });
}

/** Several writes as one: in the lock's transaction on PostgreSQL, in a transaction of their own on SQLite. */
export function writeTogether<T>(scope: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return scope.isTransaction ? work(scope as Tx) : scope.transaction().execute(work);
}
