import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/pg-cluster.mjs';
import { openDatabase, type Database } from '../../src/server/db/database.js';

type Cluster = NonNullable<Awaited<ReturnType<typeof startPostgresCluster>>>;

let cluster: Cluster;
let database: Database;
const warnings: string[] = [];
let heard: () => void = () => {};

beforeAll(async () => {
  const started = await startPostgresCluster();
  if (!started) throw new Error('The fault suite needs PostgreSQL server binaries (initdb, pg_ctl).');
  cluster = started;
  database = openDatabase(
    { databaseUrl: cluster.url },
    {
      warn: (_details: object, message: string) => {
        warnings.push(message);
        heard();
      },
    },
  );
});
afterAll(async () => {
  await database?.destroy();
  cluster?.stop();
});

async function terminateOthers(): Promise<number> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  const { rowCount } = await admin.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
  );
  await admin.end();
  return rowCount ?? 0;
}

describe('PostgreSQL dropping a connection in use', () => {
  it('fails the work on it, keeps the process, and serves from a new connection', async () => {
    // Without a listener on the client in use, its error event ends the process (vitest reports it).
    const outcome = database.db
      .transaction()
      .execute(async (tx) => {
        await sql`select 1`.execute(tx);
        // the drop is heard as a warning (the test's own timeout bounds the wait)
        const told = new Promise<void>((resolve) => (heard = resolve));
        expect(await terminateOthers()).toBeGreaterThan(0);
        await told;
        await sql`select 2`.execute(tx);
      })
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    expect(await outcome).not.toBe('committed');
    expect(warnings).toContain('A database connection in use dropped; its work fails and is answered');
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
