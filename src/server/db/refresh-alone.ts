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

const queues = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Runs `work` one at a time per `name` among the processes sharing the database, WITHOUT a
 * transaction: the work reads as it likes and writes in short transactions of its own, so writers
 * never wait for it (issue 44: rep activity counted inside one transaction held SQLite's only
 * connection, and a note waited 11 s). In this process a queue; on PostgreSQL also a session
 * advisory lock per schema, held on a connection of its own while the work uses the pool.
 */
export async function oneAtATime<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  const queue = queues.get(db) ?? new Map<string, Promise<void>>();
  queues.set(db, queue);
  const before = queue.get(name) ?? Promise.resolve();
  let release = () => {};
  const finished = new Promise<void>((resolve) => (release = resolve));
  const mine = before.then(() => finished);
  queue.set(name, mine);
  await before;
  try {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return await work();
    return await db.connection().execute(async (connection) => {
      const key = sql`hashtext(${`humidor.${name}.`} || current_schema())`;
      await sql`select pg_advisory_lock(${key})`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(connection);
      }
    });
  } finally {
    release();
    if (queue.get(name) === mine) queue.delete(name);
  }
}
