import { PostgresAdapter, sql } from 'kysely';
import type { Db, Tx } from './database.js';

/**
 * Runs the refresh of a table kept from marks (rep activity's weeks, the at-risk facts) in one
 * transaction, the caller's when it is in one, and one refresh of `name` at a time: on PostgreSQL
 * under a transaction-scoped advisory lock per schema (each test file has its own); SQLite writes
 * one transaction at a time already.
 */
export function refreshAlone(db: Db | Tx, name: string, work: (tx: Tx) => Promise<void>): Promise<void> {
  const run = async (tx: Tx) => {
    if (tx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext(${`humidor.${name}.`} || current_schema()))`.execute(
        tx,
      );
    await work(tx);
  };
  return db.isTransaction ? run(db as Tx) : db.transaction().execute(run);
}
